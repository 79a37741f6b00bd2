import {
  OWNER_FIGURES,
  type OwnerFigureKey,
  RELIABILITY_NEW_LABEL,
  RELIABILITY_RULES,
  type ReliabilityFigure,
  type ReliabilityRules,
  type ReliableTierInput,
  SITTER_FIGURES,
  type SitterFigureKey,
} from '@pawpal/contract';

/*
 * The records as pure functions over rows (docs/reliability.md): reliability-reads.ts loads the
 * rows of the window, these count them. No clock and no database here, so the golden tests give
 * rows and compare figures computed by hand.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A booking request the sitter received (any outcome). */
export interface RequestRow {
  createdAt: Date;
  /** When the sitter accepted or declined; null while unanswered. */
  answeredAt: Date | null;
  /** When the owner withdrew it unanswered (cancelled before an answer); null otherwise. */
  withdrawnAt: Date | null;
}

/** A booking that was accepted and then ended (completed or cancelled). */
export interface EndedBookingRow {
  ownerId: string;
  startsAt: Date;
  status: 'completed' | 'cancelled';
  /** When it completed or was cancelled. */
  endedAt: Date;
  cancelledBy: 'owner' | 'sitter' | 'admin' | null;
  /** The sitter said the owner asked for the cancellation, and the owner confirmed it. */
  ownerAsked: boolean;
}

/** A visit or walk whose time to be missed has passed. */
export interface VisitRow {
  missed: boolean;
  excused: boolean;
}

export interface SitterHistory {
  /** Requests created in the window, any order. */
  requests: RequestRow[];
  /** Accepted bookings that ended in the window. */
  bookings: EndedBookingRow[];
  /** Visits and walks due in the window whose missing time has passed. */
  visits: VisitRow[];
  rating: { value: number | null; count: number };
}

export interface OwnerHistory {
  /** The owner's accepted bookings that ended in the window. */
  bookings: EndedBookingRow[];
  /** The owner's meet-and-greets held in the window, and those the sitter reported them absent from. */
  meetAndGreets: { held: number; noShows: number };
}

export interface SitterRecord {
  figures: Record<SitterFigureKey, ReliabilityFigure>;
  tier: ReliableTierInput;
}

/** Whether a cancellation was made less than `lateCancellationDays` before the start. */
export function isLateCancellation(cancelledAt: Date, startsAt: Date, rules: Readonly<ReliabilityRules> = RELIABILITY_RULES): boolean {
  return startsAt.getTime() - cancelledAt.getTime() < rules.lateCancellationDays * DAY_MS;
}

/** Whole days from a cancellation to the start (0 on the day or after). */
export function daysBeforeStart(cancelledAt: Date, startsAt: Date): number {
  return Math.max(0, Math.floor((startsAt.getTime() - cancelledAt.getTime()) / DAY_MS));
}

/** "2 h 10 min", "45 min", "1 day 3 h". */
export function durationText(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  if (hours < 24) return whole % 60 === 0 ? `${hours} h` : `${hours} h ${whole % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} ${days === 1 ? 'day' : 'days'}` : `${days} ${days === 1 ? 'day' : 'days'} ${hours % 24} h`;
}

function hidden(): ReliabilityFigure {
  return { shown: false, count: null, total: null, value: null, text: RELIABILITY_NEW_LABEL };
}

/** `count` of `total` `noun`s, hidden below the minimum number of events. */
function figure(count: number, total: number, noun: string, rules: Readonly<ReliabilityRules>, value: number = count): ReliabilityFigure {
  if (total < rules.minEvents) return hidden();
  return { shown: true, count, total, value, text: `${count} of ${total} ${noun}` };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The requests the answer rate is over: the newest `requestSample` whose outcome is known — answered,
 * or `answerHours` gone by — leaving out those the owner withdrew before the hours ran out
 * unanswered (the sitter had no fair chance to answer).
 */
export function requestSample(requests: RequestRow[], now: Date, rules: Readonly<ReliabilityRules> = RELIABILITY_RULES): RequestRow[] {
  const limit = rules.answerHours * HOUR_MS;
  return requests
    .filter((request) => {
      if (request.answeredAt) return true;
      const deadline = request.createdAt.getTime() + limit;
      if (request.withdrawnAt && request.withdrawnAt.getTime() < deadline) return false;
      return now.getTime() >= deadline;
    })
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, rules.requestSample);
}

