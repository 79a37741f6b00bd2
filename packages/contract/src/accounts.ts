/* Accounts people can recover: email verification, password reset and change, email
   change, the password policy's messages, and the notification kinds a person can switch off. */

/** How long a verification link works: 24 hours. */
export const EMAIL_VERIFICATION_TTL_HOURS = 24;
/** How long a password-reset link works: 1 hour. */
export const PASSWORD_RESET_TTL_HOURS = 1;
/** How long an email-change link (sent to the new address) works: 24 hours. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

/**
 * Why a new password was refused (the API's WEAK_PASSWORD message; the sign-up page and the app's
 * forms show it as is). The rule itself is the API's (src/auth/password-policy.ts).
 */
export const PASSWORD_POLICY_MESSAGES = Object.freeze({
  tooShort: (min: number) => `Password must be at least ${min} characters long`,
  common: 'This password is too common and easy to guess. Choose a different one',
  repetitive: 'This password repeats the same characters or words. Choose something less predictable',
  sequential: 'This password is a sequence (like abcd or 6789) that is easy to guess. Choose something less predictable',
  keyboard: 'This password is a row of keys on the keyboard. Choose something less predictable',
  containsEmail: 'This password contains your email address or its name part. Choose a different one',
  weak: 'This password is too easy to guess. Add a few more words or characters',
});

/** POST /api/auth/password-reset: always 202 with this body, whether or not the address has an account. */
export interface PasswordResetRequestInput {
  email: string;
}
/** The 202 answer to a reset request (the same for every address). */
export interface PasswordResetAccepted {
  message: string;
}
export const PASSWORD_RESET_ACCEPTED_MESSAGE =
  'If an account uses this address, we have sent it a link to set a new password. The link works for 1 hour.';

/** POST /api/auth/password-reset/confirm: sets the new password and ends every session of the user. */
export interface PasswordResetConfirmInput {
  token: string;
  password: string;
}

/** POST /api/profile/password: the current password and the new one; other sessions end. */
export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** POST /api/profile/email: takes effect when the new address opens its link; the old address is told. */
export interface ChangeEmailInput {
  currentPassword: string;
  newEmail: string;
}
/** The 202 answer to an email change: where the link went. */
export interface ChangeEmailAccepted {
  pendingEmail: string;
  message: string;
}

/** POST /api/auth/verify-email: the token from the verification link. */
export interface VerifyEmailInput {
  token: string;
}

