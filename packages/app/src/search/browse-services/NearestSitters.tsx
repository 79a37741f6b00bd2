import { paths, radiusReaching, type SitterSearchResult } from '@pawpal/contract';
import { Button } from '@pawpal/ui';
import { RouterLink } from '../../screen/RouterLink';
import { SitterResultCard } from '../../shared/SitterResultCard';
import { bookingChoices, filtersToParams, withBookingChoices, type SearchFilters } from '../../shared/search-filters';

/**
 * An empty search's way on: the nearest sitters beyond the radius (the API's `nearest`), each with
 * their distance, and one link that widens the radius to reach the nearest of them (a link, so it
 * works before the page hydrates).
 */
export function NearestSitters({ nearest, filters }: { nearest: SitterSearchResult[]; filters: SearchFilters }) {
  if (nearest.length === 0) return null;
  const widenTo = radiusReaching(nearest[0]!.distanceKm ?? Infinity);
  return (
    <section aria-labelledby="nearest-sitters" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="nearest-sitters" className="text-lg font-semibold text-foreground">
          Nearest sitters beyond {filters.radiusKm} km
        </h3>
        {widenTo !== null && widenTo > filters.radiusKm ? (
          <Button asChild variant="outline">
            <RouterLink href={paths.browseServices(filtersToParams({ ...filters, radiusKm: widenTo, page: 1 }).toString())}>
              Widen to {widenTo} km
            </RouterLink>
          </Button>
        ) : null}
      </div>
      <ul className="flex flex-col gap-3">
        {nearest.map((sitter) => (
          <li key={sitter.id}>
            <SitterResultCard sitter={sitter} href={withBookingChoices(paths.sitter(sitter.id), bookingChoices(filters))} />
          </li>
        ))}
      </ul>
    </section>
  );
}
