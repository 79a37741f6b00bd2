'use client';

import * as React from 'react';
import type { DateRange, Matcher } from 'react-day-picker';
import { cn } from '../lib/cn';
import { Popover, PopoverContent } from '../popover';
import { Calendar, type CalendarProps } from './Calendar';
import { DateFieldTrigger } from './DateFieldTrigger';
import { formatDateRange, type DateRangeValue } from './format';

/** Below this viewport width (a phone) the calendar shows one month, whatever `numberOfMonths` says. */
export const DATE_RANGE_PICKER_ONE_MONTH_BELOW_PX = 640;
/** The least gap kept between the calendar and the viewport's edges. */
export const DATE_RANGE_PICKER_COLLISION_PADDING_PX = 8;

const NARROW_QUERY = `(max-width: ${DATE_RANGE_PICKER_ONE_MONTH_BELOW_PX - 0.02}px)`;

function subscribeNarrow(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

/** True on a viewport narrower than DATE_RANGE_PICKER_ONE_MONTH_BELOW_PX (false on the server). */
function useNarrowViewport(): boolean {
  return React.useSyncExternalStore(
    subscribeNarrow,
    () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}

export interface DateRangePickerProps extends Omit<React.ComponentProps<'button'>, 'value' | 'defaultValue' | 'onChange' | 'children'> {
  /** The chosen range (controlled). */
  value?: DateRangeValue;
  defaultValue?: DateRangeValue;
  /** Called on every click in the calendar: first with `from` only, then with `from` and `to`. */
  onChange?: (range: DateRangeValue) => void;
  /** Days that cannot be chosen, e.g. `{ before: today }` or booked dates. A range cannot span them. */
  disabledDays?: Matcher | Matcher[];
  /** The earliest day that can be chosen; earlier days are disabled and not navigable. */
  fromDate?: Date;
  /** The latest day that can be chosen. */
  toDate?: Date;
  /** Months shown side by side (default 2; always 1 on a phone-sized viewport). */
  numberOfMonths?: number;
  /** Trigger text while nothing is chosen. */
  placeholder?: string;
  /** The month shown first when nothing is chosen (default: the range start, else `fromDate`, else today). */
  defaultMonth?: Date;
  /** Overrides "today" (fixed dates for screenshots and tests). */
  today?: Date;
  /** Days with a booking or blocked by the sitter, shown distinctly in the calendar. */
  booked?: CalendarProps['booked'];
  blocked?: CalendarProps['blocked'];
  /** Close the calendar once both ends are chosen (default true). */
  closeOnComplete?: boolean;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

function toArray(matchers: Matcher | Matcher[] | undefined): Matcher[] {
  if (matchers === undefined) return [];
  return Array.isArray(matchers) ? matchers : [matchers];
}

/**
 * A button showing the chosen dates ("10 Mar 2025 – 14 Mar 2025") that opens a range calendar
 * in a popover. The trigger is described by its value, so a label plus the dates are announced.
 *
 * Keyboard: Enter or Space on the trigger opens the calendar; arrows move by day, Page Up/Down by
 * month, Enter picks the start then the end, Escape closes. Screen readers: the trigger names the
 * chosen range; days are buttons named by their full date, booked and blocked days say so and are
 * disabled.
 */
export function DateRangePicker({
  value: valueProp,
  defaultValue,
  onChange,
  disabledDays,
  fromDate,
  toDate,
  numberOfMonths = 2,
  placeholder = 'Select dates',
  defaultMonth,
  today,
  booked,
  blocked,
  closeOnComplete = true,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  className,
  disabled,
  'aria-describedby': describedBy,
  ...props
}: DateRangePickerProps) {
  const [uncontrolledValue, setUncontrolledValue] = React.useState<DateRangeValue>(defaultValue ?? {});
  const value = valueProp ?? uncontrolledValue;
  const [uncontrolledOpen, setUncontrolledOpen] = React.useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const valueId = React.useId();
  const months = useNarrowViewport() ? 1 : numberOfMonths;
  // The start day chosen while the end is not yet: held here, so a range forms even when the
  // parent keeps only complete ranges in `value` (the first click must not be discarded).
  const [pending, setPending] = React.useState<DateRangeValue | null>(null);

  const setOpen = (next: boolean) => {
    if (!next) setPending(null);
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const disabledMatchers: Matcher[] = [
    ...toArray(disabledDays),
    ...(fromDate ? [{ before: fromDate }] : []),
    ...(toDate ? [{ after: toDate }] : []),
  ];

  const handleSelect = (range: DateRange | undefined) => {
    const next: DateRangeValue = { from: range?.from, to: range?.to };
    setUncontrolledValue(next);
    setPending(next.from && !next.to ? next : null);
    onChange?.(next);
    if (closeOnComplete && next.from && next.to) setOpen(false);
  };

  const text = formatDateRange(value);
  const shown = pending ?? value;
  const selected: DateRange | undefined = shown.from ? { from: shown.from, to: shown.to } : undefined;

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <DateFieldTrigger
        dataSlot="date-range-picker"
        text={text}
        placeholder={placeholder}
        valueId={valueId}
        disabled={disabled}
        aria-describedby={[describedBy, valueId].filter(Boolean).join(' ')}
        className={cn('pp:min-w-60', className)}
        {...props}
      />
      <PopoverContent
        align="start"
        aria-label="Choose dates"
        // Never off-screen (a phone put its top at −171 px): kept inside the viewport, as large as
        // the room on its side allows, scrolling inside when that is less than the calendar.
        collisionPadding={DATE_RANGE_PICKER_COLLISION_PADDING_PX}
        data-months={months}
        className="pp:w-auto pp:max-w-(--radix-popover-content-available-width) pp:max-h-(--radix-popover-content-available-height) pp:overflow-auto pp:p-0"
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <Calendar
          mode="range"
          autoFocus
          resetOnSelect
          excludeDisabled
          selected={selected}
          onSelect={handleSelect}
          numberOfMonths={months}
          // Side by side months would show the same outside days twice.
          showOutsideDays={months === 1}
          defaultMonth={value.from ?? defaultMonth ?? fromDate ?? today}
          startMonth={fromDate}
          endMonth={toDate}
          today={today}
          disabled={disabledMatchers.length > 0 ? disabledMatchers : undefined}
          booked={booked}
          blocked={blocked}
          showLegend={Boolean(booked ?? blocked)}
        />
      </PopoverContent>
    </Popover>
  );
}
