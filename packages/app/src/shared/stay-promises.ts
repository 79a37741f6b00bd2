import { INCIDENT_ACK_MINUTES, MISSED_VISIT_GRACE_MINUTES } from '@pawpal/contract';

/*
 * What Pawpal promises during a stay, in the words the landing page, the sitter profile and the
 * become-a-sitter page use: exactly what the product does (docs/care.md, docs/incidents.md), with
 * its numbers from the contract, and nothing more.
 */

/** Minutes after a visit was due, without a check-in, when the owner is told and an incident opens. */
const MISSED_AFTER_MINUTES = 2 * MISSED_VISIT_GRACE_MINUTES;

export interface StayPromise {
  id: 'check-ins' | 'missed-visits' | 'pay-for-care' | 'incidents';
  title: string;
  body: string;
}

/** For owners: the landing page's trust section and the sitter profile. */
export const OWNER_STAY_PROMISES: readonly StayPromise[] = Object.freeze([
  {
    id: 'check-ins',
    title: 'Check-ins with photos',
    body: 'Your sitter checks in and out of each visit on their phone, ticks off your pet’s care plan (feeding, medication, walks) and adds photos. You see each one on your booking as it happens.',
  },
  {
    id: 'missed-visits',
    title: 'Missed visits raise the alarm',
    body: `If a visit hasn’t started ${MISSED_VISIT_GRACE_MINUTES} minutes after it was due, we remind your sitter. At ${MISSED_AFTER_MINUTES} minutes we tell you, and Pawpal opens an incident.`,
  },
  {
    id: 'pay-for-care',
    title: 'Pay for the care that happened',
    body: 'On drop-in and dog-walking bookings, a visit that was missed and not excused is refunded to you, to the cent, when the booking ends.',
  },
  {
    id: 'incidents',
    title: `A person within ${INCIDENT_ACK_MINUTES} minutes`,
    body: `Report a lost pet, an injury or another problem from your booking, and a person at Pawpal acknowledges it within ${INCIDENT_ACK_MINUTES} minutes, lost pets and injuries first.`,
  },
]);

/** For sitters: what a stay asks of them, and what Pawpal does (the become-a-sitter page). */
export const SITTER_STAY_PROMISES: readonly string[] = Object.freeze([
  'Check in and out of each visit from the Today screen on your phone, tick off the tasks of the pet’s care plan, and add at least one photo of each visit or walk. A walk’s route is tracked while the page is open.',
  `If you haven’t checked in ${MISSED_VISIT_GRACE_MINUTES} minutes after a visit was due, we remind you. At ${MISSED_AFTER_MINUTES} minutes the visit counts as missed: the owner is told and Pawpal opens an incident.`,
  'On drop-in and dog-walking bookings you are paid for the visits that happened: a missed visit the owner has not excused is refunded to them when the booking ends, and comes off your payout.',
  `If something goes wrong, open an incident from the booking: a person at Pawpal acknowledges it within ${INCIDENT_ACK_MINUTES} minutes, lost pets and injuries first. Vet costs up to the owner’s pre-approved amount are approved at once and paid to you in full.`,
]);
