import { SERIES_WEEKDAY_LABELS, SERVICE_NOUNS, type SeriesService } from '@pawpal/contract';
import { type MailContent } from '../mail/mail-template.js';

// What weekly care says in its notices and emails.

/** "dog walks on Monday and Wednesday at 07:30". */
export function seriesSummary(service: SeriesService, weekdays: readonly number[], time: string): string {
  const days = [...weekdays].sort((a, b) => a - b).map((day) => SERIES_WEEKDAY_LABELS[day]!);
  const list = days.length > 1 ? `${days.slice(0, -1).join(', ')} and ${days.at(-1)!}` : days[0]!;
  return `${SERVICE_NOUNS[service]} on ${list} at ${time}`;
}

export const seriesMail = {
  requested: (sitterFirstName: string, ownerFirstName: string, summary: string, url: string): MailContent => ({
    subject: `${ownerFirstName} asked for weekly care`,
    greeting: `Hi ${sitterFirstName},`,
    paragraphs: [
      `${ownerFirstName} would like ${summary}.`,
      'Accept once and each occurrence is booked four weeks ahead and paid by the owner’s saved card before its week.',
    ],
    action: { label: 'See the request', url },
  }),
  answered: (ownerFirstName: string, sitterFirstName: string, summary: string, accepted: boolean, url: string): MailContent => ({
    subject: accepted ? `${sitterFirstName} accepted your weekly care` : `${sitterFirstName} declined your weekly care`,
    greeting: `Hi ${ownerFirstName},`,
    paragraphs: accepted
      ? [`${sitterFirstName} accepted ${summary}.`, 'Each week is charged to your saved card two days before it starts.']
      : [`${sitterFirstName} can't take ${summary}.`],
    action: { label: 'See your weekly care', url },
  }),
  chargeFailed: (ownerFirstName: string, summary: string, reason: string, url: string): MailContent => ({
    subject: 'Your weekly care is paused: the card was refused',
    greeting: `Hi ${ownerFirstName},`,
    paragraphs: [
      `We couldn't charge your saved card for ${summary}: ${reason}`,
      'Your weekly care is paused. Add or choose another card in Payments, then resume it.',
    ],
    action: { label: 'Resume your weekly care', url },
  }),
};
