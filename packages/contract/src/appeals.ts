/* A fair process: every adverse decision names a published community rule, and the member it is
 * against may appeal it once to a different admin. The rules, timelines and what an overturn
 * restores: docs/appeals.md. */

/** Days after a decision within which its member may appeal it (once). */
export const APPEAL_WINDOW_DAYS = 14;
/**
 * Business days (Monday to Friday in APPEAL_BUSINESS_TIME_ZONE; public holidays are not skipped)
 * within which an admin other than the decider decides an appeal: the promise shown to the member.
 */
export const APPEAL_DECISION_DAYS = 5;
/** The calendar business days are counted in (Pawpal's support desk). */
export const APPEAL_BUSINESS_TIME_ZONE = 'Australia/Sydney';
/** Longest appeal statement, characters. */
export const APPEAL_STATEMENT_MAX_LENGTH = 4000;
/** Longest reason an admin gives for deciding an appeal, characters. */
export const APPEAL_REASON_MAX_LENGTH = 2000;
/** Most photos an appeal may carry (ids from POST /api/uploads/images, the appellant's own). */
export const APPEAL_MAX_PHOTOS = 6;
/** Most decisions GET /api/decisions lists (newest first). */
export const MEMBER_DECISIONS_LIMIT = 100;

/** One published community rule: what every adverse decision names. */
export interface CommunityRule {
  id: string;
  title: string;
  /** What the rule asks of members, in a sentence or two (shown on /community-rules and with each decision). */
  summary: string;
}

/** The fixed, published list of community rules (the /community-rules page renders exactly this). */
export const COMMUNITY_RULES = Object.freeze([
  {
    id: 'honest_profile',
    title: 'Honest profiles',
    summary:
      'Your name, photos, experience and services describe you truthfully, and your profile is complete enough for owners to choose.',
  },
  {
    id: 'genuine_documents',
    title: 'Genuine, current documents',
    summary: 'Identity documents and police checks you upload are your own, readable, unaltered and current.',
  },
  {
    id: 'pet_safety',
    title: "Pets' safety and care",
    summary: "Pets are cared for as agreed in the care plan; a pet's health and safety come before anything else.",
  },
  {
    id: 'respectful_conduct',
    title: 'Respect for every member',
    summary: 'No harassment, threats, discrimination or abusive language towards anyone on Pawpal.',
  },
  {
    id: 'fair_reviews',
    title: 'Fair, first-hand reviews',
    summary: 'Reviews describe your own stay, stay on topic, and contain no personal details, abuse or offers.',
  },
  {
    id: 'pay_through_pawpal',
    title: 'Bookings and payments through Pawpal',
    summary: 'Stays found on Pawpal are booked and paid on Pawpal, so both sides keep its protections.',
  },
  {
    id: 'privacy',
    title: "Others' privacy",
    summary: "Do not share another member's address, phone number, photos or messages outside the booking.",
  },
  {
    id: 'keep_commitments',
    title: 'Keeping your commitments',
    summary: 'Accept only stays you can do, turn up for every visit, and tell the other side early when plans change.',
  },
  {
    id: 'the_law',
    title: 'The law',
    summary: 'Nothing illegal on or through Pawpal, including animal cruelty, fraud and unlicensed services.',
  },
] as const satisfies readonly CommunityRule[]);

export type CommunityRuleId = (typeof COMMUNITY_RULES)[number]['id'];
export const COMMUNITY_RULE_IDS: readonly CommunityRuleId[] = Object.freeze(COMMUNITY_RULES.map((rule) => rule.id));

/** The rule with this id, or undefined. */
export function communityRule(id: string): CommunityRule | undefined {
  return COMMUNITY_RULES.find((rule) => rule.id === id);
}

/** The adverse decisions a member may appeal. */
export const ADVERSE_DECISION_KINDS = [
  'profile_rejected',
  'verification_rejected',
  'review_removed',
  'suspension',
  'report_upheld',
] as const;
export type AdverseDecisionKind = (typeof ADVERSE_DECISION_KINDS)[number];

export const ADVERSE_DECISION_LABELS: Readonly<Record<AdverseDecisionKind, string>> = Object.freeze({
  profile_rejected: 'Sitter profile not approved',
  verification_rejected: 'Document not accepted',
  review_removed: 'Review removed',
  suspension: 'Account suspended',
  report_upheld: 'Report upheld',
});

