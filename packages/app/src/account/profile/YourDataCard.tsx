import { API_LOGIN_PATH, MAX_PASSWORD_LENGTH, apiPaths } from '@pawpal/contract';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, FormField, Input } from '@pawpal/ui';
import * as React from 'react';
import { deleteAccount } from '../../data/accounts';
import { useFormSubmit } from '../useFormSubmit';

/** Download my data and delete my account: free and self-serve. */
export function YourDataCard() {
  const [confirming, setConfirming] = React.useState(false);
  const [password, setPassword] = React.useState('');
  const {
    onSubmit,
    error,
    busy: deleting,
    clearError,
  } = useFormSubmit(() => deleteAccount(password), {
    fallback: 'Your account could not be deleted. Please try again.',
    onDone: () => window.location.assign(API_LOGIN_PATH),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your data</CardTitle>
        <CardDescription>
          Download everything Pawpal holds about you, or delete your account. Deleting removes your name, email, phone and picture at once;
          bookings and payments stay on record as tax law requires, under “Former member”.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div>
          <Button asChild variant="outline">
            <a href={apiPaths.profileExport()} download>
              Download my data
            </a>
          </Button>
        </div>
        {confirming ? (
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Delete my account">
            <FormField
              label="Password to confirm"
              description="Your current password. This cannot be undone."
              error={error ?? undefined}
              required
            >
              <Input
                type="password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                autoComplete="current-password"
                maxLength={MAX_PASSWORD_LENGTH}
              />
            </FormField>
            <div className="flex gap-2">
              <Button type="submit" variant="destructive" disabled={deleting || password === ''}>
                {deleting ? 'Deleting…' : 'Delete my account for good'}
              </Button>
              <Button
                type="button"
                variant="ghost"
                onClick={() => {
                  setConfirming(false);
                  setPassword('');
                  clearError();
                }}
              >
                Keep my account
              </Button>
            </div>
          </form>
        ) : (
          <div>
            <Button type="button" variant="destructive" onClick={() => setConfirming(true)}>
              Delete my account
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
