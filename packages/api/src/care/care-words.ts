import { type VisitKind, type VisitTaskKind } from '@pawpal/contract';
import { type MailContent } from '../mail/mail-template.js';
import { formatAud } from '../money/index.js';

// What the care feature says, in the timeline, the live updates, the notices and the emails. Never
// a position or the home access: a distance from the care location at most (docs/care.md, "Privacy").

const clockFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** 8:02, 17:30: a wall-clock time in the booking's zone. */
export function clockTime(at: Date, timeZone: string): string {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? '0');
  const minute = parts.find((part) => part.type === 'minute')?.value ?? '00';
  return `${hour}:${minute}`;
}

/** Tue 3 Mar: a day in the booking's zone. */
export function dayLabel(at: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { timeZone, weekday: 'short', day: 'numeric', month: 'short' });
    dayFormats.set(timeZone, format);
  }
  return format.format(at).replace(',', '');
}

/** 850 m, 2.1 km. */
export function distanceText(metres: number): string {
  return metres < 1000 ? `${Math.round(metres)} m` : `${(metres / 1000).toFixed(1)} km`;
}

/** What a check-out's summary is made of. */
export interface CheckOutFacts {
  sitterName: string;
  petNames: string;
  kind: VisitKind;
  label: string;
  checkedInAt: Date;
  checkedOutAt: Date;
  timeZone: string;
  tasks: readonly { kind: VisitTaskKind; done: boolean | null }[];
  routeDistanceM: number | null;
  photoCount: number;
}

/** "Jess visited Biscuit 8:02–8:34: fed, meds, walked 2.1 km, 3 photos". */
export function checkOutSummary(facts: CheckOutFacts): string {
  const span = `${clockTime(facts.checkedInAt, facts.timeZone)}–${clockTime(facts.checkedOutAt, facts.timeZone)}`;
  const done = (kind: VisitTaskKind) => facts.tasks.some((task) => task.kind === kind && task.done === true);
  const parts: string[] = [];
  if (done('feeding')) parts.push('fed');
  if (done('medication')) parts.push('meds');
  if (facts.routeDistanceM !== null) parts.push(`walked ${distanceText(facts.routeDistanceM)}`);
  else if (done('walk') && facts.kind !== 'walk') parts.push('walked');
  if (facts.photoCount > 0) parts.push(`${facts.photoCount} ${facts.photoCount === 1 ? 'photo' : 'photos'}`);
  const notDone = facts.tasks.filter((task) => task.done === false).length;
  if (notDone > 0) parts.push(`${notDone} ${notDone === 1 ? 'task' : 'tasks'} not done`);
  const head =
    facts.kind === 'walk'
      ? `${facts.sitterName} walked ${facts.petNames} ${span}`
      : facts.kind === 'daily_update'
        ? `${facts.sitterName} sent the daily update on ${facts.petNames}`
        : facts.kind === 'handover'
          ? `${facts.sitterName}: ${facts.label.toLowerCase()} of ${facts.petNames} ${span}`
          : `${facts.sitterName} visited ${facts.petNames} ${span}`;
  return parts.length > 0 ? `${head}: ${parts.join(', ')}` : head;
}

/** "Jess checked in to the visit at 8:02", with the distance when the check-in was far. */
export function checkInSummary(sitterName: string, label: string, at: Date, timeZone: string, farByM: number | null): string {
  const far = farByM === null ? '' : `, ${distanceText(farByM)} from the care location`;
  return `${sitterName} checked in to the ${label.toLowerCase()} at ${clockTime(at, timeZone)}${far}`;
}

/** "The visit due 8:00 on Tue 3 Mar was missed" / "No daily update on Biscuit by 20:00 on Tue 3 Mar". */
export function missedSummary(kind: VisitKind, label: string, petNames: string, dueAt: Date, lateAt: Date, timeZone: string): string {
  if (kind === 'daily_update') return `No daily update on ${petNames} by ${clockTime(lateAt, timeZone)} on ${dayLabel(lateAt, timeZone)}`;
  return `The ${label.toLowerCase()} for ${petNames} due ${clockTime(dueAt, timeZone)} on ${dayLabel(dueAt, timeZone)} was missed`;
}

/** "Olive excused the visit due 8:00 on Tue 3 Mar: we came home early". */
export function excusedSummary(byName: string, label: string, dueAt: Date, timeZone: string, reason: string): string {
  return `${byName} excused the ${label.toLowerCase()} due ${clockTime(dueAt, timeZone)} on ${dayLabel(dueAt, timeZone)}: ${reason}`;
}

