import { type ServiceType } from './sitters.js';

/* Reliability records (GET /api/sitters/{id}/reliability, GET /api/users/{id}/reliability), the
 * "Reliable sitter" tier and the late-cancellation entries in a sitter's reviews. Computed from
 * what happened (bookings, requests, visits), never from a field anyone edits. The published
 * formulas are docs/reliability.md and the app's /reliability page, both read from here. */

/** Every figure counts what happened in the last this many days. */
export const RELIABILITY_WINDOW_DAYS = 180;
/** A request is answered in time when accepted or declined within this many hours of being sent. */
export const RELIABILITY_ANSWER_HOURS = 24;
/** The answer rate and the median response time are over the sitter's last this many requests. */
export const RELIABILITY_REQUEST_SAMPLE = 25;
/** A cancellation is late when made less than this many days before the stay starts. */
export const RELIABILITY_LATE_CANCELLATION_DAYS = 5;
/** A figure is shown only over at least this many events; below it the record says "New on Pawpal". */
export const RELIABILITY_MIN_EVENTS = 3;
/** What a figure below its minimum number of events says instead. */
export const RELIABILITY_NEW_LABEL = 'New on Pawpal';

/** The "Reliable sitter" tier: every rule must hold over the window. */
export const RELIABLE_MIN_COMPLETED_STAYS = 5;
/** Share of the request sample answered within RELIABILITY_ANSWER_HOURS. */
export const RELIABLE_MIN_ANSWERED_SHARE = 0.95;
export const RELIABLE_MAX_LATE_CANCELLATIONS = 0;
export const RELIABLE_MAX_UNEXCUSED_MISSED_VISITS = 0;
/** The sitter's published rating (average of published owner reviews, 1 to 5). */
export const RELIABLE_MIN_RATING = 4.8;

/** The numbers the figures and the tier are computed with (one object, so a page or a test can pass another). */
export interface ReliabilityRules {
  windowDays: number;
  answerHours: number;
  requestSample: number;
  lateCancellationDays: number;
  minEvents: number;
  minCompletedStays: number;
  minAnsweredShare: number;
  maxLateCancellations: number;
  maxUnexcusedMissedVisits: number;
  minRating: number;
}

/** The rules Pawpal applies. */
export const RELIABILITY_RULES: Readonly<ReliabilityRules> = Object.freeze({
  windowDays: RELIABILITY_WINDOW_DAYS,
  answerHours: RELIABILITY_ANSWER_HOURS,
  requestSample: RELIABILITY_REQUEST_SAMPLE,
  lateCancellationDays: RELIABILITY_LATE_CANCELLATION_DAYS,
  minEvents: RELIABILITY_MIN_EVENTS,
  minCompletedStays: RELIABLE_MIN_COMPLETED_STAYS,
  minAnsweredShare: RELIABLE_MIN_ANSWERED_SHARE,
  maxLateCancellations: RELIABLE_MAX_LATE_CANCELLATIONS,
  maxUnexcusedMissedVisits: RELIABLE_MAX_UNEXCUSED_MISSED_VISITS,
  minRating: RELIABLE_MIN_RATING,
});

/**
 * One figure of a record: `count` of `total` events ("12 of 12 requests"). Below the minimum
 * number of events (`total < minEvents`) it is not shown: `shown` false, the numbers null and
 * `text` "New on Pawpal".
 */
export interface ReliabilityFigure {
  shown: boolean;
  count: number | null;
  total: number | null;
  /** The figure itself: a share 0–1 for rates, minutes for the median response time, else the count. */
  value: number | null;
  /** What a person reads: "12 of 12 requests", "2 h 10 min", "New on Pawpal". */
  text: string;
}

export const SITTER_FIGURES = [
  'answeredInTime',
  'medianResponse',
  'staysCompleted',
  'sitterCancellations',
  'lateCancellations',
  'missedVisits',
  'repeatOwners',
] as const;
export type SitterFigureKey = (typeof SITTER_FIGURES)[number];

export const SITTER_FIGURE_LABELS: Readonly<Record<SitterFigureKey, string>> = Object.freeze({
  answeredInTime: `Requests answered within ${RELIABILITY_ANSWER_HOURS} h`,
  medianResponse: 'Median response time',
  staysCompleted: 'Stays completed',
  sitterCancellations: 'Cancelled by the sitter',
  lateCancellations: `Cancelled within ${RELIABILITY_LATE_CANCELLATION_DAYS} days of the start`,
  missedVisits: 'Missed visits (not excused)',
  repeatOwners: 'Owners who booked again',
});

export const OWNER_FIGURES = ['ownerCancellations', 'lateCancellations', 'meetAndGreetNoShows'] as const;
export type OwnerFigureKey = (typeof OWNER_FIGURES)[number];

export const OWNER_FIGURE_LABELS: Readonly<Record<OwnerFigureKey, string>> = Object.freeze({
  ownerCancellations: 'Cancelled by the owner',
  lateCancellations: `Cancelled within ${RELIABILITY_LATE_CANCELLATION_DAYS} days of the start`,
  meetAndGreetNoShows: 'Did not come to a meet-and-greet',
});

