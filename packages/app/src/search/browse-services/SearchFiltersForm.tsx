import { BADGE_KINDS, DOG_SIZES, SEARCH_PET_TYPES, SEARCH_RADII_KM, SERVICE_TYPES, paths } from '@pawpal/contract';
import { Button, FormField, Input, formatDateRange } from '@pawpal/ui';
import { CalendarDays, Search } from 'lucide-react';
import { Suspense, lazy, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { suburbLabel } from '../../data/geo';
import { DOG_SIZE_LABELS, SERVICE_LABELS } from '../../data/sitters';
import { BADGE_FILTER_LABELS } from '../../data/verifications';
import { fromIsoDate, toIsoDate } from '../../shared/dates';
import { NATIVE_FIELD_CLASS } from '../../shared/native-field';
import { MIN_RATING_CHOICES, SEARCH_PET_TYPE_LABELS, parseFilters, type SearchFilters } from '../../shared/search-filters';
import { SuburbAutocomplete } from '../../shared/SuburbAutocomplete';

const SearchDatesPicker = lazy(() => import('./SearchDatesPicker'));

/** The filters form's id: the results' "Sort by", outside it, belongs to it (`form=`). */
export const SEARCH_FILTERS_FORM_ID = 'search-filters';

/** The filters a form holds now, as its GET submission would send them (parseFilters reads both). */
export function formFilters(form: HTMLFormElement): SearchFilters {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string' && value !== '') params.append(key, value);
  return parseFilters(params);
}

export interface SearchFiltersFormProps {
  filters: SearchFilters;
  /** Change filters at once (dropdowns, dates, a picked suburb). */
  apply: (change: Partial<SearchFilters>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  location: string;
  onLocationChange: (text: string) => void;
}

/**
 * The search's filters: in the sidebar on a wide screen, in the Filters sheet on a phone. A real
 * GET form of native fields, server-rendered with their options and the URL's values: it shows
 * and submits before (and without) JavaScript, and hydrating it keeps what was typed or chosen
 * meanwhile (the fields are uncontrolled; the place is read back from the box once hydrated).
 * With JavaScript a dropdown applies at once and Search applies the place and prices.
 */
export function SearchFiltersForm({ filters, apply, onSubmit, location, onLocationChange }: SearchFiltersFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [openDates, setOpenDates] = useState(false);

  // Text typed into the server's HTML before hydration is in the box but not in state yet.
  useLayoutEffect(() => {
    const box = formRef.current?.elements.namedItem('location');
    if (box instanceof HTMLInputElement && box.value !== location) onLocationChange(box.value);
    // Once, right after hydration: later the box and the state change together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** A dropdown changed: search with every field as it is now, the place as the URL has it. */
  function changed(event: ChangeEvent<HTMLSelectElement>) {
    const form = event.currentTarget.form;
    if (!form) return;
    const { suburb: _suburb, state: _state, postcode: _postcode, sort: _sort, ...change } = formFilters(form);
    apply(change);
  }

  const dates = { from: fromIsoDate(filters.from), to: fromIsoDate(filters.to) };
  const datesText = formatDateRange(dates);

  return (
    <form
      ref={formRef}
      id={SEARCH_FILTERS_FORM_ID}
      role="search"
      aria-label="Sitter search"
      method="get"
      action={paths.browseServices()}
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
    >
      <FormField label="Suburb or postcode" controlId="search-location">
        {(control) => (
          <SuburbAutocomplete
            {...control}
            name="location"
            value={location}
            onValueChange={onLocationChange}
            onSelect={(suburb) => {
              onLocationChange(suburbLabel(suburb));
              apply({ suburb: suburb.name, state: suburb.state, postcode: suburb.postcode });
            }}
          />
        )}
      </FormField>
      <FormField label="Distance">
        {(control) => (
          <select
            {...control}
            key={filters.radiusKm}
            name="radius"
            defaultValue={filters.radiusKm}
            onChange={changed}
            className={NATIVE_FIELD_CLASS}
          >
            {SEARCH_RADII_KM.map((km) => (
              <option key={km} value={km}>
                Within {km} km
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Service">
        {(control) => (
          <select
            {...control}
            key={filters.service}
            name="service"
            defaultValue={filters.service ?? ''}
            onChange={changed}
            className={NATIVE_FIELD_CLASS}
          >
            <option value="">Any service</option>
            {SERVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {SERVICE_LABELS[type]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Dates" description="Only sitters free on every day.">
        {(control) => (
          <div className="flex flex-col gap-1">
            {/* The range as the GET form sends it; the picker below sets it through the URL. */}
            {filters.from && filters.to ? (
              <>
                <input type="hidden" name="from" value={filters.from} />
                <input type="hidden" name="to" value={filters.to} />
              </>
            ) : null}
            {/* Until its chunk arrives, a button that looks the same and opens it once loaded. */}
            <Suspense
              fallback={
                <Button
                  {...control}
                  type="button"
                  variant="outline"
                  className="w-full min-w-60 justify-start px-3 text-left font-normal"
                  onClick={() => setOpenDates(true)}
                >
                  <CalendarDays aria-hidden="true" className="text-muted-foreground" />
                  <span className={datesText === '' ? 'truncate text-muted-foreground' : 'truncate'}>{datesText || 'Select dates'}</span>
                </Button>
              }
            >
              <SearchDatesPicker
                {...control}
                numberOfMonths={1}
                fromDate={new Date()}
                defaultOpen={openDates}
                value={dates}
                onChange={(range) => {
                  if (range.from && range.to) apply({ from: toIsoDate(range.from), to: toIsoDate(range.to) });
                }}
              />
            </Suspense>
            {filters.from ? (
              <Button
                type="button"
                variant="link"
                size="sm"
                className="self-start px-0"
                onClick={() => apply({ from: undefined, to: undefined })}
              >
                Clear dates
              </Button>
            ) : null}
          </div>
        )}
      </FormField>
      <FormField label="Pet">
        {(control) => (
          <select
            {...control}
            key={filters.petType}
            name="pet"
            defaultValue={filters.petType ?? ''}
            onChange={changed}
            className={NATIVE_FIELD_CLASS}
          >
            <option value="">Any pet</option>
            {SEARCH_PET_TYPES.map((type) => (
              <option key={type} value={type}>
                {SEARCH_PET_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {filters.petType === 'dog' ? (
        <FormField label="Dog size">
          {(control) => (
            <select
              {...control}
              key={filters.dogSize}
              name="size"
              defaultValue={filters.dogSize ?? ''}
              onChange={changed}
              className={NATIVE_FIELD_CLASS}
            >
              <option value="">Any size</option>
              {DOG_SIZES.map((size) => (
                <option key={size} value={size}>
                  {DOG_SIZE_LABELS[size]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Min price ($)">
          <Input key={filters.minPriceDollars} inputMode="decimal" name="minPrice" defaultValue={filters.minPriceDollars ?? ''} />
        </FormField>
        <FormField label="Max price ($)">
          <Input key={filters.maxPriceDollars} inputMode="decimal" name="maxPrice" defaultValue={filters.maxPriceDollars ?? ''} />
        </FormField>
      </div>
      <FormField label="Minimum rating">
        {(control) => (
          <select
            {...control}
            key={filters.minRating}
            name="rating"
            defaultValue={filters.minRating ?? ''}
            onChange={changed}
            className={NATIVE_FIELD_CLASS}
          >
            <option value="">Any rating</option>
            {MIN_RATING_CHOICES.map((stars) => (
              <option key={stars} value={stars}>
                {stars} stars or more
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Verification">
        {(control) => (
          <select
            {...control}
            key={filters.verified}
            name="verified"
            defaultValue={filters.verified ?? ''}
            onChange={changed}
            className={NATIVE_FIELD_CLASS}
          >
            <option value="">Any sitter</option>
            {BADGE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {BADGE_FILTER_LABELS[kind]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <Button type="submit">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}
