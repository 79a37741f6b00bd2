import { POSTCODE_PATTERN, SEARCH_SORTS, paths, type SearchResponse } from '@pawpal/contract';
import {
  Button,
  EmptyState,
  ErrorState,
  FormField,
  Pagination,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Skeleton,
  formatAud,
} from '@pawpal/ui';
import { List, Map as MapIcon, MapPin, Search, SlidersHorizontal } from 'lucide-react';
import { Suspense, lazy, useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { describeError, hasStatus, queryWithDetailNoRetryOn400 } from '../../data/mutation';
import { unitSuffix } from '../../data/sitters';
import { RouterLink } from '../../screen/RouterLink';
import { suburbLabel } from '../../data/geo';
import { HydrateNearViewport, HydrateWhen } from '../../screen/HydrateWhen';
import { Screen } from '../../screen/Screen';
import { LG_QUERY, useMediaQuery } from '../../screen/useMediaQuery';
import {
  SEARCH_SORT_LABELS,
  activeFilterCount,
  emptyResultsAdvice,
  filtersToParams,
  hasLocation,
  parseFilters,
  searchApiUrl,
  withFilter,
  type SearchFilters,
} from '../../shared/search-filters';
import type { MapPin as ResultPin } from './ResultsMap';
import { NearestSitters } from './NearestSitters';
import { PopularSuburbs } from './PopularSuburbs';
import { SitterResultCard } from '../../shared/SitterResultCard';
import { UnknownPlace } from './UnknownPlace';
import { UseMyLocation } from './UseMyLocation';

// The map (Leaflet and its CSS) loads only when it is shown: not on a phone's first visit.
const ResultsMap = lazy(() => import('./ResultsMap'));
const FiltersSheet = lazy(() => import('./FiltersSheet'));
// The filters (their selects, the date picker and its calendar) load when they are rendered: on a
// phone's first visit the sidebar is hidden and never hydrated, so they are not downloaded at all.
const SearchFiltersForm = lazy(async () => ({ default: (await import('./SearchFiltersForm')).SearchFiltersForm }));

/**
 * Server-rendered results a phone shows at first (about three cards); the rest of the page's 20
 * hydrate as they come within RESULTS_LOAD_AHEAD_MARGIN px of the viewport.
 */
const RESULTS_HYDRATED_AT_ONCE = 3;
const RESULTS_LOAD_AHEAD_MARGIN = 300;

/** Wide enough for list and map side by side (Tailwind's xl). */
const SIDE_BY_SIDE_QUERY = '(min-width: 80rem)';

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
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [view, setView] = useState<'list' | 'map'>('list');
  const sideBySide = useMediaQuery(SIDE_BY_SIDE_QUERY);
  const wide = useMediaQuery(LG_QUERY);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // Back/forward navigation changes the URL under us: show what it says. Each field follows its
  // own part of the URL only, so choosing a dropdown does not wipe a price being typed.
  const urlLocation = locationText(filters);
  useEffect(() => setLocation(urlLocation), [urlLocation]);
  useEffect(() => setMinPrice(priceInput(filters.minPriceDollars)), [filters.minPriceDollars]);
  useEffect(() => setMaxPrice(priceInput(filters.maxPriceDollars)), [filters.maxPriceDollars]);

  // Another page of results starts at its first result, not where the pagination was.
  const shownPage = useRef(filters.page);
  useEffect(() => {
    if (shownPage.current === filters.page) return;
    shownPage.current = filters.page;
    const heading = resultsHeading.current;
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView?.({ block: 'start' });
  }, [filters.page]);

  /** The prices as typed: a dropdown's change keeps them and searches with them. */
  function typedPrices(): Pick<SearchFilters, 'minPriceDollars' | 'maxPriceDollars'> {
    const min = parsePrice(minPrice);
    const max = parsePrice(maxPrice);
    return { minPriceDollars: min, maxPriceDollars: max !== undefined && min !== undefined && max < min ? undefined : max };
  }

  function apply(change: Partial<SearchFilters>) {
    setParams(filtersToParams(withFilter(filters, { ...typedPrices(), ...change })));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = location.trim() === locationText(filters) ? {} : locationFromText(location);
    apply(typed);
    setFiltersOpen(false);
  }

  const apiUrl = searchApiUrl(filters);
  const { data, error, isLoading, mutate } = useSWR<SearchResponse, Error>(apiUrl, queryWithDetailNoRetryOn400, { keepPreviousData: true });
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const activeCount = activeFilterCount(filters);
  const showMap = data !== undefined && data.results.length > 0 && (sideBySide || view === 'map');

  const form = (
    <Suspense fallback={null}>
      <SearchFiltersForm
        filters={filters}
        apply={apply}
        onSubmit={submit}
        location={location}
        onLocationChange={setLocation}
        minPrice={minPrice}
        onMinPriceChange={setMinPrice}
        maxPrice={maxPrice}
        onMaxPriceChange={setMaxPrice}
      />
    </Suspense>
  );

  return (
    <Screen title="Find a sitter" description="Browse pet sitters whose photo ID Pawpal has checked, and compare what they offer.">
      <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
        {/* A wide screen keeps the filters beside the results; a phone opens them in a sheet and
            never hydrates the hidden sidebar (its selects cost a phone's first visit ~150 ms). */}
        <div className="hidden lg:block">
          <HydrateWhen open={wide}>{filtersOpen ? null : form}</HydrateWhen>
        </div>
        {filtersOpen ? (
          <Suspense fallback={null}>
            <FiltersSheet onClose={() => setFiltersOpen(false)}>{form}</FiltersSheet>
          </Suspense>
        ) : null}

        <section aria-labelledby="search-results" className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2
              id="search-results"
              ref={resultsHeading}
              tabIndex={-1}
              className="scroll-mt-4 text-xl font-semibold text-foreground outline-none"
              aria-live="polite"
            >
              {data && hasLocation(filters)
                ? `${data.total} ${data.total === 1 ? 'sitter' : 'sitters'} near ${data.location?.name ?? locationText(filters)}`
                : 'Sitters'}
            </h2>
            <div className="flex flex-wrap items-end gap-2">
              <Button type="button" variant="outline" className="lg:hidden" aria-haspopup="dialog" onClick={() => setFiltersOpen(true)}>
                <SlidersHorizontal aria-hidden="true" />
                {activeCount > 0 ? `Filters (${activeCount})` : 'Filters'}
              </Button>
              {data && data.results.length > 0 ? (
                <div role="group" aria-label="Show results as" className="flex xl:hidden">
                  <Button
                    type="button"
                    variant={view === 'list' ? 'default' : 'outline'}
                    className="rounded-r-none"
                    aria-pressed={view === 'list'}
                    onClick={() => setView('list')}
                  >
                    <List aria-hidden="true" />
                    List
                  </Button>
                  <Button
                    type="button"
                    variant={view === 'map' ? 'default' : 'outline'}
                    className="rounded-l-none"
                    aria-pressed={view === 'map'}
                    onClick={() => setView('map')}
                  >
                    <MapIcon aria-hidden="true" />
                    Map
                  </Button>
                </div>
              ) : null}
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
            <>
              <EmptyState headingLevel={3} icon={<Search />} title="No sitters found" description={emptyResultsAdvice(filters)} />
              {data.nearest ? <NearestSitters nearest={data.nearest} filters={filters} /> : null}
            </>
          ) : data ? (
            <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
              <div className={view === 'map' ? 'hidden flex-col gap-4 xl:flex' : 'flex flex-col gap-4'}>
                <ul className="flex flex-col gap-3" aria-busy={isLoading || undefined}>
                  {data.results.map((sitter, index) => {
                    const card = <SitterResultCard sitter={sitter} href={paths.sitter(sitter.id)} />;
                    return (
                      <li key={sitter.id}>
                        {index < RESULTS_HYDRATED_AT_ONCE ? (
                          card
                        ) : (
                          <HydrateNearViewport margin={RESULTS_LOAD_AHEAD_MARGIN}>{card}</HydrateNearViewport>
                        )}
                      </li>
                    );
                  })}
                </ul>
                <Pagination
                  page={filters.page}
                  pageCount={pageCount}
                  getHref={(page) => paths.browseServices(filtersToParams({ ...filters, page }).toString())}
                  linkComponent={RouterLink}
                />
              </div>
              {showMap ? (
                <Suspense fallback={<div className="h-[28rem] rounded-xl bg-muted" />}>
                  <ResultsMap
                    pins={mapPins(data)}
                    centre={data.location}
                    className="h-[28rem] w-full rounded-xl border border-border xl:sticky xl:top-4"
                  />
                </Suspense>
              ) : null}
            </div>
          ) : null}
        </section>
      </div>
    </Screen>
  );
}

/** The results as map pins: each at its suburb's centre, saying its price with its unit. */
function mapPins(data: SearchResponse): ResultPin[] {
  return data.results.map((sitter) => {
    const price = formatAud(sitter.priceFromCents, { trimWholeDollars: true });
    return {
      id: sitter.id,
      latitude: sitter.approximateLocation.latitude,
      longitude: sitter.approximateLocation.longitude,
      text: price,
      label: `${sitter.firstName} ${sitter.lastInitial}., from ${price} ${unitSuffix(sitter.priceUnit)}`,
      href: paths.sitter(sitter.id),
    };
  });
}