/** A sitter's figures and the numbers their tier is decided on. */
export function sitterRecord(history: SitterHistory, now: Date, rules: Readonly<ReliabilityRules> = RELIABILITY_RULES): SitterRecord {
  const sample = requestSample(history.requests, now, rules);
  const limit = rules.answerHours * HOUR_MS;
  const answeredMinutes = sample
    .filter((request) => request.answeredAt)
    .map((request) => (request.answeredAt!.getTime() - request.createdAt.getTime()) / 60_000);
  const inTime = answeredMinutes.filter((minutes) => minutes * 60_000 <= limit).length;

  const ended = history.bookings;
  const completed = ended.filter((booking) => booking.status === 'completed');
  const bySitter = ended.filter((booking) => booking.status === 'cancelled' && booking.cancelledBy === 'sitter' && !booking.ownerAsked);
  const late = bySitter.filter((booking) => isLateCancellation(booking.endedAt, booking.startsAt, rules));
  const missed = history.visits.filter((visit) => visit.missed && !visit.excused).length;

  const staysPerOwner = new Map<string, number>();
  for (const booking of completed) staysPerOwner.set(booking.ownerId, (staysPerOwner.get(booking.ownerId) ?? 0) + 1);
  const repeat = [...staysPerOwner.values()].filter((stays) => stays >= 2).length;

  const response = answeredMinutes.length < rules.minEvents ? hidden() : medianFigure(median(answeredMinutes), answeredMinutes.length);
  const figures: Record<SitterFigureKey, ReliabilityFigure> = {
    answeredInTime: figure(inTime, sample.length, 'requests', rules, sample.length === 0 ? 0 : inTime / sample.length),
    medianResponse: response,
    staysCompleted: figure(completed.length, ended.length, 'bookings', rules),
    sitterCancellations: figure(bySitter.length, ended.length, 'bookings', rules),
    lateCancellations: figure(late.length, ended.length, 'bookings', rules),
    missedVisits: figure(missed, history.visits.length, 'visits', rules),
    repeatOwners: figure(repeat, staysPerOwner.size, 'owners', rules),
  };
  // Every key once, in the contract's order.
  const ordered = Object.fromEntries(SITTER_FIGURES.map((key) => [key, figures[key]])) as Record<SitterFigureKey, ReliabilityFigure>;
  return {
    figures: ordered,
    tier: {
      completedStays: completed.length,
      answered: inTime,
      sampled: sample.length,
      lateCancellations: late.length,
      unexcusedMissedVisits: missed,
      rating: history.rating.count > 0 ? history.rating.value : null,
    },
  };
}

function medianFigure(minutes: number, answered: number): ReliabilityFigure {
  return {
    shown: true,
    count: answered,
    total: answered,
    value: Math.round(minutes),
    text: `${durationText(minutes)} over ${answered} answered requests`,
  };
}

/** An owner's figures: their cancellations of accepted bookings, the late ones, and meet-and-greets missed. */
export function ownerRecord(
  history: OwnerHistory,
  rules: Readonly<ReliabilityRules> = RELIABILITY_RULES,
): Record<OwnerFigureKey, ReliabilityFigure> {
  const ended = history.bookings;
  const byOwner = ended.filter((booking) => booking.status === 'cancelled' && booking.cancelledBy === 'owner');
  const late = byOwner.filter((booking) => isLateCancellation(booking.endedAt, booking.startsAt, rules));
  const figures: Record<OwnerFigureKey, ReliabilityFigure> = {
    ownerCancellations: figure(byOwner.length, ended.length, 'bookings', rules),
    lateCancellations: figure(late.length, ended.length, 'bookings', rules),
    meetAndGreetNoShows: figure(history.meetAndGreets.noShows, history.meetAndGreets.held, 'meet-and-greets', rules),
  };
  return Object.fromEntries(OWNER_FIGURES.map((key) => [key, figures[key]])) as Record<OwnerFigureKey, ReliabilityFigure>;
}
