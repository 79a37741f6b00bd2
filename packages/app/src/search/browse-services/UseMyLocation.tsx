import { apiPaths, type Suburb } from '@pawpal/contract';
import { Button } from '@pawpal/ui';
import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { hasStatus, queryWithDetailNoRetryOn400 } from '../../data/mutation';

/** How long the browser may take to find the visitor, and how old a position it may reuse. */
export const LOCATION_TIMEOUT_MS = 10_000;
export const LOCATION_MAX_AGE_MS = 600_000;

type Status = { kind: 'idle' } | { kind: 'locating' } | { kind: 'failed'; message: string };

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new Error('unavailable'));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: LOCATION_TIMEOUT_MS, maximumAge: LOCATION_MAX_AGE_MS });
  });
}

/** "Use my location": the browser's position, then the nearest suburb the API knows. */
export function UseMyLocation({ onFound }: { onFound: (suburb: Suburb) => void }) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function locate() {
    setStatus({ kind: 'locating' });
    let position: GeolocationPosition;
    try {
      position = await currentPosition();
    } catch {
      setStatus({ kind: 'failed', message: 'We couldn’t get your location. Allow location access, or type your suburb.' });
      return;
    }
    try {
      const suburb = await queryWithDetailNoRetryOn400<Suburb>(apiPaths.nearestSuburb(position.coords.latitude, position.coords.longitude));
      setStatus({ kind: 'idle' });
      onFound(suburb);
    } catch (error) {
      setStatus({
        kind: 'failed',
        message:
          hasStatus(error, 404) || hasStatus(error, 400)
            ? 'We don’t know a suburb near you yet. Type your suburb or postcode instead.'
            : 'We couldn’t look up your suburb. Please try again.',
      });
    }
  }

  return (
    <div className="flex flex-col items-center gap-2">
      <Button type="button" variant="outline" onClick={() => void locate()} disabled={status.kind === 'locating'}>
        <LocateFixed aria-hidden="true" />
        {status.kind === 'locating' ? 'Finding you…' : 'Use my location'}
      </Button>
      {status.kind === 'failed' ? (
        <p role="alert" className="text-sm text-muted-foreground">
          {status.message}
        </p>
      ) : null}
    </div>
  );
}
