import { SERVICE_LABELS, paths, type SavedSearch } from '@pawpal/contract';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pawpal/ui';
import { useState } from 'react';
import { describeError } from '../../data/mutation';
import { removeSavedSearch, useSavedSearches } from '../../data/saved-searches';
import { RouterLink } from '../../screen/RouterLink';
import { filtersToParams, DEFAULT_FILTERS } from '../../shared/search-filters';

/** "Broome, WA 6725 · within 50 km · Boarding" */
function describeSearch(saved: SavedSearch): string {
  const place = [saved.location.name, [saved.location.state, saved.location.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [place, `within ${saved.radiusKm} km`, saved.service ? SERVICE_LABELS[saved.service] : 'Any service'].join(' · ');
}

/** The search page for a saved search (its place, radius and service). */
function searchHref(saved: SavedSearch): string {
  const params = filtersToParams({
    ...DEFAULT_FILTERS,
    suburb: saved.location.name,
    state: saved.location.state,
    postcode: saved.location.postcode || undefined,
    radiusKm: saved.radiusKm,
    service: saved.service ?? undefined,
  });
  return paths.browseServices(params.toString());
}

/**
 * The member's saved searches (docs/architecture.md, "Saved searches"): each emails them when a
 * newly listed sitter matches it; here they open or remove them. The emails themselves switch
 * on and off with "A new sitter near a search you saved" in the notification preferences.
 */
export function SavedSearchesCard() {
  const { data, error, mutate } = useSavedSearches(true);
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  async function remove(saved: SavedSearch) {
    setRemoving(saved.id);
    setRemoveError(null);
    try {
      await removeSavedSearch(saved.id);
      await mutate((list: SavedSearch[] = []) => list.filter((each) => each.id !== saved.id), { revalidate: false });
    } catch (caught) {
      setRemoveError(describeError(caught, 'The saved search could not be removed. Please try again.'));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Saved searches</CardTitle>
        <CardDescription>We email you when a new sitter joins inside one of these searches.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {error && !data ? (
          <p className="text-sm text-muted-foreground">{describeError(error, 'Your saved searches could not be loaded.')}</p>
        ) : data === undefined ? null : data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No saved searches yet. On a search, choose “Tell me when a sitter joins near …” to hear about new sitters there.
          </p>
        ) : (
          <ul aria-label="Saved searches" className="flex flex-col divide-y divide-border">
            {data.map((saved) => (
              <li key={saved.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <RouterLink href={searchHref(saved)} className="text-sm font-medium text-foreground underline-offset-4 hover:underline">
                  {describeSearch(saved)}
                </RouterLink>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  busy={removing === saved.id}
                  aria-label={`Remove saved search ${describeSearch(saved)}`}
                  onClick={() => void remove(saved)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        {removeError ? (
          <p role="alert" className="text-sm text-destructive">
            {removeError}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
