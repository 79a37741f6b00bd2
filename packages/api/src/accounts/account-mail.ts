import { EMAIL_CHANGE_TTL_HOURS, EMAIL_VERIFICATION_TTL_HOURS, PASSWORD_RESET_TTL_HOURS } from '@pawpal/contract';
import { type MailContent } from '../mail/mail-template.js';

/** The account security emails' words (always sent, no unsubscribe link). */
export const accountMail = {
  verifyEmail: (firstName: string, url: string): MailContent => ({
    subject: 'Confirm your email address for Pawpal',
    greeting: `Hi ${firstName},`,
    paragraphs: ['Welcome to Pawpal! Confirm this is your email address so you can request and accept bookings.'],
    action: { label: 'Confirm my email', url },
    note: `The link works once, for ${EMAIL_VERIFICATION_TTL_HOURS} hours. If you did not sign up, ignore this email.`,
  }),
  passwordReset: (firstName: string, url: string): MailContent => ({
    subject: 'Set a new Pawpal password',
    greeting: `Hi ${firstName},`,
    paragraphs: ['Someone (hopefully you) asked to reset the password of your Pawpal account.'],
    action: { label: 'Set a new password', url },
    note: `The link works once, for ${PASSWORD_RESET_TTL_HOURS} hour. Setting a new password signs you out everywhere. If you did not ask, ignore this email: your password stays as it is.`,
  }),
  passwordChanged: (firstName: string, signInUrl: string): MailContent => ({
    subject: 'Your Pawpal password was changed',
    greeting: `Hi ${firstName},`,
    paragraphs: [
      'The password of your Pawpal account was just changed, and every other session was signed out.',
      'If this was not you, reset your password now from the sign-in page and contact us.',
    ],
    action: { label: 'Go to sign in', url: signInUrl },
  }),
  emailChange: (firstName: string, newEmail: string, url: string): MailContent => ({
    subject: 'Confirm your new email address for Pawpal',
    greeting: `Hi ${firstName},`,
    paragraphs: [`You asked to use ${newEmail} for your Pawpal account. Confirm it to make the change.`],
    action: { label: 'Use this address', url },
    note: `The link works once, for ${EMAIL_CHANGE_TTL_HOURS} hours. Until then your account keeps its current address. If you did not ask, ignore this email.`,
  }),
  emailChangeNotice: (firstName: string, newEmail: string): MailContent => ({
    subject: 'Your Pawpal email address is being changed',
    greeting: `Hi ${firstName},`,
    paragraphs: [
      `Someone signed in to your Pawpal account with your password asked to move it to ${newEmail}. The change happens only when that address confirms it.`,
      'If this was not you, change your password now: that also signs everyone else out.',
    ],
  }),
  signUpAttempt: (firstName: string, signInUrl: string, resetUrl: string): MailContent => ({
    subject: 'Someone tried to create a Pawpal account with your email',
    greeting: `Hi ${firstName},`,
    paragraphs: [
      'Someone just tried to create a new Pawpal account with this email address. You already have an account, so no new one was made.',
      'If it was you, sign in instead, or set a new password if you have forgotten it. If it was not you, you need not do anything: your account is unchanged.',
    ],
    action: { label: 'Go to sign in', url: signInUrl },
    note: `Forgot your password? Set a new one at ${resetUrl}`,
  }),
};
