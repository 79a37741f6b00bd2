import { Button, Calendar, formatDateRange, type DateRangeValue } from '@pawpal/ui';
import { paths } from '@pawpal/contract';
import { addMonths } from 'date-fns';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toIsoDate } from '../../shared/dates';

/**
 * `from=YYYY-MM-DD&to=YYYY-MM-DD` for the booking form (a single day is its own end), after the
 * search's other carried choices (service, pets): the dates picked here replace the search's.
 */
export function bookingDatesQuery(range: DateRangeValue, choices: URLSearchParams = new URLSearchParams()): string {
  if (!range.from) return '';
  const query = new URLSearchParams(choices);
  query.set('from', toIsoDate(range.from));
  query.set('to', toIsoDate(range.to ?? range.from));
  return query.toString();
}

/**
 * The profile's availability: free dates for the next `months` months (booked and
 * blocked days marked and refused), and a range chosen on it goes to the booking form. Loaded on
 * demand by SitterProfilePage.
 */
export default function AvailabilityPicker({
  sitterId,
  firstName,
  choices,
  months,
  today,
  booked,
  blocked,
}: {
  sitterId: string;
  firstName: string;
  /** The search's carried choices (search-filters' bookingChoices). */
  choices?: URLSearchParams;
  months: number;
  today: Date;
  booked: Date[];
  blocked: Date[];
}) {
  const [range, setRange] = useState<DateRangeValue>({});
  return (
    <div className="flex flex-col gap-3">
      <Calendar
        mode="range"
        selected={range.from ? { from: range.from, to: range.to } : undefined}
        onSelect={(next) => setRange({ from: next?.from, to: next?.to })}
        excludeDisabled
        numberOfMonths={months}
        startMonth={today}
        endMonth={addMonths(today, months)}
        disabled={[{ before: today }, ...booked, ...blocked]}
        booked={booked}
        blocked={blocked}
        showLegend
        className="rounded-lg border border-border"
      />
      {range.from ? (
        <Button asChild className="self-start">
          <Link to={`${paths.booking(sitterId)}?${bookingDatesQuery(range, choices)}`}>
            Book {firstName} for {formatDateRange(range)}
          </Link>
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">Choose your dates on the calendar to book them.</p>
      )}
    </div>
  );
}
