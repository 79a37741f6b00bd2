import { type ListPage } from './audit.js';
import { query, segment } from './paths.js';

/**
 * Trust: sitter review before listing, verifications and badges. Shared by the API's
 * sitters/, search/ and verifications/ features and the app's sitter, search and admin screens.
 * docs/trust.md describes the model.
 */

/** Where a sitter profile is in Pawpal's review. Only `approved` profiles are listed. */
export const SITTER_REVIEW_STATUSES = ['pending_review', 'approved', 'rejected'] as const;
/** One of SITTER_REVIEW_STATUSES. */
export type SitterReviewStatus = (typeof SITTER_REVIEW_STATUSES)[number];

/** What the sitter is told while their profile waits for review. */
export const SITTER_REVIEW_PENDING_MESSAGE = 'Your profile is being reviewed — usually within 2 business days';

/** The documents a sitter can submit: photo ID, and optionally a National Police Check. */
export const VERIFICATION_KINDS = ['id', 'police_check'] as const;
/** One of VERIFICATION_KINDS. */
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** One of VERIFICATION_STATUSES. */
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Document types a verification accepts (images or a PDF), checked by content, not by name. */
export const VERIFICATION_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
/** Largest verification document, in bytes (10 MB). */
export const MAX_VERIFICATION_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** A police check badge lasts this many months from the certificate's date. */
export const POLICE_CHECK_VALID_MONTHS = 12;
/**
 * Where "today" is read when refusing a police check dated in the future: certificates are dated
 * in Australia, whose east coast starts each day up to 11 hours before UTC does (a certificate
 * issued this morning in Sydney is still dated "tomorrow" in UTC).
 */
export const POLICE_CHECK_DATE_TIME_ZONE = 'Australia/Sydney';
/** The sitter is told this many days before a badge expires. */
export const BADGE_EXPIRY_WARNING_DAYS = 30;
/** Default days a decided verification's document is kept before the file is deleted (VERIFICATION_RETENTION_DAYS). */
export const DEFAULT_VERIFICATION_RETENTION_DAYS = 30;

/** Badge kinds shown on profiles and search results; also the search filter `verified`. */
export const BADGE_KINDS = ['id_verified', 'police_checked'] as const;
/** One of BADGE_KINDS. */
export type BadgeKind = (typeof BADGE_KINDS)[number];

/** A badge on a public profile or search result. */
export interface Badge {
  kind: BadgeKind;
  verifiedAt: string;
  /** null: does not expire (photo ID). */
  expiresAt: string | null;
}

/** POST /api/sitters/me/verifications answer (201), and rows of the sitter's and the admin's lists. */
export interface Verification {
  id: string;
  kind: VerificationKind;
  status: VerificationStatus;
  /** The private document (only the sitter and admins may read it); null once deleted after the retention period. */
  documentUrl: string | null;
  submittedAt: string;
  decidedAt?: string | null;
  /** Rejection reason. */
  reason?: string | null;
  /** Approved police check: when its badge expires (YYYY-MM-DD), policeCheckExpiresOn(certificateDate). */
  expiresOn?: string | null;
  /** Approved police check: the date printed on the certificate (YYYY-MM-DD); null for checks approved before it was recorded. */
  certificateDate?: string | null;
}

/** Admin's view of a verification: whose it is. */
export interface AdminVerification extends Verification {
  sitter: { id: string; firstName: string; lastName: string; email: string };
}

/**
 * POST /api/admin/verifications/{id}/approve body. A police check REQUIRES `certificateDate`, the
 * date printed on the certificate: the server works out the expiry from it
 * (`policeCheckExpiresOn`), so an admin types the one date they can read and no expiry can be
 * stretched. A photo ID takes neither field (its badge does not expire).
 */
export interface ApproveVerificationInput {
  /** YYYY-MM-DD: the police check certificate's date; not in the future, and less than POLICE_CHECK_VALID_MONTHS old. */
  certificateDate?: string;
  /**
   * Deprecated: the expiry is computed from `certificateDate`. Still accepted from older clients
   * only together with `certificateDate` and only when it equals `policeCheckExpiresOn(certificateDate)`;
   * alone it is refused (400). See docs/trust.md, "Decisions".
   */
  expiresOn?: string;
}

/**
 * YYYY-MM-DD `months` calendar months after `date` (YYYY-MM-DD). When the target month has no such
 * day, the month's last day: 2024-02-29 + 12 months = 2025-02-28, 2026-08-31 + 6 months = 2027-02-28
 * (the same rule as Postgres' `date + interval`). Pure calendar arithmetic, no time zone.
 */
export function addCalendarMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The day a police check's badge expires: POLICE_CHECK_VALID_MONTHS calendar months after the
 * certificate's date, on the month's last day when that day does not exist (a certificate dated
 * 2024-02-29 expires on 2025-02-28). The badge is shown until the start of that day, in UTC, so
 * its last day is the day before (docs/trust.md, "Badges").
 */
export function policeCheckExpiresOn(certificateDate: string): string {
  return addCalendarMonths(certificateDate, POLICE_CHECK_VALID_MONTHS);
}

/** Why a police check cannot be approved with a certificate date: dated in the future, or its badge would already have expired. */
export type PoliceCertificateProblem = 'future' | 'expired';

