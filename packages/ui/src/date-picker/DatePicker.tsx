'use client';

import * as React from 'react';
import type { Matcher } from 'react-day-picker';
import { addYears, endOfYear, startOfMonth, startOfYear } from 'date-fns';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { Popover, PopoverContent } from '../popover';
import { Calendar } from '../date-range-picker/Calendar';
import { DateFieldTrigger } from '../date-range-picker/DateFieldTrigger';
import { formatDate, formatDateNumeric } from '../date-range-picker/format';
import { parseIsoDate, toIsoDate } from './iso';

/** How far back and ahead the year list reaches when no `min` or `max` bounds it. */
export const DATE_PICKER_YEARS_BACK = 100;
export const DATE_PICKER_YEARS_AHEAD = 10;
/** The least gap kept between the calendar and the viewport's edges. */
export const DATE_PICKER_COLLISION_PADDING_PX = 8;

/** How the trigger shows the day: "3 Dec 2026" (medium) or "03/12/2026" (numeric). */
export const DATE_PICKER_FORMATS = ['medium', 'numeric'] as const;
export type DatePickerFormat = (typeof DATE_PICKER_FORMATS)[number];

export interface DatePickerProps extends Omit<
  React.ComponentProps<'button'>,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'name' | 'type'
> {
  /** The chosen day as 'YYYY-MM-DD', '' for none (controlled). */
  value?: string;
  defaultValue?: string;
  /** Called with the picked day as 'YYYY-MM-DD', or '' when cleared. */
  onChange?: (value: string) => void;
  /** The earliest day that can be picked ('YYYY-MM-DD'); earlier days are disabled. */
  min?: string;
  /** The latest day that can be picked ('YYYY-MM-DD'). */
  max?: string;
  /** Further days that cannot be picked. */
  disabledDays?: Matcher | Matcher[];
  /** Renders a hidden input with this name holding the 'YYYY-MM-DD' value, for native form posts. */
  name?: string;
  /** Hides the "Clear" button: a value, once picked, can only be changed. */
  required?: boolean;
  /** "3 Dec 2026" (default) or "03/12/2026". */
  format?: DatePickerFormat;
  /** Trigger text while nothing is chosen. */
  placeholder?: string;
  /** The month shown first when nothing is chosen (default: `min` if after today, else today). */
  defaultMonth?: Date;
  /** Overrides "today" (fixed dates for screenshots and tests). */
  today?: Date;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A button showing the chosen day in Australian form ("3 Dec 2026" or "03/12/2026") that opens a
 * calendar in a popover; the value stays an ISO 'YYYY-MM-DD' string, as the API takes it, so it
 * replaces `<Input type="date">` without changing a form's state. The browser's own date input
 * shows mm/dd/yyyy on a US-English system, whatever the page's language.
 *
 * Keyboard: Enter or Space on the trigger opens the calendar with the chosen day (else today)
 * focused; arrows move by day, Page Up/Down by month (with Shift by year), the month and year
 * lists jump further; Enter picks and closes, Escape closes; focus returns to the trigger.
 * Screen readers: the trigger is named by its label (`<Label htmlFor>` or FormField) and described
 * by the chosen day; days outside `min`/`max` are disabled.
 */
export function DatePicker({
  value: valueProp,
  defaultValue = '',
  onChange,
  min,
  max,
  disabledDays,
  name,
  required = false,
  format = 'medium',
  placeholder = 'Select a date',
  defaultMonth,
  today,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  className,
  disabled,
  'aria-describedby': describedBy,
  'aria-required': ariaRequired,
  ...props
}: DatePickerProps) {
  const [uncontrolledValue, setUncontrolledValue] = React.useState(defaultValue);
  const value = valueProp ?? uncontrolledValue;
  const [uncontrolledOpen, setUncontrolledOpen] = React.useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const valueId = React.useId();
  const requiredId = React.useId();
  // A button may not carry aria-required (FormField hands it to every control): a required
  // picker says "Required" in its description instead.
  const isRequired = required || ariaRequired === true || ariaRequired === 'true';

  const selected = parseIsoDate(value);
  const minDate = parseIsoDate(min);
  const maxDate = parseIsoDate(max);
  const now = today ?? new Date();
  const text = selected ? (format === 'numeric' ? formatDateNumeric(selected) : formatDate(selected)) : '';

  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const setOpen = (next: boolean) => {
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const commit = (next: string) => {
    setUncontrolledValue(next);
    onChange?.(next);
    setOpen(false);
  };

  const disabledMatchers: Matcher[] = [
    ...(disabledDays === undefined ? [] : Array.isArray(disabledDays) ? disabledDays : [disabledDays]),
    ...(minDate ? [{ before: minDate }] : []),
    ...(maxDate ? [{ after: maxDate }] : []),
  ];
  // The month and year lists need bounds: the allowed range, else a century back (dates of
  // birth) to a decade ahead (expiry dates), always reaching the chosen day so it stays shown.
  const startMonth = minDate ? startOfMonth(minDate) : startOfYear(addYears(now, -DATE_PICKER_YEARS_BACK));
  const endMonth = maxDate ? startOfMonth(maxDate) : endOfYear(addYears(now, DATE_PICKER_YEARS_AHEAD));
  const firstListed = selected && selected < startMonth ? startOfMonth(selected) : startMonth;
  const lastListed = selected && selected > endMonth ? startOfMonth(selected) : endMonth;
  const firstMonth = selected ?? defaultMonth ?? (minDate && minDate > now ? minDate : maxDate && maxDate < now ? maxDate : now);

  return (
    <>
      <Popover open={open} onOpenChange={setOpen}>
        <DateFieldTrigger
          ref={triggerRef}
          dataSlot="date-picker"
          text={text}
          placeholder={placeholder}
          valueId={valueId}
          disabled={disabled}
          aria-describedby={[describedBy, valueId, isRequired && requiredId].filter(Boolean).join(' ')}
          className={cn('pp:min-w-44', className)}
          {...props}
        />
        <PopoverContent
          align="start"
          aria-label="Choose a date"
          collisionPadding={DATE_PICKER_COLLISION_PADDING_PX}
          className="pp:w-auto pp:max-w-(--radix-popover-content-available-width) pp:max-h-(--radix-popover-content-available-height) pp:overflow-auto pp:p-0"
          onOpenAutoFocus={(event) => event.preventDefault()}
          // Closing (a day picked, Escape, Clear) always gives focus back to the trigger, at once:
          // the next Tab goes on from the field, and nothing moves focus after the person typed on.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
        >
          <Calendar
            mode="single"
            autoFocus
            required
            selected={selected}
            // Picking the chosen day again keeps it (clearing is the Clear button's job).
            onSelect={(day: Date | undefined) => commit(day ? toIsoDate(day) : value)}
            captionLayout="dropdown"
            defaultMonth={firstMonth}
            startMonth={firstListed}
            endMonth={lastListed}
            today={today}
            disabled={disabledMatchers.length > 0 ? disabledMatchers : undefined}
          />
          {!required && value !== '' ? (
            <div data-slot="date-picker-footer" className="pp:flex pp:justify-end pp:px-3 pp:pb-3">
              <Button type="button" variant="ghost" size="sm" onClick={() => commit('')}>
                Clear
              </Button>
            </div>
          ) : null}
        </PopoverContent>
      </Popover>
      {isRequired ? (
        <span id={requiredId} hidden>
          Required
        </span>
      ) : null}
      {name ? <input type="hidden" data-slot="date-picker-input" name={name} value={value} disabled={disabled} /> : null}
    </>
  );
}