/** The tier's rules, each one a reason it can be missed (named in the notice when it changes). */
export const RELIABLE_TIER_RULE_KEYS = ['completedStays', 'answeredShare', 'lateCancellations', 'missedVisits', 'rating'] as const;
export type ReliableTierRule = (typeof RELIABLE_TIER_RULE_KEYS)[number];

/** Each rule as a sentence, with the numbers of `rules` (the /reliability page and the notices). */
export function reliableTierRuleTexts(rules: Readonly<ReliabilityRules> = RELIABILITY_RULES): Record<ReliableTierRule, string> {
  return {
    completedStays: `At least ${rules.minCompletedStays} completed stays`,
    answeredShare: `At least ${Math.round(rules.minAnsweredShare * 100)} % of the last ${rules.requestSample} requests answered within ${rules.answerHours} h`,
    lateCancellations:
      rules.maxLateCancellations === 0
        ? `No cancellation within ${rules.lateCancellationDays} days of a stay's start`
        : `At most ${rules.maxLateCancellations} cancellations within ${rules.lateCancellationDays} days of a stay's start`,
    missedVisits:
      rules.maxUnexcusedMissedVisits === 0
        ? 'No missed visit that was not excused'
        : `At most ${rules.maxUnexcusedMissedVisits} missed visits that were not excused`,
    rating: `A rating of at least ${rules.minRating}`,
  };
}

/** What the tier is decided on: the raw numbers of the window (shown or not). */
export interface ReliableTierInput {
  completedStays: number;
  answered: number;
  sampled: number;
  lateCancellations: number;
  unexcusedMissedVisits: number;
  rating: number | null;
}

/** The rules a sitter misses, in RELIABLE_TIER_RULE_KEYS order; none means "Reliable sitter". */
export function reliableTierMisses(input: ReliableTierInput, rules: Readonly<ReliabilityRules> = RELIABILITY_RULES): ReliableTierRule[] {
  const misses: ReliableTierRule[] = [];
  if (input.completedStays < rules.minCompletedStays) misses.push('completedStays');
  if (input.sampled === 0 || input.answered / input.sampled < rules.minAnsweredShare) misses.push('answeredShare');
  if (input.lateCancellations > rules.maxLateCancellations) misses.push('lateCancellations');
  if (input.unexcusedMissedVisits > rules.maxUnexcusedMissedVisits) misses.push('missedVisits');
  if (input.rating === null || input.rating < rules.minRating) misses.push('rating');
  return misses;
}

/** GET /api/sitters/{id}/reliability. */
export interface SitterReliability {
  sitterId: string;
  windowDays: number;
  /** Whether the sitter holds the tier now (as the daily recompute last decided it). */
  reliable: boolean;
  figures: Record<SitterFigureKey, ReliabilityFigure>;
  /** The published rating the tier reads, and over how many reviews. */
  rating: { value: number | null; count: number };
}

/** GET /api/users/{id}/reliability: an owner's record (their sitters, admins and the owner). */
export interface OwnerReliability {
  userId: string;
  windowDays: number;
  figures: Record<OwnerFigureKey, ReliabilityFigure>;
}

/** How long a sitter's reply to a late-cancellation entry may be, characters. */
export const RELIABILITY_REPLY_MAX_LENGTH = 1000;

/**
 * A late cancellation by the sitter, listed in their reviews among the published reviews (newest
 * first by `publishedAt`, the cancellation's time) with the sitter's one reply. Names nobody.
 */
export interface LateCancellationEntry {
  kind: 'late_cancellation';
  /** The entry's id (the booking's): POST /api/reliability/entries/{id}/reply. */
  id: string;
  removed: false;
  service: ServiceType;
  /** YYYY-MM of the stay's start. */
  stayMonth: string;
  /** Whole days from the cancellation to the start (0 on the day). */
  daysBefore: number;
  /** "Cancelled a stay 3 days before it began". */
  text: string;
  publishedAt: string;
  reply: { text: string; createdAt: string } | null;
}

/** The entry's sentence. */
export function lateCancellationText(daysBefore: number): string {
  if (daysBefore <= 0) return 'Cancelled a stay on the day it began';
  return `Cancelled a stay ${daysBefore} ${daysBefore === 1 ? 'day' : 'days'} before it began`;
}

/** POST /api/reliability/entries/{id}/reply body. */
export interface ReliabilityReplyInput {
  text: string;
}

/** POST /api/bookings/{id}/cancel body (optional): the sitter says the owner asked for it. */
export interface CancelBookingInput {
  ownerAsked?: boolean;
}

/** GET /api/reliability/owner-asked: cancellations a sitter says this owner asked for, waiting for the owner's word. */
export interface OwnerAskedCancellation {
  bookingId: string;
  sitterFirstName: string;
  service: ServiceType;
  startDate: string;
  cancelledAt: string;
  confirmedAt: string | null;
  /** The standby sitter who took the booking over after this sitter withdrew (docs/standby.md); null when none did. */
  takenOverByFirstName?: string | null;
}

/** Notice kinds of this feature. */
export const RELIABILITY_NOTICE_KINDS = Object.freeze({
  tierGained: 'reliable_tier_gained',
  tierLost: 'reliable_tier_lost',
  ownerAskedCheck: 'cancellation_owner_asked',
} as const);