/**
 * The rule for a certificate's date on approval (the API enforces it; the admin console checks it
 * before sending). `today.utc` is today's date in UTC, the calendar badges expire on;
 * `today.issued` is today's date in POLICE_CHECK_DATE_TIME_ZONE, the calendar certificates are
 * dated in. Refused: a date after `today.issued`, and a date whose badge would expire today or
 * earlier (a certificate dated exactly POLICE_CHECK_VALID_MONTHS months ago has expired).
 */
export function policeCertificateProblem(
  certificateDate: string,
  today: { utc: string; issued: string },
): PoliceCertificateProblem | undefined {
  if (certificateDate > today.issued) return 'future';
  if (policeCheckExpiresOn(certificateDate) <= today.utc) return 'expired';
  return undefined;
}

/** POST .../reject bodies (verifications, sitter profiles). */
export interface RejectInput {
  reason: string;
}

/** GET /api/sitters/me/review: the sitter's own review status and what is still missing. */
export interface SitterReviewState {
  status: SitterReviewStatus;
  /** Set when rejected. */
  reason: string | null;
  submittedAt: string | null;
  reviewedAt: string | null;
  /** Human-readable items still missing before approval (e.g. "Upload a photo ID"). */
  missing: string[];
}

/** Human-readable names of the document kinds. */
export const VERIFICATION_KIND_LABELS: Readonly<Record<VerificationKind, string>> = Object.freeze({
  id: 'Photo ID',
  police_check: 'National Police Check',
});

/** Human-readable names of the badges. */
export const BADGE_LABELS: Readonly<Record<BadgeKind, string>> = Object.freeze({
  id_verified: 'ID verified',
  police_checked: 'Police checked',
});

/** The multipart field carrying the document kind (the file goes in `file`, UPLOAD_FIELD). */
export const VERIFICATION_KIND_FIELD = 'kind';

/** Items of SitterReviewState.missing (the API sends these exact strings; the dashboard shows them). */
export const SITTER_REVIEW_MISSING = Object.freeze({
  photoId: 'Upload a photo ID (driver licence or passport)',
  photoIdPending: 'Your photo ID is waiting to be checked by our team',
  photoIdRejected: 'Your photo ID was not accepted: upload a new one',
  profilePhoto: 'Add at least one photo to your profile',
});

/** One sitter in the admin's review queue (GET /api/admin/sitters). */
export interface AdminSitterReview {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  headline: string;
  about: string;
  suburb: string;
  state: string;
  photoUrls: string[];
  avatarUrl: string | null;
  status: SitterReviewStatus;
  reason: string | null;
  submittedAt: string | null;
  reviewedAt: string | null;
  /** What the sitter has not done yet (the same list the sitter sees). */
  missing: string[];
  /** The sitter's verification documents, newest first. */
  verifications: Verification[];
}

/** An admin queue page: the page, and how many items are in each status (the tabs' counts). */
export interface AdminQueuePage<T, S extends string> extends ListPage<T> {
  counts: Record<S, number>;
}

/** GET /api/admin/sitters answer. */
export type AdminSitterReviewPage = AdminQueuePage<AdminSitterReview, SitterReviewStatus>;
/** GET /api/admin/verifications answer. */
export type AdminVerificationPage = AdminQueuePage<AdminVerification, VerificationStatus>;

/** Notice kinds this feature sends (GET /api/notices). */
export const VERIFICATION_NOTICE_KINDS = Object.freeze({
  sitterApproved: 'sitter_approved',
  sitterRejected: 'sitter_rejected',
  verificationApproved: 'verification_approved',
  verificationRejected: 'verification_rejected',
  badgeExpiring: 'badge_expiring',
  badgeExpired: 'badge_expired',
});

/** The trust feature's endpoint URLs (ids encoded). */
export const verificationApiPaths = Object.freeze({
  /** GET: the signed-in sitter's review state. */
  mySitterReview: () => '/api/sitters/me/review',
  /** POST, no body: a rejected sitter asks for review again. */
  resubmitMySitterReview: () => '/api/sitters/me/review/resubmit',
  /** GET (own list) / POST (multipart `kind` + `file`): the sitter's verification documents. */
  myVerifications: () => '/api/sitters/me/verifications',
  /** GET: a verification's private document (the sitter and admins only). */
  verificationDocument: (verificationId: string) => `/api/verifications/${segment(verificationId)}/document`,
  /** GET: sitter profiles by review status (admin). */
  adminSitters: (filter: { status?: SitterReviewStatus; page?: number; pageSize?: number } = {}) => {
    const search = query(filter);
    return search ? `/api/admin/sitters?${search}` : '/api/admin/sitters';
  },
  /** POST: approve a sitter profile (admin). */
  adminApproveSitter: (sitterId: string) => `/api/admin/sitters/${segment(sitterId)}/approve`,
  /** POST { reason }: reject a sitter profile (admin). */
  adminRejectSitter: (sitterId: string) => `/api/admin/sitters/${segment(sitterId)}/reject`,
  /** GET: verifications by status (admin). */
  adminVerifications: (filter: { status?: VerificationStatus; page?: number; pageSize?: number } = {}) => {
    const search = query(filter);
    return search ? `/api/admin/verifications?${search}` : '/api/admin/verifications';
  },
  /** POST { certificateDate? }: approve a verification (admin); a police check needs its certificate's date. */
  adminApproveVerification: (verificationId: string) => `/api/admin/verifications/${segment(verificationId)}/approve`,
  /** POST { reason }: reject a verification (admin). */
  adminRejectVerification: (verificationId: string) => `/api/admin/verifications/${segment(verificationId)}/reject`,
});
