import {
  apiPaths,
  type CreateSeriesInput,
  type Series,
  type SeriesListResponse,
  type SeriesOccurrence,
  type SeriesStatus,
} from '@pawpal/contract';
import { type BadgeVariant } from '@pawpal/ui';
import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { sendJson } from './mutation';

/* Weekly care (docs/bookings.md, "Weekly care"; the shapes are @pawpal/contract's): the member's
 * series, one series with its upcoming dates, and the owner's and sitter's actions on it. */

export const SERIES_STATUS_LABELS: Record<SeriesStatus, string> = {
  requested: 'Waiting for the sitter',
  active: 'Active',
  paused: 'Paused',
  declined: 'Declined',
  expired: 'Expired',
  ended: 'Ended',
};

export const SERIES_STATUS_TONES: Record<SeriesStatus, BadgeVariant> = {
  requested: 'warning',
  active: 'success',
  paused: 'warning',
  declined: 'secondary',
  expired: 'secondary',
  ended: 'secondary',
};

export const OCCURRENCE_STATE_LABELS: Record<SeriesOccurrence['state'], string> = {
  booked: 'Booked',
  planned: 'Planned',
  skipped: 'Skipped',
  conflict: 'Not available',
};

export function useSeries(seriesId: string | null | undefined) {
  return useSWR<Series, Error>(seriesId ? apiPaths.series(seriesId) : null);
}

export function useSeriesList() {
  return useSWR<SeriesListResponse, Error>(apiPaths.seriesList());
}

type SimpleAction = 'accept' | 'decline' | 'pause' | 'resume' | 'end';

/** Asking for weekly care and acting on it; each answers the series as it now stands (also in the cache). They throw the API's message. */
export function useSeriesWrites() {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const store = async (series: Series) => {
      await Promise.all([mutate(apiPaths.series(series.id), series, { revalidate: false }), mutate(apiPaths.seriesList())]);
      return series;
    };
    return {
      async create(input: CreateSeriesInput): Promise<Series> {
        return store(await sendJson<Series>('POST', apiPaths.seriesList(), input));
      },
      async act(seriesId: string, action: SimpleAction): Promise<Series> {
        return store(await sendJson<Series>('POST', apiPaths.seriesAction(seriesId, action)));
      },
      async skip(seriesId: string, date: string): Promise<Series> {
        return store(await sendJson<Series>('POST', apiPaths.seriesAction(seriesId, 'skip'), { date }));
      },
    };
  }, [mutate]);
}
