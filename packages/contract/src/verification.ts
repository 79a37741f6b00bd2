/**
 * Trust (issue 9): sitter review before listing, verifications and badges. Shared by the API's
 * sitters/, search/ and verifications/ features and the app's sitter, search and admin screens.
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
  /** Approved police check: when its badge expires (YYYY-MM-DD). */
  expiresOn?: string | null;
}

/** Admin's view of a verification: whose it is. */
export interface AdminVerification extends Verification {
  sitter: { id: string; firstName: string; lastName: string; email: string };
}

/** POST /api/admin/verifications/{id}/approve body. */
export interface ApproveVerificationInput {
  /** YYYY-MM-DD: when the badge expires (a police check: 12 months after the certificate's date). */
  expiresOn?: string;
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
