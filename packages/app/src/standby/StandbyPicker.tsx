import { MAX_STANDBY_SITTERS, type SearchResponse, type ServiceType } from '@pawpal/contract';
import { Checkbox, Label, Price } from '@pawpal/ui';
import useSWR from 'swr';
import { unitSuffix } from '../data/sitters';
import { describeError, queryWithDetail } from '../data/mutation';
import { DEFAULT_FILTERS, searchApiUrl } from '../shared/search-filters';

export interface StandbyPickerProps {
  /** The booked sitter: never offered as their own standby. */
  sitterId: string;
  sitterFirstName: string;
  /** Where the booked sitter is: standbys are searched near them. */
  suburb: string;
  state: string;
  postcode: string;
  service: ServiceType | '';
  /** YYYY-MM-DD; the end is the start for a one-day service. */
  startDate: string;
  endDate: string;
  selected: string[];
  onChange: (sitterIds: string[]) => void;
}

/**
 * Optional standby sitters for a booking request (docs/standby.md): up to MAX_STANDBY_SITTERS
 * nearby sitters who offer the service and are free on the dates (the search endpoint, which
 * filters on both), in the order ticked: the order offers go in if the booked sitter drops out.
 */
export function StandbyPicker(props: StandbyPickerProps) {
  const { sitterId, sitterFirstName, service, startDate, selected, onChange } = props;
  const endDate = props.endDate || startDate;
  const url =
    service && startDate
      ? searchApiUrl({
          ...DEFAULT_FILTERS,
          suburb: props.suburb,
          state: props.state,
          postcode: props.postcode,
          service,
          from: startDate,
          to: endDate,
        })
      : null;
  const { data, error, isLoading } = useSWR<SearchResponse, Error>(url, queryWithDetail);
  const candidates = (data?.results ?? []).filter((sitter) => sitter.id !== sitterId);
  const full = selected.length >= MAX_STANDBY_SITTERS;

  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border p-4" aria-describedby="standby-explainer">
      <legend className="px-1 text-sm font-medium">Standby sitters (optional)</legend>
      <p id="standby-explainer" className="text-sm text-muted-foreground">
        Choose up to {MAX_STANDBY_SITTERS}. If {sitterFirstName} cancels, we offer your booking to them first. No charge, no obligation.
      </p>
      {!url ? (
        <p className="text-sm text-muted-foreground">Choose a service and dates to see who could stand by.</p>
      ) : error ? (
        <p role="alert" className="text-sm text-destructive">
          {describeError(error, 'We couldn’t load nearby sitters.')}
        </p>
      ) : isLoading || !data ? (
        <p className="text-sm text-muted-foreground">Finding sitters free on your dates…</p>
      ) : candidates.length === 0 ? (
        <p className="text-sm text-muted-foreground">No other sitters nearby are free on these dates.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {candidates.map((sitter) => {
            const checked = selected.includes(sitter.id);
            const id = `standby-${sitter.id}`;
            return (
              <li key={sitter.id} className="flex items-center gap-3">
                <Checkbox
                  id={id}
                  checked={checked}
                  disabled={!checked && full}
                  onCheckedChange={(value) =>
                    onChange(value === true ? [...selected, sitter.id] : selected.filter((chosen) => chosen !== sitter.id))
                  }
                />
                <Label htmlFor={id} className="flex flex-1 items-baseline justify-between gap-3 font-normal">
                  <span>
                    {sitter.firstName} {sitter.lastInitial}. · {sitter.suburb}
                    {selected.indexOf(sitter.id) >= 0 ? ` (standby ${selected.indexOf(sitter.id) + 1})` : ''}
                  </span>
                  <Price cents={sitter.priceFromCents} unit={unitSuffix(sitter.priceUnit)} />
                </Label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
