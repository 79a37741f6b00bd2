import {
  apiPaths,
  type ChangeEmailAccepted,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type NotificationPreference,
  type NotificationPreferences,
  type PasswordResetAccepted,
} from '@pawpal/contract';
import useSWR from 'swr';
import { sendJson } from './mutation';

/* Accounts people can recover: the calls behind the verification banner, the reset page
   and the profile's password, email and notification settings. */

/** POST: a new verification link to the signed-in user's address, landing on `returnTo` once opened. */
export function resendVerification(returnTo?: string): Promise<null> {
  return sendJson<null>('POST', apiPaths.resendVerification(returnTo));
}

/** POST: asks for a reset link; the answer is the same whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<PasswordResetAccepted> {
  return sendJson<PasswordResetAccepted>('POST', apiPaths.passwordReset(), { email });
}

/** POST: sets the new password with the link's token (every session ends; sign in again). */
export function confirmPasswordReset(token: string, password: string): Promise<null> {
  return sendJson<null>('POST', apiPaths.passwordResetConfirm(), { token, password });
}

/** POST: changes the password (the current one required); other sessions end. */
export function changePassword(input: ChangePasswordInput): Promise<null> {
  return sendJson<null>('POST', apiPaths.profilePassword(), input);
}

/** POST: starts an email change; it takes effect when the new address opens its link. */
export function changeEmail(input: ChangeEmailInput): Promise<ChangeEmailAccepted> {
  return sendJson<ChangeEmailAccepted>('POST', apiPaths.profileEmail(), input);
}

/** GET: every notification kind and channel with its setting. */
export function useNotificationPreferences(enabled: boolean) {
  return useSWR<NotificationPreferences, Error>(enabled ? apiPaths.notificationPreferences() : null);
}

/** PUT: stores the given settings; answers every row. */
export function saveNotificationPreferences(preferences: NotificationPreference[]): Promise<NotificationPreferences> {
  return sendJson<NotificationPreferences>('PUT', apiPaths.notificationPreferences(), { preferences });
}

/** POST: deletes the signed-in account (the current password required); the session ends. */
export function deleteAccount(currentPassword: string): Promise<null> {
  return sendJson<null>('POST', apiPaths.profileDelete(), { currentPassword });
}
