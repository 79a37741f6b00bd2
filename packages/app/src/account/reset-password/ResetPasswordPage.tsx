import { API_LOGIN_PATH, EMAIL_MAX_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@pawpal/contract';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, FormField, Input } from '@pawpal/ui';
import * as React from 'react';
import { useSearchParams } from 'react-router-dom';
import { confirmPasswordReset, requestPasswordReset } from '../../data/accounts';
import { useFormSubmit } from '../useFormSubmit';
import { Screen } from '../../screen/Screen';

/** Without a token: ask for a reset link (the same answer for any address). */
function RequestLinkForm() {
  const [email, setEmail] = React.useState('');
  const [done, setDone] = React.useState<string | null>(null);
  const {
    onSubmit,
    error,
    busy: sending,
  } = useFormSubmit(() => requestPasswordReset(email), {
    fallback: 'The link could not be sent. Please try again.',
    onDone: (accepted) => setDone(accepted.message),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Forgot your password?</CardTitle>
        <CardDescription>Enter the email address of your account and we will send you a link to set a new password.</CardDescription>
      </CardHeader>
      <CardContent>
        {done ? (
          <p role="status" className="text-sm">
            {done}
          </p>
        ) : (
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Ask for a reset link">
            <FormField label="Email" error={error ?? undefined} required>
              <Input
                type="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                autoComplete="email"
                maxLength={EMAIL_MAX_LENGTH}
              />
            </FormField>
            <div>
              <Button type="submit" disabled={sending || email.trim() === ''}>
                {sending ? 'Sending…' : 'Send me a link'}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

/** With the link's token: set the new password (the API's policy explains a refusal). */
function SetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = React.useState('');
  const [done, setDone] = React.useState(false);
  const {
    onSubmit,
    error,
    busy: saving,
  } = useFormSubmit(() => confirmPasswordReset(token, password), {
    fallback: 'Your password could not be set. Please try again.',
    onDone: () => setDone(true),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Set a new password</CardTitle>
        <CardDescription>Setting it signs you out on every device; then sign in with the new password.</CardDescription>
      </CardHeader>
      <CardContent>
        {done ? (
          <p role="status" className="text-sm">
            Your password is set.{' '}
            <a className="font-medium text-primary underline" href={API_LOGIN_PATH}>
              Sign in
            </a>
          </p>
        ) : (
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Set a new password">
            <FormField
              label="New password"
              description={`At least ${MIN_PASSWORD_LENGTH} characters; a few words you will remember work well.`}
              error={error ?? undefined}
              required
            >
              <Input
                type="password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                autoComplete="new-password"
                maxLength={MAX_PASSWORD_LENGTH}
              />
            </FormField>
            <div>
              <Button type="submit" disabled={saving || password === ''}>
                {saving ? 'Saving…' : 'Set password'}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

/** /reset-password, linked from the sign-in page and from the reset email (`?token=`). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <Screen title="Reset your password">
      <div className="flex max-w-xl flex-col gap-6">{token ? <SetPasswordForm token={token} /> : <RequestLinkForm />}</div>
    </Screen>
  );
}
