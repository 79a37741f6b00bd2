/**
 * The admin audit log: every admin action appends one row; rows are never changed or
 * deleted (the database refuses UPDATE and DELETE on `audit_log`).
 */

/** Who an audit row's step was taken by. */
export type AuditActorKind = 'admin' | 'member';

export interface AuditActor {
  kind: AuditActorKind;
  id: string;
  name: string;
}

/** One row of GET /api/admin/audit-log, newest first. */
export interface AuditEntry {
  id: string;
  /** UTC, ISO 8601. */
  at: string;
  /** The admin who acted; null when a member took the step themselves (see `actor`). */
  admin: { id: string; name: string } | null;
  /** Whoever took the step: an admin, or a member acting on their own account (filing an appeal). */
  actor: AuditActor;
  /** What was done, `<noun>.<verb>`: e.g. `sitter.approve`, `verification.reject`, `user.suspend`. */
  action: string;
  targetType: string;
  targetId: string;
  /**
   * Whom or what the target is, as a person reads it ("Photo ID of Priya Shah", "Booking of Olive
   * Owner with Sam Sitter"); null when the target no longer exists. The console shows this, not the id.
   */
  targetName: string | null;
  reason: string | null;
  /** The request that did it (the `x-request-id` of the API's log line). */
  requestId: string | null;
}

/** A page of a list: `items` on this page, `total` across all pages. */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Page size of the admin lists, and its cap. */
export const ADMIN_PAGE_SIZE = 20;
export const MAX_ADMIN_PAGE_SIZE = 100;
/** Longest reason an admin can give (rejections, suspensions, removals, resolutions). */
export const MAX_ADMIN_REASON_LENGTH = 1000;

/** A message to one user from Pawpal (a decision, a reminder): GET /api/notices, newest first. */
export interface Notice {
  id: string;
  kind: string;
  title: string;
  body: string;
  /** An app path to act on it, or null. */
  link: string | null;
  createdAt: string;
  readAt: string | null;
}

/** The notices' URLs. */
export const noticesApiPaths = Object.freeze({
  /** GET: the signed-in user's latest notices, newest first. */
  notices: () => '/api/notices',
  /** POST, no body: mark them all read. */
  markRead: () => '/api/notices/read',
});