/** What people can be told about, each switchable per channel (GET/PUT /api/profile/notification-preferences). */
export const NOTIFICATION_KINDS = [
  'booking_requested',
  'booking_accepted',
  'booking_declined',
  'booking_expired',
  'booking_paid',
  'booking_cancelled',
  'pay_by_reminder',
  'respond_by_reminder',
  'stay_starts_tomorrow',
  'booking_completed',
  'payout_paid',
  'payout_failed',
  'new_message',
  'verification_decision',
  'incident_update',
  'care_update',
  'visit_late',
  'visit_missed',
  'daily_update_late',
  'vet_claim',
  'booking_change',
  'meet_and_greet',
  'weekly_care',
  'calendar_update',
  'standby',
  'appeal_decision',
  'saved_search',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Account security mail: always sent, never switchable, no unsubscribe link. */
export const SECURITY_MAIL_KINDS = [
  'verify_email',
  'password_reset',
  'password_changed',
  'email_change',
  'email_change_notice',
  'sign_up_attempt',
  'account_suspended',
] as const;
export type SecurityMailKind = (typeof SECURITY_MAIL_KINDS)[number];

/** Every kind of mail Pawpal sends. */
export type MailKind = NotificationKind | SecurityMailKind;

/** Where a notification can reach a person: an email, and a Web Push to each browser they enabled. */
export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** Column headings of the profile's preferences. */
export const NOTIFICATION_CHANNEL_LABELS: Readonly<Record<NotificationChannel, string>> = Object.freeze({ email: 'Email', push: 'Push' });

/** Labels for the profile's preferences list. */
export const NOTIFICATION_KIND_LABELS: Readonly<Record<NotificationKind, string>> = Object.freeze({
  booking_requested: 'A booking request for you',
  booking_accepted: 'Your request was accepted',
  booking_declined: 'Your request was declined',
  booking_expired: 'A request or acceptance ran out of time',
  booking_paid: 'A booking was paid',
  booking_cancelled: 'The other side cancelled a booking',
  pay_by_reminder: 'Reminder to pay before an acceptance lapses',
  respond_by_reminder: 'Reminder to answer a request before it expires',
  stay_starts_tomorrow: 'A stay starts tomorrow',
  booking_completed: 'A stay ended: time for a review',
  payout_paid: 'A payout was paid',
  payout_failed: 'A payout failed',
  new_message: 'Unread messages',
  verification_decision: 'Decisions on your sitter profile and documents',
  incident_update: 'An incident during a stay: each step and update',
  care_update: 'A visit, walk or daily update during a stay',
  visit_late: 'A visit you have not checked in to yet',
  visit_missed: 'A visit to your pets was missed',
  daily_update_late: 'A daily update has not come',
  vet_claim: 'Vet expenses claimed during a stay',
  booking_change: 'Changes to a booking proposed, answered or applied',
  meet_and_greet: 'Meet-and-greets: requests, times and answers',
  weekly_care: 'Weekly care: requests, answers, charges and price changes',
  calendar_update: 'Your calendar: imports that fail and reminders to confirm availability',
  standby: 'Standing by for a booking, and a standby taking one over',
  appeal_decision: 'The outcome of an appeal you made',
  saved_search: 'A new sitter near a search you saved',
});

/** One row of GET /api/profile/notification-preferences (every kind, every channel). */
export interface NotificationPreference {
  kind: NotificationKind;
  channel: NotificationChannel;
  enabled: boolean;
}
/** GET answer and PUT body of /api/profile/notification-preferences. */
export interface NotificationPreferences {
  preferences: NotificationPreference[];
}

/** How many browsers (push subscriptions) one account keeps at most; the oldest goes when a new one comes. */
export const PUSH_SUBSCRIPTIONS_PER_USER_MAX = 10;
/** Longest push service endpoint URL accepted. */
export const PUSH_ENDPOINT_MAX_LENGTH = 1024;
/** Longest base64url key accepted (p256dh is 87 characters, auth 22). */
export const PUSH_KEY_MAX_LENGTH = 128;

/** GET /api/push/vapid-public-key: the application server key for PushManager.subscribe (base64url). */
export interface VapidPublicKey {
  publicKey: string;
}
/** POST /api/push/subscriptions: a PushSubscription's JSON (PushSubscription.toJSON()). */
export interface PushSubscriptionInput {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}
/** DELETE /api/push/subscriptions?endpoint=…: the endpoint this browser no longer wants pushes on. */
export interface PushUnsubscribeInput {
  endpoint: string;
}
/** The 201 answer to POST /api/push/subscriptions. */
export interface PushSubscriptionSaved {
  id: string;
  createdAt: string;
}
/** What a push message carries (JSON, encrypted for the browser); the service worker shows it. */
export interface PushPayload {
  kind: NotificationKind;
  title: string;
  body: string;
  /** Opened (or focused) when the notification is clicked. */
  url: string;
}

/** GET /api/dev/outbox?to=… (outside production): the messages the built-in outbox received, newest first. */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every link in the message, in order. */
  links: string[];
  /** Files sent with the message (a meet-and-greet's calendar invitation), their text as sent. */
  attachments: { filename: string; contentType: string; content: string }[];
  sentAt: string;
}

/** GET /api/profile/export: everything Pawpal holds about the signed-in person, as JSON (a download). */
export interface AccountDataExport {
  exportedAt: string;
  profile: Record<string, unknown>;
  pets: unknown[];
  bookings: unknown[];
  messages: unknown[];
  reviews: unknown[];
  payments: unknown[];
  payouts: unknown[];
  savedCards: unknown[];
  /** The care plans of the member's pets. */
  carePlans: unknown[];
  /** Adverse decisions about the member (rule and summary, as GET /api/decisions shows them). */
  decisions: unknown[];
  /** The member's appeals and their outcomes. */
  appeals: unknown[];
  /** The searches the member saved to be told of newly listed sitters. */
  savedSearches: unknown[];
}

/** POST /api/profile/delete: the current password; 409 while a booking is active. */
export interface DeleteAccountInput {
  currentPassword: string;
}
