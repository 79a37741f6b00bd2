import { type AuState, isSameSavedSearch, loginHref, type SearchLocation, type SavedSearch } from '@pawpal/contract';
import { Button } from '@pawpal/ui';
import { Bell, BellOff } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '../../data/auth';
import { describeError } from '../../data/mutation';
import { removeSavedSearch, saveSearch, useSavedSearches } from '../../data/saved-searches';
import type { SearchFilters } from '../../shared/search-filters';

/**
 * "Tell me when a sitter joins near <place>": saves the search (its place, radius and service) so
 * the member is emailed when a newly listed sitter matches it (docs/architecture.md, "Saved
 * searches"). Signed in, it saves at once and then says so, with a way to undo; signed out, it is
 * a link to sign in that comes back to this search.
 */
export function SaveSearchButton({ filters, location }: { filters: SearchFilters; location: SearchLocation }) {
  const auth = useAuth();
  const { pathname, search } = useLocation();
  const saved = useSavedSearches(auth.isAuthenticated);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = `Tell me when a sitter joins near ${location.name}`;

  if (auth.isLoading) return null;
  if (!auth.isAuthenticated) {
    return (
      <div data-slot="save-search" data-state="signed-out">
        <Button asChild variant="outline">
          <a href={loginHref(`${pathname}${search}`)}>
            <Bell aria-hidden="true" />
            {label}
          </a>
        </Button>
      </div>
    );
  }

  const match = saved.data?.find((each) => isSameSavedSearch(each, { location, radiusKm: filters.radiusKm, service: filters.service }));

  async function add() {
    setBusy(true);
    setError(null);
    try {
      const created = await saveSearch({
        suburb: filters.suburb,
        postcode: filters.postcode,
        state: filters.state as AuState | undefined,
        radiusKm: filters.radiusKm,
        service: filters.service,
      });
      await saved.mutate((list: SavedSearch[] = []) => [created, ...list.filter((each) => each.id !== created.id)], { revalidate: false });
    } catch (caught) {
      setError(describeError(caught, 'Your search could not be saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  async function remove(id: string) {
    setBusy(true);
    setError(null);
    try {
      await removeSavedSearch(id);
      await saved.mutate((list: SavedSearch[] = []) => list.filter((each) => each.id !== id), { revalidate: false });
    } catch (caught) {
      setError(describeError(caught, 'Your saved search could not be removed. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div data-slot="save-search" data-state={match ? 'saved' : 'unsaved'} className="flex flex-col gap-2">
      {match ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-border p-3 text-sm">
          <p role="status" className="flex items-center gap-2 text-foreground">
            <Bell aria-hidden="true" className="size-4" />
            Saved: we’ll email you when a sitter joins near {location.name}.
          </p>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            busy={busy}
            aria-label={`Remove saved search near ${location.name}`}
            onClick={() => void remove(match.id)}
          >
            <BellOff aria-hidden="true" />
            Remove
          </Button>
        </div>
      ) : (
        <Button
          type="button"
          variant="outline"
          busy={busy}
          disabled={saved.data === undefined && saved.error === undefined}
          onClick={() => void add()}
          className="self-start"
        >
          <Bell aria-hidden="true" />
          {label}
        </Button>
      )}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
