'use client';

import * as React from 'react';
import {
  DayPicker,
  Nav as DayPickerNav,
  labelDayButton,
  type CustomComponents,
  type DayButtonProps,
  type ChevronProps,
  type Matcher,
  type Modifiers,
} from 'react-day-picker';
import { enAU } from 'date-fns/locale/en-AU';
import { cva } from 'class-variance-authority';
import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from 'lucide-react';
import { buttonVariants } from '../button';
import { cn } from '../lib/cn';

/** Day states the calendar shows, each in the legend. */
export const CALENDAR_LEGEND = [
  { key: 'available', label: 'Available' },
  { key: 'selected', label: 'Selected' },
  { key: 'booked', label: 'Booked' },
  { key: 'blocked', label: 'Blocked' },
] as const;
export type CalendarLegendKey = (typeof CALENDAR_LEGEND)[number]['key'];

const focusRing =
  'pp:focus-visible:outline-none pp:focus-visible:ring-2 pp:focus-visible:ring-ring pp:focus-visible:ring-offset-1 pp:focus-visible:ring-offset-background';

/** The day look for each state, shared by the day buttons and the legend swatches. */
const DAY_STATE_CLASSES = {
  available: 'pp:bg-background pp:text-foreground pp:border pp:border-border',
  selected: 'pp:bg-primary pp:text-primary-foreground',
  booked: 'pp:bg-info/15 pp:text-foreground pp:underline pp:decoration-info pp:decoration-2 pp:underline-offset-4',
  blocked: 'pp:bg-[repeating-linear-gradient(135deg,var(--pp-muted)_0_3px,transparent_3px_6px)] pp:text-muted-foreground pp:line-through',
} as const satisfies Record<CalendarLegendKey, string>;

const classNames = {
  root: 'pp:relative pp:w-fit pp:p-3',
  months: 'pp:relative pp:flex pp:flex-col pp:gap-4 pp:sm:flex-row',
  month: 'pp:flex pp:w-full pp:flex-col pp:gap-3',
  nav: 'pp:absolute pp:inset-x-0 pp:top-0 pp:flex pp:w-full pp:items-center pp:justify-between pp:gap-1',
  button_previous: cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'pp:size-8 pp:aria-disabled:opacity-50'),
  button_next: cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'pp:size-8 pp:aria-disabled:opacity-50'),
  month_caption: 'pp:flex pp:h-8 pp:w-full pp:items-center pp:justify-center pp:px-8',
  caption_label: 'pp:text-sm pp:font-medium pp:select-none',
  dropdowns: 'pp:flex pp:h-8 pp:items-center pp:justify-center pp:gap-1.5 pp:text-sm pp:font-medium',
  dropdown_root: 'pp:relative pp:rounded-md pp:border pp:border-input',
  dropdown: 'pp:absolute pp:inset-0 pp:opacity-0',
  month_grid: 'pp:w-full pp:border-collapse',
  weekdays: 'pp:flex',
  weekday: 'pp:w-9 pp:text-[0.8rem] pp:font-normal pp:text-muted-foreground pp:select-none',
  week: 'pp:mt-1 pp:flex pp:w-full',
  day: 'pp:relative pp:size-9 pp:p-0 pp:text-center pp:text-sm pp:select-none',
  outside: 'pp:text-muted-foreground',
  disabled: 'pp:opacity-50',
  hidden: 'pp:invisible',
  today: '',
  range_start: 'pp:rounded-l-md pp:bg-accent',
  range_middle: 'pp:bg-accent',
  range_end: 'pp:rounded-r-md pp:bg-accent',
  footer: 'pp:mt-2 pp:text-sm',
} satisfies Partial<React.ComponentProps<typeof DayPicker>['classNames']>;

function CalendarChevron({ orientation, className, disabled: _disabled, ...props }: ChevronProps) {
  const Icon = { left: ChevronLeft, right: ChevronRight, up: ChevronUp, down: ChevronDown }[orientation ?? 'left'];
  return <Icon aria-hidden="true" className={cn('pp:size-4', className)} {...props} />;
}

