import { EMAIL_MAX_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, type AuthUser } from '@pawpal/contract';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, FormField, Input, toast } from '@pawpal/ui';
import * as React from 'react';
import { useSWRConfig } from 'swr';
import { changeEmail, changePassword } from '../../data/accounts';
import { AUTH_USER_KEY } from '../../data/auth';
import { useFormSubmit } from '../useFormSubmit';

/** Change password: the current one required; the API's policy explains a refusal; other sessions end. */
export function ChangePasswordCard() {
  const { mutate } = useSWRConfig();
  const [currentPassword, setCurrentPassword] = React.useState('');
  const [newPassword, setNewPassword] = React.useState('');
  const {
    onSubmit,
    error,
    busy: saving,
  } = useFormSubmit(() => changePassword({ currentPassword, newPassword }), {
    fallback: 'Your password could not be changed. Please try again.',
    onDone: async () => {
      setCurrentPassword('');
      setNewPassword('');
      await mutate(AUTH_USER_KEY);
      toast({ title: 'Password changed', description: 'Every other device was signed out.' });
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Password</CardTitle>
        <CardDescription>Changing it signs you out on every other device.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Change password">
          <FormField label="Current password" required>
            <Input
              type="password"
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
              autoComplete="current-password"
              maxLength={MAX_PASSWORD_LENGTH}
            />
          </FormField>
          <FormField
            label="New password"
            description={`At least ${MIN_PASSWORD_LENGTH} characters; a few words you will remember work well.`}
            error={error ?? undefined}
            required
          >
            <Input
              type="password"
              value={newPassword}
              onChange={(event) => setNewPassword(event.target.value)}
              autoComplete="new-password"
              maxLength={MAX_PASSWORD_LENGTH}
            />
          </FormField>
          <div>
            <Button type="submit" disabled={saving || currentPassword === '' || newPassword === ''}>
              {saving ? 'Changing…' : 'Change password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** Change email: the current password required; takes effect when the new address opens its link. */
export function ChangeEmailCard({ user }: { user: AuthUser }) {
  const [newEmail, setNewEmail] = React.useState('');
  const [currentPassword, setCurrentPassword] = React.useState('');
  const [pending, setPending] = React.useState<string | null>(null);
  const {
    onSubmit,
    error,
    busy: saving,
  } = useFormSubmit(() => changeEmail({ currentPassword, newEmail }), {
    fallback: 'Your email could not be changed. Please try again.',
    onDone: (accepted) => {
      setPending(accepted.message);
      setCurrentPassword('');
      setNewEmail('');
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Change email</CardTitle>
        <CardDescription>
          Your account uses {user.email}. We send a link to the new address; the change happens when you open it, and we tell the current
          address.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Change email">
          <FormField label="New email address" required>
            <Input
              type="email"
              value={newEmail}
              onChange={(event) => setNewEmail(event.target.value)}
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
            />
          </FormField>
          <FormField label="Password" description="Your current password." error={error ?? undefined} required>
            <Input
              type="password"
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
              autoComplete="current-password"
              maxLength={MAX_PASSWORD_LENGTH}
            />
          </FormField>
          <p role="status" className="text-sm text-muted-foreground">
            {pending}
          </p>
          <div>
            <Button type="submit" disabled={saving || newEmail.trim() === '' || currentPassword === ''}>
              {saving ? 'Sending…' : 'Send confirmation link'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
