import { useState } from 'react';
import { describeError } from '../data/mutation';
import { type FormResult } from './admin-forms';

/**
 * The admin console's forms' one submit path: check the values (the field errors show, nothing is
 * sent), send, then `onDone`; a refusal from the API shows as the form's failure.
 */
export function useAdminForm<Values, Input, Field extends string>(
  values: Values,
  validate: (values: Values) => FormResult<Input, Field>,
  send: (input: Input) => Promise<unknown>,
  onDone: () => void,
) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const result = validate(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      await send(result.input);
      onDone();
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setBusy(false);
    }
  }

  return { errors, failure, busy, onSubmit: (event: React.FormEvent) => void submit(event) };
}

/** What the API said when it refused the form. */
export function FormFailure({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}
