/**
 * The referral program: every member has a code and a link; a friend who signs up with
 * it gets a discount on their first booking (funded by Pawpal: the sitter is paid on the full
 * price), and the member gets a credit on their next booking when that first stay completes.
 */
import { API_SIGNUP_PATH, query, segment } from './paths.js';

/** The friend's discount on their first booking, in cents (REFERRAL_DISCOUNT_CENTS). */
export const DEFAULT_REFERRAL_DISCOUNT_CENTS = 2000;
/** The member's credit when a friend's first stay completes, in cents (REFERRAL_CREDIT_CENTS). */
export const DEFAULT_REFERRAL_CREDIT_CENTS = 2000;
/** A credit expires this many months after it was granted. */
export const REFERRAL_CREDIT_EXPIRY_MONTHS = 12;
/** A discount or credit never brings what the owner pays below this (Stripe's smallest AUD charge). */
export const MIN_AMOUNT_DUE_CENTS = 50;
/** At most this many referrals are rewarded per member in any 12 months. */
export const MAX_REWARDED_REFERRALS_PER_YEAR = 10;
/** How many friends GET /api/referrals/me lists (newest first). */
export const REFERRALS_LIST_LIMIT = 100;
/** Letters and digits of a code (no 0/O, 1/I/L: read aloud and typed without mistakes). */
export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** A code's length (31^8 ≈ 8.5 × 10^11 codes: not guessable by trying). */
export const REFERRAL_CODE_LENGTH = 8;
/** The longest referralCode the sign-up accepts (anything longer cannot be a code). */
export const REFERRAL_CODE_MAX_LENGTH = 32;

/** `ab c2-3d` → `ABC23D`: what a typed or pasted code is compared as (spaces and dashes dropped, upper case). */
export function normaliseReferralCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * - `joined`: signed up with the code, no paid booking yet;
 * - `booked`: their first booking is paid (the discount was used);
 * - `rewarded`: that stay completed and the credit was granted;
 * - `reversed`: the stay was refunded, so the credit was taken back;
 * - `not_rewarded`: no credit (the yearly limit was reached, or the accounts share a card or a
 *   bank account: see the admin list).
 */
export const REFERRAL_STATUSES = ['joined', 'booked', 'rewarded', 'reversed', 'not_rewarded'] as const;
/** One of REFERRAL_STATUSES. */
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** A friend who joined with the member's code. */
export interface ReferredFriend {
  firstName: string;
  joinedAt: string;
  status: ReferralStatus;
}

/** GET /api/referrals/me. */
export interface MyReferrals {
  /** e.g. `K7M2QX9P`. */
  code: string;
  /** The sign-up link carrying the code (`…/api/login?mode=signup&ref=CODE`). */
  link: string;
  referred: ReferredFriend[];
  /** Credit the member can use on their next booking now (granted, not used, not expired). */
  creditCents: number;
  /** The friend's discount and the member's credit, in cents (the program's terms, as configured). */
  discountCents: number;
  rewardCents: number;
}

/** The optional field POST /api/auth/signup (and the sign-up form) takes besides SignupInput. */
export interface ReferralSignupInput {
  /** A member's code (from a `?ref=CODE` link); one that does not exist does not stop the sign-up. */
  referralCode?: string;
}

/**
 * Why a code given at sign-up was not applied: no such code; the member's own (a second address of
 * their mailbox); or this person's mailbox has joined with a referral before (a referral is once per
 * person, even after the account was deleted).
 */
export const REFERRAL_NOT_APPLIED_REASONS = ['unknown_code', 'own_code', 'already_referred'] as const;
export type ReferralNotAppliedReason = (typeof REFERRAL_NOT_APPLIED_REASONS)[number];

/** What the member reads when their code was not applied. */
export const REFERRAL_NOT_APPLIED_MESSAGES: Readonly<Record<ReferralNotAppliedReason, string>> = {
  unknown_code: 'That referral code does not exist, so no discount was added. Your account is ready.',
  own_code: 'You cannot use your own referral code.',
  already_referred: 'A referral applies once per person, and this email address has joined with one before. Your account is ready.',
};

/** The sign-up's answer about the code, when one was given. */
export interface ReferralApplication {
  applied: boolean;
  /** When not applied. */
  reason?: ReferralNotAppliedReason;
  message?: string;
}

/** Why an admin should look at a referral. */
export const REFERRAL_FLAGS = ['shared_card', 'shared_payout_account', 'yearly_limit'] as const;
export type ReferralFlag = (typeof REFERRAL_FLAGS)[number];

/** A row of GET /api/admin/referrals. */
export interface AdminReferral {
  id: string;
  referrer: { id: string; firstName: string; lastName: string; email: string };
  friend: { id: string; firstName: string; lastName: string; email: string };
  code: string;
  joinedAt: string;
  status: ReferralStatus;
  /** Why the referral was not rewarded (a card or bank account shared by both, or the yearly limit). */
  flag: ReferralFlag | null;
  creditCents: number;
  rewardedAt: string | null;
}

/** GET /api/admin/referrals?flagged=true&page= answer. */
export interface AdminReferralList {
  referrals: AdminReferral[];
  page: number;
  pageSize: number;
  total: number;
}

/** The referral endpoints' URLs. */
export const referralApiPaths = Object.freeze({
  /** GET: the signed-in member's code, link, friends and credit. */
  me: () => '/api/referrals/me',
  /** GET (admins): referrals, newest first; `flagged` keeps those with a flag. */
  adminList: (params: { flagged?: boolean; page?: number } = {}) => {
    const search = query({ flagged: params.flagged ? 'true' : undefined, page: params.page });
    return `/api/admin/referrals${search ? `?${search}` : ''}`;
  },
});

/** The sign-up page with a member's code: what the link shares. */
export function referralSignupPath(code: string): string {
  return `${API_SIGNUP_PATH}&ref=${segment(code)}`;
}