/**
 * DayPicker's own parts, rendered as its defaults do but with `data-slot`, so the package's reset
 * reaches them on a page without base.css (no browser table spacing or button borders).
 */
const CALENDAR_PARTS: Partial<CustomComponents> = {
  Months: (props) => <div data-slot="calendar-months" {...props} />,
  Month: ({ calendarMonth: _month, displayIndex: _index, ...props }) => <div data-slot="calendar-month" {...props} />,
  MonthCaption: ({ calendarMonth: _month, displayIndex: _index, ...props }) => <div data-slot="calendar-caption" {...props} />,
  CaptionLabel: (props) => <span data-slot="calendar-caption-label" {...props} />,
  Nav: (props) => <DayPickerNav data-slot="calendar-nav" {...props} />,
  PreviousMonthButton: (props) => <button data-slot="calendar-previous" {...props} />,
  NextMonthButton: (props) => <button data-slot="calendar-next" {...props} />,
  MonthGrid: (props) => <table data-slot="calendar-grid" {...props} />,
  Weekdays: (props) => (
    <thead data-slot="calendar-weekdays" aria-hidden="true">
      <tr data-slot="calendar-weekdays-row" {...props} />
    </thead>
  ),
  Weekday: (props) => <th data-slot="calendar-weekday" {...props} />,
  Weeks: (props) => <tbody data-slot="calendar-weeks" {...props} />,
  Week: ({ week: _week, ...props }) => <tr data-slot="calendar-week" {...props} />,
  Day: ({ day: _day, modifiers: _modifiers, ...props }) => <td data-slot="calendar-cell" {...props} />,
  Footer: (props) => <div data-slot="calendar-footer" {...props} />,
};

/** Day button styles: availability state first, then selection, so a selected day shows as selected. */
export const calendarDayVariants = cva(
  [
    'pp:relative pp:inline-flex pp:size-9 pp:items-center pp:justify-center pp:rounded-md pp:text-sm pp:font-normal pp:tabular-nums pp:transition-colors',
    // Pressing a day nudges it down a pixel, as a Button does.
    'pp:hover:bg-accent pp:hover:text-accent-foreground pp:active:translate-y-px pp:disabled:pointer-events-none',
    focusRing,
  ],
  {
    variants: {
      state: {
        default: '',
        booked: DAY_STATE_CLASSES.booked,
        blocked: DAY_STATE_CLASSES.blocked,
      },
      selection: {
        none: '',
        single: 'pp:bg-primary pp:bg-none pp:text-primary-foreground pp:hover:bg-primary pp:hover:text-primary-foreground',
        start: 'pp:bg-primary pp:bg-none pp:text-primary-foreground pp:hover:bg-primary pp:hover:text-primary-foreground',
        middle: 'pp:rounded-none pp:bg-transparent pp:bg-none pp:text-accent-foreground',
        end: 'pp:bg-primary pp:bg-none pp:text-primary-foreground pp:hover:bg-primary pp:hover:text-primary-foreground',
      },
      today: { true: 'pp:font-bold', false: '' },
    },
    defaultVariants: { state: 'default', selection: 'none', today: false },
  },
);

function selectionOf(modifiers: Modifiers): 'none' | 'single' | 'start' | 'middle' | 'end' {
  if (modifiers.range_start) return 'start';
  if (modifiers.range_end) return 'end';
  if (modifiers.range_middle) return 'middle';
  return modifiers.selected ? 'single' : 'none';
}

function stateOf(modifiers: Modifiers): 'default' | 'booked' | 'blocked' {
  if (modifiers.blocked) return 'blocked';
  return modifiers.booked ? 'booked' : 'default';
}

function CalendarDayButton({ day: _day, modifiers, className, ...props }: DayButtonProps) {
  const ref = React.useRef<HTMLButtonElement>(null);
  React.useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const selection = selectionOf(modifiers);
  const state = stateOf(modifiers);
  return (
    <button
      ref={ref}
      data-slot="calendar-day"
      data-selection={selection === 'none' ? undefined : selection}
      data-state={state === 'default' ? undefined : state}
      data-today={modifiers.today || undefined}
      className={cn(calendarDayVariants({ state, selection, today: Boolean(modifiers.today) }), className)}
      {...props}
    />
  );
}