const VET_STATUS_WORDS: Readonly<Record<string, string>> = {
  pending_owner: 'waiting for the owner',
  approved: 'approved',
  declined: 'declined by the owner',
  charged: 'charged to the owner’s card',
  charge_failed: 'the owner’s card refused it',
};

/** "Jess claimed $120.00 for the vet: X-ray of the paw (charged to the owner’s card)". */
export function vetClaimSummary(sitterName: string, amountCents: number, description: string, status: string): string {
  return `${sitterName} claimed ${formatAud(amountCents)} for the vet: ${description} (${VET_STATUS_WORDS[status] ?? status})`;
}

/** The care emails (each carries an unsubscribe link: MailQueue adds it; the same words go by push). */
export const careMail = {
  checkedOut: (ownerFirstName: string, summary: string, note: string | null, notDone: readonly string[], url: string): MailContent => ({
    subject: summary,
    greeting: `Hi ${ownerFirstName},`,
    paragraphs: [
      `${summary}.`,
      ...(note ? [`Their note: ${note}`] : []),
      ...(notDone.length > 0 ? [`Not done: ${notDone.join('; ')}.`] : []),
    ],
    action: { label: 'See the photos and the timeline', url },
  }),
  visitLate: (sitterFirstName: string, label: string, petNames: string, due: string, missedAt: string, url: string): MailContent => ({
    subject: `You have not checked in to the ${label.toLowerCase()} for ${petNames} due ${due}`,
    greeting: `Hi ${sitterFirstName},`,
    paragraphs: [
      `The ${label.toLowerCase()} for ${petNames} was due at ${due} and Pawpal has no check-in yet.`,
      `Check in now. Without a check-in by ${missedAt} the visit counts as missed and the owner is told.`,
    ],
    action: { label: 'Open today’s visits', url },
  }),
  visitMissed: (ownerFirstName: string, summary: string, refunded: boolean, url: string): MailContent => ({
    subject: summary,
    greeting: `Hi ${ownerFirstName},`,
    paragraphs: [
      `${summary}: your sitter did not check in. Message them in Pawpal to find out what happened.`,
      refunded
        ? 'Unless you excuse it, its share of the price comes back to you when the booking completes, and the sitter is not paid for it.'
        : 'You can excuse it from the booking page if you know why.',
    ],
    action: { label: 'See the booking', url },
  }),
  dailyUpdateLate: (ownerFirstName: string, summary: string, url: string): MailContent => ({
    subject: summary,
    greeting: `Hi ${ownerFirstName},`,
    paragraphs: [`${summary}. Message your sitter in Pawpal to hear how the day went.`],
    action: { label: 'See the booking', url },
  }),
  vetClaimPending: (ownerFirstName: string, summary: string, url: string): MailContent => ({
    subject: `A vet expense is waiting for your answer`,
    greeting: `Hi ${ownerFirstName},`,
    paragraphs: [
      `${summary}.`,
      'It is more than the vet spend you pre-approved in the care plan: approve it to have it charged to your saved card, or decline it.',
    ],
    action: { label: 'Answer the claim', url },
  }),
  vetClaimCharged: (firstName: string, amount: string, summary: string, url: string): MailContent => ({
    subject: `Vet expense of ${amount} charged`,
    greeting: `Hi ${firstName},`,
    paragraphs: [`${summary}.`, 'It is paid to the sitter in full with their payout for the stay: Pawpal takes no commission on it.'],
    action: { label: 'See the booking', url },
  }),
  vetClaimChargeFailed: (firstName: string, amount: string, reason: string, url: string): MailContent => ({
    subject: `Vet expense of ${amount} could not be charged`,
    greeting: `Hi ${firstName},`,
    paragraphs: [`The charge of ${amount} for a vet expense was refused: ${reason}`, 'Add a card and approve the claim again to pay it.'],
    action: { label: 'See the booking', url },
  }),
  vetClaimDeclined: (sitterFirstName: string, summary: string, url: string): MailContent => ({
    subject: 'A vet expense claim was declined',
    greeting: `Hi ${sitterFirstName},`,
    paragraphs: [`${summary}.`, 'Message the owner in Pawpal, or contact Pawpal if you need help.'],
    action: { label: 'See the booking', url },
  }),
};