/**
 * `rule`, sent beside `reason` with each adverse admin action (a CommunityRuleId; unknown: 400
 * naming the list). The admin console always sends one; a client written before rules existed
 * may leave it out, and the action's usual rule (DEFAULT_RULE_OF_DECISION) is recorded, so the
 * member still reads a rule and may appeal.
 */
export interface RuleInput {
  rule?: CommunityRuleId;
}

/** The rule recorded when an adverse action's body names none (older clients). */
export const DEFAULT_RULE_OF_DECISION: Readonly<Record<AdverseDecisionKind, CommunityRuleId>> = Object.freeze({
  profile_rejected: 'honest_profile',
  verification_rejected: 'genuine_documents',
  review_removed: 'fair_reviews',
  suspension: 'respectful_conduct',
  report_upheld: 'respectful_conduct',
});

/** The admin's answer to an adverse action carries the decision it recorded. */
export type WithDecision<T> = T & { decisionId: string };

export const APPEAL_STATUSES = ['open', 'upheld', 'overturned'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export const APPEAL_OUTCOMES = ['upheld', 'overturned'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

/** POST /api/appeals body. */
export interface AppealInput {
  decisionId: string;
  statement: string;
  /** The appellant's own uploads (POST /api/uploads/images), APPEAL_MAX_PHOTOS at most. */
  uploadIds?: string[];
  /**
   * A suspended member cannot sign in: the suspension email carries this single-use token, which
   * stands in for the session for this one appeal (photos need a session, so none with a token).
   */
  appealToken?: string;
}

/** POST /api/admin/appeals/{id}/decide body. */
export interface DecideAppealInput {
  outcome: AppealOutcome;
  reason: string;
}

/** An appeal as its member sees it. */
export interface MemberAppeal {
  id: string;
  status: AppealStatus;
  statement: string;
  photoUrls: string[];
  submittedAt: string;
  /** The end of the APPEAL_DECISION_DAYS-th business day after submission (Sydney). */
  decideBy: string;
  decidedAt: string | null;
  /** The deciding admin's reason (never their name). */
  reason: string | null;
}

/** GET /api/decisions item: an adverse decision about the signed-in member. No other member is named. */
export interface MemberDecision {
  id: string;
  kind: AdverseDecisionKind;
  kindLabel: string;
  rule: CommunityRule;
  /** What happened, in words for the member (never a reporter's identity). */
  summary: string;
  decidedAt: string;
  /** in_force, or overturned on appeal. */
  status: 'in_force' | 'overturned';
  /** decidedAt + APPEAL_WINDOW_DAYS. */
  appealableUntil: string;
  /** Whether an appeal may be filed now: none yet and the window still open. */
  canAppeal: boolean;
  appeal: MemberAppeal | null;
}

/** GET /api/admin/appeals item. */
export interface AdminAppeal extends MemberAppeal {
  overdue: boolean;
  member: { id: string; name: string; email: string };
  decidedBy: { id: string; name: string } | null;
  decision: {
    id: string;
    kind: AdverseDecisionKind;
    rule: CommunityRule;
    summary: string;
    /** The first decider's own reason, as they gave it. */
    reason: string;
    decidedAt: string;
    decidedBy: { id: string; name: string };
    targetType: string;
    targetId: string;
  };
}

/** GET /api/admin/appeals/metrics: over every appeal so far. */
export interface AppealMetrics {
  open: number;
  overdue: number;
  decided: number;
  upheld: number;
  overturned: number;
  /** overturned / decided; null before any is decided. */
  overturnRate: number | null;
  /** Median hours from submission to decision; null before any is decided. */
  medianDecisionHours: number | null;
  /** Decided appeals decided by their deadline. */
  decidedInTime: number;
}

/** Notice kinds (GET /api/notices) this feature sends. */
export const APPEAL_NOTICE_KINDS = Object.freeze({
  decided: 'appeal_decided',
});

/** The API's URLs of this feature. */
export const appealApiPaths = Object.freeze({
  decisions: '/api/decisions',
  appeals: '/api/appeals',
  adminAppeals: (status?: AppealStatus) => (status ? `/api/admin/appeals?status=${status}` : '/api/admin/appeals'),
  adminAppealDecide: (appealId: string) => `/api/admin/appeals/${encodeURIComponent(appealId)}/decide`,
  adminAppealMetrics: '/api/admin/appeals/metrics',
});

/** The app's pages of this feature. */
export const appealPaths = Object.freeze({
  communityRules: '/community-rules',
  decisions: '/account/decisions',
  /** The page a suspension email links to (signed out, with the single-use token). */
  suspensionAppeal: '/appeal',
  adminAppeals: '/admin/appeals',
});
