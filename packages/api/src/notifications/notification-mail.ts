import { DECLINE_REASON_LABELS, type DeclineReason, SERVICE_LABELS, type ServiceType } from '@pawpal/contract';
import { type MailContent } from '../mail/mail-template.js';

/** What a booking email says about the booking. */
export interface BookingFacts {
  service: ServiceType;
  startDate: string;
  endDate: string;
  ownerFirstName: string;
  sitterFirstName: string;
}

/** 2026-12-01 → 1 Dec 2026 (a calendar date, no zone). */
function day(date: string): string {
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

function stay(facts: BookingFacts): string {
  const service = SERVICE_LABELS[facts.service];
  return facts.startDate === facts.endDate
    ? `${service} on ${day(facts.startDate)}`
    : `${service}, ${day(facts.startDate)} to ${day(facts.endDate)}`;
}

/** Hours left, rounded down, at least 1. */
function hoursLeft(deadline: Date, now: Date): number {
  return Math.max(1, Math.floor((deadline.getTime() - now.getTime()) / 3_600_000));
}

/** The notification emails' words (each carries an unsubscribe link: MailQueue adds it). */
export const notificationMail = {
  bookingRequested: (facts: BookingFacts, url: string, respondBy: Date, now: Date): MailContent => ({
    subject: `New booking request from ${facts.ownerFirstName}`,
    greeting: `Hi ${facts.sitterFirstName},`,
    paragraphs: [
      `${facts.ownerFirstName} asked you for ${stay(facts)}.`,
      `Accept or decline within ${hoursLeft(respondBy, now)} hours, or the request expires.`,
    ],
    action: { label: 'See the request', url },
  }),
  respondByReminder: (facts: BookingFacts, url: string, respondBy: Date, now: Date): MailContent => ({
    subject: `Reminder: ${facts.ownerFirstName}'s request expires soon`,
    greeting: `Hi ${facts.sitterFirstName},`,
    paragraphs: [
      `${facts.ownerFirstName}'s request for ${stay(facts)} is still waiting for your answer. It expires in ${hoursLeft(respondBy, now)} hours.`,
    ],
    action: { label: 'Answer the request', url },
  }),
  bookingAccepted: (facts: BookingFacts, url: string): MailContent => ({
    subject: `${facts.sitterFirstName} accepted your booking`,
    greeting: `Hi ${facts.ownerFirstName},`,
    paragraphs: [`Good news: ${facts.sitterFirstName} accepted ${stay(facts)}. Pay to confirm it before the acceptance lapses.`],
    action: { label: 'Pay for the booking', url },
  }),
  payByReminder: (facts: BookingFacts, url: string, payBy: Date, now: Date): MailContent => ({
    subject: `Reminder: pay for your booking with ${facts.sitterFirstName}`,
    greeting: `Hi ${facts.ownerFirstName},`,
    paragraphs: [`${facts.sitterFirstName} accepted ${stay(facts)}, and it lapses in ${hoursLeft(payBy, now)} hours unless it is paid.`],
    action: { label: 'Pay for the booking', url },
  }),
  bookingDeclined: (facts: BookingFacts, url: string, reason: DeclineReason | null = null): MailContent => ({
    subject: `${facts.sitterFirstName} can't take your booking`,
    greeting: `Hi ${facts.ownerFirstName},`,
    paragraphs: [
      `${facts.sitterFirstName} declined ${stay(facts)}.${reason ? ` The reason given: ${DECLINE_REASON_LABELS[reason]}.` : ''} Other sitters nearby may be free.`,
    ],
    action: { label: 'See the booking', url },
  }),
  bookingExpired: (facts: BookingFacts, url: string): MailContent => ({
    subject: `Your booking with ${facts.sitterFirstName} expired`,
    greeting: `Hi ${facts.ownerFirstName},`,
    paragraphs: [`${stay(facts)} with ${facts.sitterFirstName} ran out of time and is no longer held.`],
    action: { label: 'See the booking', url },
  }),
  /** To the party who did not cancel (both when Pawpal's admins did). */
  bookingCancelled: (facts: BookingFacts, url: string, to: 'owner' | 'sitter', by: 'owner' | 'sitter' | 'admin'): MailContent => {
    const other = to === 'owner' ? facts.sitterFirstName : facts.ownerFirstName;
    const subject =
      by === 'admin'
        ? `Pawpal cancelled your booking with ${other}`
        : by === 'owner'
          ? `${other} cancelled their booking`
          : `${other} cancelled your booking`;
    const who = by === 'admin' ? 'Pawpal' : other;
    return {
      subject,
      greeting: `Hi ${to === 'owner' ? facts.ownerFirstName : facts.sitterFirstName},`,
      paragraphs: [
        `${who} cancelled ${stay(facts)}.`,
        to === 'owner'
          ? 'The booking shows any refund due. Other sitters nearby may be free.'
          : 'Those dates are free again in your calendar.',
      ],
      action: { label: 'See the booking', url },
    };
  },
  bookingPaid: (facts: BookingFacts, url: string, to: 'owner' | 'sitter'): MailContent => ({
    subject:
      to === 'owner'
        ? `Booked: ${facts.sitterFirstName} is looking after your pets`
        : `${facts.ownerFirstName} paid: the booking is confirmed`,
    greeting: `Hi ${to === 'owner' ? facts.ownerFirstName : facts.sitterFirstName},`,
    paragraphs: [
      to === 'owner'
        ? `Your payment went through: ${stay(facts)} with ${facts.sitterFirstName} is confirmed.`
        : `${facts.ownerFirstName} paid for ${stay(facts)}. It is confirmed.`,
    ],
    action: { label: 'See the booking', url },
  }),
  startsTomorrow: (facts: BookingFacts, url: string, to: 'owner' | 'sitter'): MailContent => ({
    subject:
      to === 'owner'
        ? `Tomorrow: ${facts.sitterFirstName} looks after your pets`
        : `Tomorrow: your stay with ${facts.ownerFirstName}'s pets`,
    greeting: `Hi ${to === 'owner' ? facts.ownerFirstName : facts.sitterFirstName},`,
    paragraphs: [`${stay(facts)} starts tomorrow. Message each other in Pawpal about keys, food and routines.`],
    action: { label: 'See the booking', url },
  }),
  bookingCompleted: (facts: BookingFacts, url: string, to: 'owner' | 'sitter'): MailContent => ({
    subject:
      to === 'owner' ? `How was ${facts.sitterFirstName}? Leave a review` : `How was the stay with ${facts.ownerFirstName}? Leave a review`,
    greeting: `Hi ${to === 'owner' ? facts.ownerFirstName : facts.sitterFirstName},`,
    paragraphs: [
      `${stay(facts)} is complete. A short review helps other members choose; it is published once you have both written one, or after 14 days.`,
    ],
    action: { label: 'Write a review', url },
  }),
  /** `toStripe`: paid into the sitter's Stripe account, which pays their bank on Stripe's schedule. */
  payoutPaid: (firstName: string, amount: string, url: string, toStripe: boolean): MailContent => ({
    subject: `Payout sent: ${amount}`,
    greeting: `Hi ${firstName},`,
    paragraphs: [
      toStripe
        ? `We paid ${amount} into your Stripe account; Stripe pays it into your bank account on its payout schedule.`
        : `We paid ${amount} to your bank account.`,
    ],
    action: { label: 'See your payouts', url },
  }),
  payoutFailed: (firstName: string, amount: string, reason: string, url: string): MailContent => ({
    subject: `Your payout of ${amount} failed`,
    greeting: `Hi ${firstName},`,
    paragraphs: [`Your payout of ${amount} could not be paid: ${reason}`, 'Check your payout settings; we try again once they are right.'],
    action: { label: 'Check payout settings', url },
  }),
  newMessages: (firstName: string, fromFirstName: string, count: number, url: string): MailContent => ({
    subject: `${fromFirstName} sent you ${count === 1 ? 'a message' : `${count} messages`}`,
    greeting: `Hi ${firstName},`,
    paragraphs: [`You have ${count === 1 ? 'an unread message' : `${count} unread messages`} from ${fromFirstName} on Pawpal.`],
    action: { label: 'Read and reply', url },
  }),
};
