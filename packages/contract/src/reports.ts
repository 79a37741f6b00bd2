import { type ListPage } from './audit.js';
import { query, segment } from './paths.js';

/*
 * Reports: any signed-in user reports a sitter profile, a user, a chat message or a
 * review (POST /api/reports); admins resolve or dismiss open reports with a note, and the reporter
 * is told it was handled.
 */

/** What can be reported. `sitter` and `user` ids are user ids; `message` a chat message id; `review` a review id. */
export const REPORT_TARGET_TYPES = ['sitter', 'user', 'message', 'review'] as const;
/** One of REPORT_TARGET_TYPES. */
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** Why something is reported. */
export const REPORT_REASONS = [
  'safety_concern',
  'harassment',
  'scam_or_fraud',
  'fake_or_misleading',
  'inappropriate_content',
  'spam',
  'other',
] as const;
/** One of REPORT_REASONS. */
export type ReportReason = (typeof REPORT_REASONS)[number];
/** Each reason in words, for the report menu and the admin queue. */
export const REPORT_REASON_LABELS = Object.freeze({
  safety_concern: 'Safety concern for people or pets',
  harassment: 'Harassment or threats',
  scam_or_fraud: 'Scam, fraud or payment outside Pawpal',
  fake_or_misleading: 'Fake or misleading',
  inappropriate_content: 'Inappropriate content',
  spam: 'Spam',
  other: 'Something else',
} as const satisfies Record<ReportReason, string>);

/** Longest report details, characters. */
export const REPORT_DETAILS_MAX_LENGTH = 2000;

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
/** One of REPORT_STATUSES. */
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Notice kind the reporter gets when an admin handles their report (GET /api/notices). */
export const REPORT_NOTICE_KIND = 'report_handled';

/**
 * POST /api/reports body. `details` is optional (empty when left out). `bookingId` names the stay
 * the report is about (optional; the reporter must be its owner or sitter, and what is reported
 * the other side of it): while such a report by the owner is open, that stay's payout is held.
 */
export interface ReportInput {
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  details?: string;
  bookingId?: string;
}

/** POST /api/reports answer (201). */
export interface Report {
  id: string;
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  details: string;
  status: ReportStatus;
  createdAt: string;
  /** The stay the report is about, or null. */
  bookingId: string | null;
}

/** A row of GET /api/admin/reports. */
export interface AdminReport extends Report {
  reporter: { id: string; name: string };
  /** What was reported, for the admin: a short description and an app path to look at it (null when none). */
  target: { label: string; link: string | null; excerpt: string | null };
  handledAt: string | null;
  handledBy: { id: string; name: string } | null;
  note: string | null;
}

/** GET /api/admin/reports query (status defaults to open). */
export interface AdminReportsQuery {
  status?: ReportStatus;
  page?: number;
  pageSize?: number;
}

/** POST /api/admin/reports/{id}/resolve and /dismiss body. */
export interface HandleReportInput {
  note: string;
}

/** GET /api/admin/reports answer. */
export type AdminReportList = ListPage<AdminReport>;

/** The reports feature's API URLs. */
export const reportsApiPaths = Object.freeze({
  /** POST: report something. */
  reports: () => '/api/reports',
  /** GET: admin list. */
  adminReports: (filter: AdminReportsQuery = {}) => {
    const search = query({ ...filter });
    return search ? `/api/admin/reports?${search}` : '/api/admin/reports';
  },
  /** POST: resolve (acted on) or dismiss (nothing to do) an open report. */
  adminHandle: (reportId: string, outcome: 'resolve' | 'dismiss') => `/api/admin/reports/${segment(reportId)}/${outcome}`,
});
