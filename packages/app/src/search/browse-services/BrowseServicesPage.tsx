import { SEARCH_SORTS, paths, searchTotalText, type SearchResponse } from '@pawpal/contract';
import { Button, EmptyState, ErrorState, FormField, Pagination, Skeleton, formatAud } from '@pawpal/ui';
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
  bookingChoices,
  emptyResultsAdvice,
  filtersToParams,
  hasLocation,
  parseFilters,
  searchApiUrl,
  withBookingChoices,
  withFilter,
  type SearchFilters,
} from '../../shared/search-filters';
import type { MapPin as ResultPin } from './ResultsMap';
import { NearestSitters } from './NearestSitters';
import { PopularSuburbs } from './PopularSuburbs';
import { SaveSearchButton } from './SaveSearchButton';
import { SitterResultCard } from '../../shared/SitterResultCard';
import { UnknownPlace } from './UnknownPlace';
import { UseMyLocation } from './UseMyLocation';
import { SEARCH_FILTERS_FORM_ID, SearchFiltersForm, formFilters } from './SearchFiltersForm';
import { NATIVE_FIELD_CLASS } from '../../shared/native-field';

// The map (Leaflet and its CSS) loads only when it is shown: not on a phone's first visit.
const ResultsMap = lazy(() => import('./ResultsMap'));
const FiltersSheet = lazy(() => import('./FiltersSheet'));

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

/** Find sitters (public): every filter lives in the URL. */
export function BrowseServicesPage() {
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);
  const [location, setLocation] = useState(() => locationText(filters));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [view, setView] = useState<'list' | 'map'>('list');
  const sideBySide = useMediaQuery(SIDE_BY_SIDE_QUERY);
  const wide = useMediaQuery(LG_QUERY);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // Back/forward navigation changes the URL under us: show what it says. Each field follows its
  // own part of the URL only (the form's fields are keyed by theirs), so choosing a dropdown does
  // not wipe a price being typed.
  const urlLocation = locationText(filters);
  const shownLocation = useRef(urlLocation);
  useEffect(() => {
    if (shownLocation.current === urlLocation) return;
    shownLocation.current = urlLocation;
    setLocation(urlLocation);
  }, [urlLocation]);

  // Another page of results starts at its first result, not where the pagination was.
  const shownPage = useRef(filters.page);
  useEffect(() => {
    if (shownPage.current === filters.page) return;
    shownPage.current = filters.page;
    const heading = resultsHeading.current;
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView?.({ block: 'start' });
  }, [filters.page]);

  function apply(change: Partial<SearchFilters>) {
    setParams(filtersToParams(withFilter(filters, change)));
  }

  /** Search: the form as its GET submission would send it, the sort kept (it lives outside). */
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setParams(filtersToParams({ ...formFilters(event.currentTarget), sort: filters.sort }));
    setFiltersOpen(false);
  }

  const apiUrl = searchApiUrl(filters);
  const { data, error, isLoading, mutate } = useSWR<SearchResponse, Error>(apiUrl, queryWithDetailNoRetryOn400, { keepPreviousData: true });
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const activeCount = activeFilterCount(filters);
  const showMap = data !== undefined && data.results.length > 0 && (sideBySide || view === 'map');

  const form = <SearchFiltersForm filters={filters} apply={apply} onSubmit={submit} location={location} onLocationChange={setLocation} />;

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
                ? `${searchTotalText(data)} ${data.total === 1 && !data.totalIsCapped ? 'sitter' : 'sitters'} near ${data.location?.name ?? locationText(filters)}`
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
                  // Part of the filters' GET form (so a search without JavaScript keeps it).
                  <select
                    {...control}
                    key={filters.sort}
                    name="sort"
                    form={SEARCH_FILTERS_FORM_ID}
                    defaultValue={filters.sort}
                    onChange={(event) => apply({ sort: event.currentTarget.value as SearchFilters['sort'] })}
                    className={NATIVE_FIELD_CLASS}
                  >
                    {SEARCH_SORTS.map((sort) => (
                      <option key={sort} value={sort}>
                        {SEARCH_SORT_LABELS[sort]}
                      </option>
                    ))}
                  </select>
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
              {data.location ? <SaveSearchButton filters={filters} location={data.location} /> : null}
              {data.nearest ? <NearestSitters nearest={data.nearest} filters={filters} /> : null}
            </>
          ) : data ? (
            <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
              <div className={view === 'map' ? 'hidden flex-col gap-4 xl:flex' : 'flex flex-col gap-4'}>
                {data.location ? <SaveSearchButton filters={filters} location={data.location} /> : null}
                <ul className="flex flex-col gap-3" aria-busy={isLoading || undefined}>
                  {data.results.map((sitter, index) => {
                    const card = (
                      <SitterResultCard sitter={sitter} href={withBookingChoices(paths.sitter(sitter.id), bookingChoices(filters))} />
                    );
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
                    pins={mapPins(data, filters)}
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
function mapPins(data: SearchResponse, filters: SearchFilters): ResultPin[] {
  return data.results.map((sitter) => {
    const price = formatAud(sitter.priceFromCents, { trimWholeDollars: true });
    return {
      id: sitter.id,
      latitude: sitter.approximateLocation.latitude,
      longitude: sitter.approximateLocation.longitude,
      text: price,
      label: `${sitter.firstName} ${sitter.lastInitial}., from ${price} ${unitSuffix(sitter.priceUnit)}`,
      href: withBookingChoices(paths.sitter(sitter.id), bookingChoices(filters)),
    };
  });
}
