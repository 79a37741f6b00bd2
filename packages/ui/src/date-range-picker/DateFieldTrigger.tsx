'use client';

import type * as React from 'react';
import { CalendarDays } from 'lucide-react';
import { buttonVariants } from '../button';
import { cn } from '../lib/cn';
import { PopoverTrigger } from '../popover';

export interface DateFieldTriggerProps extends Omit<React.ComponentProps<typeof PopoverTrigger>, 'children' | 'asChild'> {
  /** The trigger's `data-slot`; the value text gets `<dataSlot>-value`. */
  dataSlot: 'date-picker' | 'date-range-picker';
  /** The chosen date(s) as shown, '' for none. */
  text: string;
  /** Shown, muted, while `text` is ''. */
  placeholder: string;
  /** Id of the value text, which the caller lists in the trigger's `aria-describedby`. */
  valueId: string;
}

/**
 * The outline button that opens a date picker's calendar: a calendar icon and the chosen date(s),
 * truncated to the field's width, or the placeholder. DatePicker and DateRangePicker share it so
 * the two fields look and behave alike. Internal: not exported from the package.
 */
export function DateFieldTrigger({ dataSlot, text, placeholder, valueId, className, ...props }: DateFieldTriggerProps) {
  return (
    <PopoverTrigger
      type="button"
      data-slot={dataSlot}
      data-empty={text === '' || undefined}
      className={cn(
        buttonVariants({ variant: 'outline' }),
        'pp:w-full pp:justify-start pp:px-3 pp:text-left pp:font-normal pp:aria-invalid:border-destructive',
        className,
      )}
      {...props}
    >
      <CalendarDays aria-hidden="true" className="pp:text-muted-foreground" />
      <span id={valueId} data-slot={`${dataSlot}-value`} className={cn('pp:truncate', text === '' && 'pp:text-muted-foreground')}>
        {text === '' ? placeholder : text}
      </span>
    </PopoverTrigger>
  );
}
