/* Meet-and-greets: an owner meets a sitter, with the pets, before a first booking (POST
 * /api/meet-and-greets, the sitter accepts a time or declines, each side reports how it went).
 * The rules: docs/bookings.md#meet-and-greets. */

/** How many times an owner proposes: exactly this many, distinct, in the future. */
export const MEET_AND_GREET_PROPOSED_TIMES = 3;
/** How far ahead a proposed time may be, days. */
export const MEET_AND_GREET_MAX_DAYS_AHEAD = 60;
/** How long a meet-and-greet lasts in the calendar invitation, minutes. */
export const MEET_AND_GREET_DURATION_MINUTES = 30;
/** Longest message with a request, characters. */
export const MEET_AND_GREET_MESSAGE_MAX_LENGTH = 1000;
/** Most unanswered requests one owner may have open at once (to different sitters). */
export const MEET_AND_GREET_OPEN_MAX = 5;
/** Most meet-and-greets GET /api/meet-and-greets returns (newest first). */
export const MEET_AND_GREET_LIST_LIMIT = 100;

/**
 * requested → accepted (a time chosen) | declined; a request the sitter has not answered before
 * its last proposed time reads `expired`.
 */
export const MEET_AND_GREET_STATUSES = ['requested', 'accepted', 'declined', 'expired'] as const;
export type MeetAndGreetStatus = (typeof MEET_AND_GREET_STATUSES)[number];

/** How it went, said by each side after the chosen time. `no_show`: the other side did not come. */
export const MEET_AND_GREET_OUTCOMES = ['went_well', 'not_for_us', 'no_show'] as const;
export type MeetAndGreetOutcome = (typeof MEET_AND_GREET_OUTCOMES)[number];

export const MEET_AND_GREET_OUTCOME_LABELS: Readonly<Record<MeetAndGreetOutcome, string>> = Object.freeze({
  went_well: 'It went well',
  not_for_us: 'Not for us',
  no_show: 'They did not come',
});

/** What the viewer may do now. */
export const MEET_AND_GREET_ACTIONS = ['accept', 'decline', 'report_outcome'] as const;
export type MeetAndGreetAction = (typeof MEET_AND_GREET_ACTIONS)[number];

/**
 * The code (in the 409 body, `code`) of a booking request refused because the sitter asks new
 * owners to meet first and no meet-and-greet with them has happened yet.
 */
export const MEET_AND_GREET_REQUIRED_CODE = 'MEET_AND_GREET_REQUIRED';

/** Notice kind (GET /api/notices) and notification kind of every step of a meet-and-greet. */
export const MEET_AND_GREET_NOTICE_KIND = 'meet_and_greet';

/** POST /api/meet-and-greets body (an owner). */
export interface CreateMeetAndGreetInput {
  sitterId: string;
  /** Exactly MEET_AND_GREET_PROPOSED_TIMES ISO 8601 instants, distinct, in the future, within MEET_AND_GREET_MAX_DAYS_AHEAD days. */
  proposedTimes: string[];
  message: string;
}

/** POST /api/meet-and-greets/{id}/accept body (the sitter): one of the proposed times. */
export interface AcceptMeetAndGreetInput {
  time: string;
}

/** POST /api/meet-and-greets/{id}/outcome body (either side, once, after the chosen time). */
export interface MeetAndGreetOutcomeInput {
  outcome: MeetAndGreetOutcome;
}

export interface MeetAndGreetParty {
  id: string;
  firstName: string;
  lastInitial: string;
}

/** A meet-and-greet as one of its two people sees it. */
export interface MeetAndGreet {
  id: string;
  /** Which side the viewer is on. */
  viewerRole: 'owner' | 'sitter';
  owner: MeetAndGreetParty;
  /** The sitter, with the suburb where they meet (no address). */
  sitter: MeetAndGreetParty & { suburb: string; state: string };
  status: MeetAndGreetStatus;
  /** In the order the owner gave them. */
  proposedTimes: string[];
  chosenTime: string | null;
  /** The sitter's zone: times are shown in it. */
  timeZone: string;
  message: string;
  createdAt: string;
  answeredAt: string | null;
  /** What each side said afterwards (null until they do). */
  outcomes: { owner: MeetAndGreetOutcome | null; sitter: MeetAndGreetOutcome | null };
  actions: MeetAndGreetAction[];
}
