import { SERVICE_LABELS, SERVICE_TYPES, paths } from '@pawpal/contract';
import { Search } from 'lucide-react';
import { NATIVE_FIELD_CLASS } from '../../shared/native-field';

const FIELD = NATIVE_FIELD_CLASS;
const LABEL = 'text-sm font-medium text-foreground';

/**
 * The landing page's search: service, suburb or postcode, dates. A plain GET form to the search
 * page, whose parameters it already reads (location, service, from, to): it works before (and
 * without) JavaScript, adds almost nothing to the first visit, and the search page arrives
 * server-rendered with the results.
 */
export function HeroSearch() {
  return (
    <form
      role="search"
      aria-label="Find a sitter"
      action={paths.browseServices()}
      method="get"
      className="grid w-full max-w-4xl gap-3 rounded-xl border border-border bg-background p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1.4fr_1fr_1fr_auto] lg:items-end"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor="hero-service" className={LABEL}>
          Service
        </label>
        <select id="hero-service" name="service" defaultValue="" className={FIELD}>
          <option value="">Any service</option>
          {SERVICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {SERVICE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="hero-location" className={LABEL}>
          Suburb or postcode
        </label>
        <input
          id="hero-location"
          name="location"
          required
          autoComplete="postal-code"
          placeholder="e.g. Newtown or 2042"
          className={FIELD}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="hero-from" className={LABEL}>
          From
        </label>
        <input id="hero-from" name="from" type="date" lang="en-AU" className={FIELD} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="hero-to" className={LABEL}>
          To
        </label>
        <input id="hero-to" name="to" type="date" lang="en-AU" className={FIELD} />
      </div>
      <button
        type="submit"
        className="inline-flex h-11 items-center justify-center gap-2 rounded-md bg-primary px-5 text-sm font-medium text-primary-foreground shadow-sm outline-none hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 sm:col-span-2 lg:col-span-1"
      >
        <Search aria-hidden="true" className="size-4" />
        Search
      </button>
    </form>
  );
}