type DayPickerProps = React.ComponentProps<typeof DayPicker>;

export type CalendarProps = DayPickerProps & {
  /** Days with a booking: shown with an underline and announced as "booked". */
  booked?: Matcher | Matcher[];
  /** Days the sitter made unavailable: struck through and announced as "blocked". */
  blocked?: Matcher | Matcher[];
  /** Show a legend of the day states under the grid. */
  showLegend?: boolean;
};

function dayLabel(date: Date, modifiers: Modifiers, options?: Parameters<typeof labelDayButton>[2]) {
  let label = labelDayButton(date, modifiers, options);
  if (modifiers.booked) label = `${label}, booked`;
  if (modifiers.blocked) label = `${label}, blocked`;
  return label;
}

/**
 * A month grid (react-day-picker) in single, multiple or range mode, en-AU, with booked and blocked days.
 *
 * Keyboard: Tab reaches the previous/next month buttons, then one day of the grid (the selected
 * day, else today, else the first day); arrows move by day and by week, Home and End to the start
 * and end of the week, Page Up and Page Down by month (with Shift by year); Enter or Space picks
 * the focused day. Screen readers: each month is a `grid` named by its month and year
 * (`aria-multiselectable` in multiple and range mode); each day button reads its full date plus "Today",
 * "selected", "booked" or "blocked"; the month caption is a polite live region, so moving to
 * another month is announced; the previous/next buttons are named "Go to the Previous Month" and
 * "Go to the Next Month".
 */
export function Calendar({
  className,
  classNames: classNamesProp,
  components,
  modifiers,
  booked,
  blocked,
  showLegend = false,
  showOutsideDays = true,
  locale = enAU,
  labels,
  ...props
}: CalendarProps) {
  const allModifiers = {
    ...modifiers,
    ...(booked ? { booked } : {}),
    ...(blocked ? { blocked } : {}),
  };
  const legend: CalendarLegendKey[] = ['available', 'selected'];
  if (booked) legend.push('booked');
  if (blocked) legend.push('blocked');

  const picker = (
    <DayPicker
      data-slot="calendar"
      showOutsideDays={showOutsideDays}
      locale={locale}
      classNames={{ ...classNames, root: cn(classNames.root, !showLegend && className), ...classNamesProp }}
      components={{ ...CALENDAR_PARTS, Chevron: CalendarChevron, DayButton: CalendarDayButton, ...components }}
      modifiers={allModifiers}
      labels={{ labelDayButton: dayLabel, ...labels }}
      {...props}
    />
  );
  if (!showLegend) return picker;
  return (
    <div data-slot="calendar-with-legend" className={cn('pp:inline-flex pp:flex-col', className)}>
      {picker}
      <CalendarLegend items={legend} className="pp:px-3 pp:pb-3" />
    </div>
  );
}

/** The key to the calendar's day colours; `items` picks which states to list. */
export function CalendarLegend({
  items = CALENDAR_LEGEND.map((item) => item.key),
  className,
  ...props
}: React.ComponentProps<'ul'> & { items?: CalendarLegendKey[] }) {
  return (
    <ul
      data-slot="calendar-legend"
      aria-label="Legend"
      className={cn('pp:flex pp:flex-wrap pp:gap-x-4 pp:gap-y-1 pp:text-xs pp:text-muted-foreground', className)}
      {...props}
    >
      {CALENDAR_LEGEND.filter((item) => items.includes(item.key)).map((item) => (
        <li key={item.key} data-slot="calendar-legend-item" data-legend={item.key} className="pp:flex pp:items-center pp:gap-1.5">
          <span
            data-slot="calendar-legend-swatch"
            aria-hidden="true"
            className={cn('pp:size-3.5 pp:rounded-sm', DAY_STATE_CLASSES[item.key])}
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
