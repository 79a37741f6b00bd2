import { paths } from '@pawpal/contract';
import { EmptyState } from '@pawpal/ui';
import { MapPinOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import { suburbLabel, useSuburbSuggestions } from '../../data/geo';

/** Suggestions come from the first letters typed, so a misspelt ending still finds the place. */
export const SUGGESTION_PREFIX_LENGTH = 4;
/** Suggestions shown at most. */
export const UNKNOWN_PLACE_SUGGESTIONS = 5;

/**
 * The search was for a suburb or postcode the API does not know (400): say so and offer the
 * places whose name starts the same way, never a "try again" that cannot help.
 */
export function UnknownPlace({ place }: { place: string }) {
  const suggestions = useSuburbSuggestions(place.trim().slice(0, SUGGESTION_PREFIX_LENGTH));
  const places = (suggestions.data ?? []).slice(0, UNKNOWN_PLACE_SUGGESTIONS);
  return (
    <EmptyState
      headingLevel={3}
      icon={<MapPinOff />}
      title="We don’t know that suburb"
      description={
        places.length > 0
          ? `We couldn’t find “${place}”. Did you mean one of these?`
          : `We couldn’t find “${place}”. Check the spelling, or search by postcode.`
      }
      action={
        places.length > 0 ? (
          <ul aria-label="Suggested suburbs" className="flex flex-wrap justify-center gap-2">
            {places.map((suburb) => (
              <li key={`${suburb.name}-${suburb.postcode}-${suburb.state}`}>
                <Link
                  to={paths.browseServices(
                    new URLSearchParams({ suburb: suburb.name, state: suburb.state, postcode: suburb.postcode }).toString(),
                  )}
                  className="inline-flex rounded-full border border-border px-3 py-1 text-sm font-medium text-primary outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {suburbLabel(suburb)}
                </Link>
              </li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
