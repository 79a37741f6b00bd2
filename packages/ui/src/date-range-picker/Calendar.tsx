import * as React from 'react';
import {
  DayPicker,
  labelDayButton,
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
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-background';

/** The day look for each state, shared by the day buttons and the legend swatches. */
const DAY_STATE_CLASSES = {
  available: 'bg-background text-foreground border border-border',
  selected: 'bg-primary text-primary-foreground',
  booked: 'bg-info/15 text-foreground underline decoration-info decoration-2 underline-offset-4',
  blocked:
    'bg-[repeating-linear-gradient(135deg,var(--muted)_0_3px,transparent_3px_6px)] text-muted-foreground line-through',
} as const satisfies Record<CalendarLegendKey, string>;

const classNames = {
  root: 'relative w-fit p-3',
  months: 'relative flex flex-col gap-4 sm:flex-row',
  month: 'flex w-full flex-col gap-3',
  nav: 'absolute inset-x-0 top-0 flex w-full items-center justify-between gap-1',
  button_previous: cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-8 aria-disabled:opacity-50'),
  button_next: cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-8 aria-disabled:opacity-50'),
  month_caption: 'flex h-8 w-full items-center justify-center px-8',
  caption_label: 'text-sm font-medium select-none',
  dropdowns: 'flex h-8 items-center justify-center gap-1.5 text-sm font-medium',
  dropdown_root: 'relative rounded-md border border-input',
  dropdown: 'absolute inset-0 opacity-0',
  month_grid: 'w-full border-collapse',
  weekdays: 'flex',
  weekday: 'w-9 text-[0.8rem] font-normal text-muted-foreground select-none',
  week: 'mt-1 flex w-full',
  day: 'relative size-9 p-0 text-center text-sm select-none',
  outside: 'text-muted-foreground',
  disabled: 'opacity-50',
  hidden: 'invisible',
  today: '',
  range_start: 'rounded-l-md bg-accent',
  range_middle: 'bg-accent',
  range_end: 'rounded-r-md bg-accent',
  footer: 'mt-2 text-sm',
} satisfies Partial<React.ComponentProps<typeof DayPicker>['classNames']>;

function CalendarChevron({ orientation, className, disabled: _disabled, ...props }: ChevronProps) {
  const Icon = { left: ChevronLeft, right: ChevronRight, up: ChevronUp, down: ChevronDown }[orientation ?? 'left'];
  return <Icon aria-hidden="true" className={cn('size-4', className)} {...props} />;
}

/** Day button styles: availability state first, then selection, so a selected day shows as selected. */
export const calendarDayVariants = cva(
  [
    'relative inline-flex size-9 items-center justify-center rounded-md text-sm font-normal tabular-nums transition-colors',
    'hover:bg-accent hover:text-accent-foreground disabled:pointer-events-none',
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
        single: 'bg-primary bg-none text-primary-foreground hover:bg-primary hover:text-primary-foreground',
        start: 'bg-primary bg-none text-primary-foreground hover:bg-primary hover:text-primary-foreground',
        middle: 'rounded-none bg-transparent bg-none text-accent-foreground',
        end: 'bg-primary bg-none text-primary-foreground hover:bg-primary hover:text-primary-foreground',
      },
      today: { true: 'font-bold', false: '' },
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

/** A month grid (react-day-picker) in single, multiple or range mode, en-AU, with booked and blocked days. */
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
      components={{ Chevron: CalendarChevron, DayButton: CalendarDayButton, ...components }}
      modifiers={allModifiers}
      labels={{ labelDayButton: dayLabel, ...labels }}
      {...props}
    />
  );
  if (!showLegend) return picker;
  return (
    <div data-slot="calendar-with-legend" className={cn('inline-flex flex-col', className)}>
      {picker}
      <CalendarLegend items={legend} className="px-3 pb-3" />
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
      className={cn('flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground', className)}
      {...props}
    >
      {CALENDAR_LEGEND.filter((item) => items.includes(item.key)).map((item) => (
        <li key={item.key} data-legend={item.key} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn('size-3.5 rounded-sm', DAY_STATE_CLASSES[item.key])} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
