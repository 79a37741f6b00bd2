import { type CreateBookingInput, type Quote } from '@pawpal/contract';
import { useEffect, useState } from 'react';
import { requestQuote } from '../../data/bookings';
import { describeError } from '../../data/mutation';

/** The live quote waits this long after the last change before asking the API. */
export const QUOTE_DEBOUNCE_MS = 400;

export interface QuoteState {
  quote: Quote | null;
  error: string | null;
  isLoading: boolean;
}

/**
 * A live quote from POST /api/bookings/quote for the request, debounced so typing or clicking
 * through dates sends one call; an answer for an older request is ignored.
 */
export function useQuote(request: CreateBookingInput | null): QuoteState & { refresh: () => void } {
  const key = request ? JSON.stringify(request) : null;
  const [state, setState] = useState<QuoteState>({ quote: null, error: null, isLoading: false });
  const [revision, setRevision] = useState(0);

  useEffect(() => {
    if (key === null) {
      setState({ quote: null, error: null, isLoading: false });
      return undefined;
    }
    let current = true;
    setState((previous) => ({ ...previous, isLoading: true }));
    const timer = setTimeout(() => {
      requestQuote(JSON.parse(key) as CreateBookingInput).then(
        (quote) => {
          if (current) setState({ quote, error: null, isLoading: false });
        },
        (error: unknown) => {
          if (current) setState({ quote: null, error: describeError(error, 'We couldn’t price these dates.'), isLoading: false });
        },
      );
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, revision]);

  return { ...state, refresh: () => setRevision((value) => value + 1) };
}
