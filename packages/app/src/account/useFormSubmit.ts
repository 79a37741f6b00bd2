import { type FormEvent, useState } from 'react';
import { describeError } from '../data/mutation';

/**
 * The account forms' submit: one call at a time, the API's message on failure (the
 * password policy's reason, "Your current password is not right"), `onDone` with the answer.
 */
export function useFormSubmit<T>(action: () => Promise<T>, options: { fallback: string; onDone?: (result: T) => void | Promise<void> }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await options.onDone?.(await action());
    } catch (caught) {
      setError(describeError(caught, options.fallback));
    } finally {
      setBusy(false);
    }
  };
  return { onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event), error, busy, clearError: () => setError(null) };
}
