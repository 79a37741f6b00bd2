import {
  BADGE_KINDS,
  type BadgeKind,
  DOG_SIZES,
  POSTCODE_PATTERN,
  SEARCH_PET_TYPES,
  SEARCH_RADII_KM,
  SEARCH_SORTS,
  paths,
  type SearchResponse,
} from '@pawpal/contract';
import {
  Button,
  DateRangePicker,
  EmptyState,
  ErrorState,
  FormField,
  Input,
  Pagination,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Skeleton,
} from '@pawpal/ui';
import { MapPin, Search } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { describeError, hasStatus, queryWithDetailNoRetryOn400 } from '../../data/mutation';
import { DOG_SIZE_LABELS } from '../../data/sitters';
import { BADGE_FILTER_LABELS } from '../../data/verifications';
import { RouterLink } from '../../screen/RouterLink';
import { suburbLabel } from '../../data/geo';
import { Screen } from '../../screen/Screen';
import { fromIsoDate, toIsoDate } from './dates';
import {
  MIN_RATING_CHOICES,
  SEARCH_PET_TYPE_LABELS,
  SEARCH_SORT_LABELS,
  emptyResultsAdvice,
  filtersToParams,
  hasLocation,
  parseFilters,
  searchApiUrl,
  withFilter,
  type SearchFilters,
} from './filters';
import { PopularSuburbs } from './PopularSuburbs';
import { ServiceField } from './ServiceField';
import { SitterResultCard } from './SitterResultCard';
import { SuburbAutocomplete } from './SuburbAutocomplete';
import { UnknownPlace } from './UnknownPlace';
import { UseMyLocation } from './UseMyLocation';

const ANY = 'any';

function locationText(filters: SearchFilters): string {
  if (filters.suburb && filters.state && filters.postcode) {
    return suburbLabel({ name: filters.suburb, state: filters.state, postcode: filters.postcode });
  }
  return filters.suburb ?? filters.postcode ?? '';
}

/** Free text typed without picking a suggestion: a 4-digit postcode or a suburb name. */
function locationFromText(text: string): Pick<SearchFilters, 'suburb' | 'postcode' | 'state'> {
  const trimmed = text.trim();
  if (POSTCODE_PATTERN.test(trimmed)) return { postcode: trimmed, suburb: undefined, state: undefined };
  return { suburb: trimmed || undefined, postcode: undefined, state: undefined };
}

function priceInput(value: number | undefined): string {
  return value === undefined ? '' : String(value);
}

function parsePrice(text: string): number | undefined {
  const number = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(number) && number > 0 ? number : undefined;
}

/** Find sitters (public): every filter lives in the URL. */
export function BrowseServicesPage() {
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);
  const [location, setLocation] = useState(() => locationText(filters));
  const [minPrice, setMinPrice] = useState(priceInput(filters.minPriceDollars));
  const [maxPrice, setMaxPrice] = useState(priceInput(filters.maxPriceDollars));

  // Back/forward navigation changes the URL under us: show what it says.
  const paramsKey = params.toString();
  useEffect(() => {
    const next = parseFilters(new URLSearchParams(paramsKey));
    setLocation(locationText(next));
    setMinPrice(priceInput(next.minPriceDollars));
    setMaxPrice(priceInput(next.maxPriceDollars));
  }, [paramsKey]);

  function apply(change: Partial<SearchFilters>) {
    setParams(filtersToParams(withFilter(filters, change)));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = location.trim() === locationText(filters) ? {} : locationFromText(location);
    const min = parsePrice(minPrice);
    const max = parsePrice(maxPrice);
    apply({ ...typed, minPriceDollars: min, maxPriceDollars: max !== undefined && min !== undefined && max < min ? undefined : max });
  }

  const apiUrl = searchApiUrl(filters);
  const { data, error, isLoading, mutate } = useSWR<SearchResponse, Error>(apiUrl, queryWithDetailNoRetryOn400, { keepPreviousData: true });
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Screen title="Find a sitter" description="Browse pet sitters whose photo ID Pawpal has checked, and compare what they offer.">
      <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
        <form role="search" aria-label="Sitter search" onSubmit={submit} className="flex flex-col gap-4">
          <FormField label="Suburb or postcode" controlId="search-location">
            {(control) => (
              <SuburbAutocomplete
                {...control}
                name="location"
                value={location}
                onValueChange={setLocation}
                onSelect={(suburb) => {
                  setLocation(suburbLabel(suburb));
                  apply({ suburb: suburb.name, state: suburb.state, postcode: suburb.postcode });
                }}
              />
            )}
          </FormField>
          <FormField label="Distance">
            {(control) => (
              <Select value={String(filters.radiusKm)} onValueChange={(value) => apply({ radiusKm: Number(value) })}>
                <SelectTrigger {...control} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {SEARCH_RADII_KM.map((km) => (
                    <SelectItem key={km} value={String(km)}>
                      Within {km} km
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <ServiceField value={filters.service} onChange={(service) => apply({ service })} />
          <FormField label="Dates" description="Only sitters free on every day.">
            {(control) => (
              <div className="flex flex-col gap-1">
                <DateRangePicker
                  {...control}
                  numberOfMonths={1}
                  fromDate={new Date()}
                  value={{ from: fromIsoDate(filters.from), to: fromIsoDate(filters.to) }}
                  onChange={(range) => {
                    if (range.from && range.to) apply({ from: toIsoDate(range.from), to: toIsoDate(range.to) });
                  }}
                />
                {filters.from ? (
                  <Button type="button" variant="link" size="sm" className="self-start px-0" onClick={() => apply({ from: undefined, to: undefined })}>
                    Clear dates
                  </Button>
                ) : null}
              </div>
            )}
          </FormField>
          <FormField label="Pet">
            {(control) => (
              <Select
                value={filters.petType ?? ANY}
                onValueChange={(value) =>
                  apply({ petType: value === ANY ? undefined : (value as SearchFilters['petType']), dogSize: undefined })
                }
              >
                <SelectTrigger {...control} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ANY}>Any pet</SelectItem>
                  {SEARCH_PET_TYPES.map((type) => (
                    <SelectItem key={type} value={type}>
                      {SEARCH_PET_TYPE_LABELS[type]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          {filters.petType === 'dog' ? (
            <FormField label="Dog size">
              {(control) => (
                <Select
                  value={filters.dogSize ?? ANY}
                  onValueChange={(value) => apply({ dogSize: value === ANY ? undefined : (value as SearchFilters['dogSize']) })}
                >
                  <SelectTrigger {...control} className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={ANY}>Any size</SelectItem>
                    {DOG_SIZES.map((size) => (
                      <SelectItem key={size} value={size}>
                        {DOG_SIZE_LABELS[size]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
          ) : null}
          <div className="grid grid-cols-2 gap-3">
            <FormField label="Min price ($)">
              <Input inputMode="decimal" name="minPrice" value={minPrice} onChange={(event) => setMinPrice(event.target.value)} />
            </FormField>
            <FormField label="Max price ($)">
              <Input inputMode="decimal" name="maxPrice" value={maxPrice} onChange={(event) => setMaxPrice(event.target.value)} />
            </FormField>
          </div>
          <FormField label="Minimum rating">
            {(control) => (
              <Select
                value={filters.minRating === undefined ? ANY : String(filters.minRating)}
                onValueChange={(value) => apply({ minRating: value === ANY ? undefined : Number(value) })}
              >
                <SelectTrigger {...control} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ANY}>Any rating</SelectItem>
                  {MIN_RATING_CHOICES.map((stars) => (
                    <SelectItem key={stars} value={String(stars)}>
                      {stars} stars or more
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <FormField label="Verification">
            {(control) => (
              <Select
                value={filters.verified ?? ANY}
                onValueChange={(value) => apply({ verified: value === ANY ? undefined : (value as BadgeKind) })}
              >
                <SelectTrigger {...control} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ANY}>Any sitter</SelectItem>
                  {BADGE_KINDS.map((kind) => (
                    <SelectItem key={kind} value={kind}>
                      {BADGE_FILTER_LABELS[kind]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <Button type="submit">
            <Search aria-hidden="true" />
            Search
          </Button>
        </form>

        <section aria-labelledby="search-results" className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="search-results" className="text-xl font-semibold text-foreground" aria-live="polite">
              {data && hasLocation(filters)
                ? `${data.total} ${data.total === 1 ? 'sitter' : 'sitters'} near ${data.location?.name ?? locationText(filters)}`
                : 'Sitters'}
            </h2>
            <FormField label="Sort by" layout="vertical" className="w-56">
              {(control) => (
                <Select value={filters.sort} onValueChange={(value) => apply({ sort: value as SearchFilters['sort'] })}>
                  <SelectTrigger {...control} className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {SEARCH_SORTS.map((sort) => (
                      <SelectItem key={sort} value={sort}>
                        {SEARCH_SORT_LABELS[sort]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
          </div>
          {!apiUrl ? (
            <EmptyState
              headingLevel={3}
              icon={<MapPin />}
              title="Where do you need a sitter?"
              description="Enter a suburb or postcode to see sitters near you, use your location, or start from a popular suburb."
              action={
                <div className="flex flex-col items-center gap-6">
                  <UseMyLocation onFound={(suburb) => apply({ suburb: suburb.name, state: suburb.state, postcode: suburb.postcode })} />
                  <PopularSuburbs />
                </div>
              }
            />
          ) : hasStatus(error, 400) && hasLocation(filters) ? (
            <UnknownPlace place={locationText(filters)} />
          ) : error && !data ? (
            <ErrorState headingLevel={3} title="We couldn’t load sitters" message={describeError(error)} onRetry={() => void mutate()} />
          ) : isLoading && !data ? (
            <ul aria-label="Loading sitters" className="flex flex-col gap-3">
              {[0, 1, 2].map((index) => (
                <li key={index}>
                  <Skeleton className="h-28 w-full rounded-xl" />
                </li>
              ))}
            </ul>
          ) : data && data.results.length === 0 ? (
            <EmptyState headingLevel={3} icon={<Search />} title="No sitters found" description={emptyResultsAdvice(filters)} />
          ) : data ? (
            <>
              <ul className="flex flex-col gap-3" aria-busy={isLoading || undefined}>
                {data.results.map((sitter) => (
                  <li key={sitter.id}>
                    <SitterResultCard sitter={sitter} href={paths.sitter(sitter.id)} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={filters.page}
                pageCount={pageCount}
                getHref={(page) => paths.browseServices(filtersToParams({ ...filters, page }).toString())}
                linkComponent={RouterLink}
              />
            </>
          ) : null}
        </section>
      </div>
    </Screen>
  );
}
