import { type ListPage } from './audit.js';
import { type LateCancellationEntry } from './reliability.js';
import { type ServiceType } from './sitters.js';
import { query, segment } from './paths.js';

/*
 * Two-sided, double-blind reviews. After a stay completes, the owner reviews the sitter
 * and the sitter reviews the owner and their pets, each once, within REVIEW_WINDOW_DAYS of
 * completion (POST /api/bookings/{id}/review, body ReviewInput, answer Review). A review is seen by
 * nobody but its author until both are in or the window has passed; then whatever exists is
 * published. GET /api/sitters/{id}/reviews and GET /api/users/{id}/reviews list published ones.
 */

/** Days after a stay completes during which both sides may review it; then whatever exists is published. */
export const REVIEW_WINDOW_DAYS = 14;

/** Who wrote a review: the owner (about the sitter) or the sitter (about the owner and their pets). */
export const REVIEW_AUTHOR_ROLES = ['owner', 'sitter'] as const;
/** One of REVIEW_AUTHOR_ROLES. */
export type ReviewAuthorRole = (typeof REVIEW_AUTHOR_ROLES)[number];

/** Why an admin may remove a review. Never because it is negative. */
export const REVIEW_REMOVAL_REASONS = ['not_first_hand', 'private_information', 'threats_or_harassment', 'off_topic', 'spam'] as const;
/** One of REVIEW_REMOVAL_REASONS. */
export type ReviewRemovalReason = (typeof REVIEW_REMOVAL_REASONS)[number];
/** What each removal reason means, in words for the admin console. */
export const REVIEW_REMOVAL_REASON_LABELS = Object.freeze({
  not_first_hand: 'Not a first-hand experience',
  private_information: 'Shares private information',
  threats_or_harassment: 'Threats or harassment',
  off_topic: 'Off-topic',
  spam: 'Spam',
} as const satisfies Record<ReviewRemovalReason, string>);

/** Notice kind the author of a removed review gets (GET /api/notices). */
export const REVIEW_REMOVAL_NOTICE_KIND = 'review_removed';

/** What a profile shows in place of a removed review. */
export const REMOVED_REVIEW_TEXT = 'A review was removed for breaking the review rules';

/** Longest public reply of a sitter to a review, characters. */
export const REVIEW_REPLY_MAX_LENGTH = 2000;
/** Default and largest page size of the public review lists. */
export const REVIEWS_PAGE_SIZE = 10;
export const MAX_REVIEWS_PAGE_SIZE = 50;

/** The sitter's one public reply to a review of them. */
export interface ReviewReply {
  text: string;
  createdAt: string;
}

/** A published review as anyone may read it (GET /api/sitters/{id}/reviews, GET /api/users/{id}/reviews). */
export interface PublishedReview {
  id: string;
  removed: false;
  authorRole: ReviewAuthorRole;
  /** The stay's service and month (YYYY-MM, in the stay's zone): "Boarding · March 2027". */
  service: ServiceType;
  stayMonth: string;
  /** First name and last initial only. */
  author: { firstName: string; lastInitial: string };
  rating: number;
  comment: string;
  publishedAt: string;
  /** The sitter's public reply (reviews of sitters only). */
  reply: ReviewReply | null;
}

/** A removed review's place in the list: shows REMOVED_REVIEW_TEXT. */
export interface RemovedReview {
  id: string;
  removed: true;
  publishedAt: string;
}

/** One entry of a public review list (a sitter's also lists their late cancellations, docs/reliability.md). */
export type ReviewListEntry = PublishedReview | RemovedReview | LateCancellationEntry;

/** GET /api/sitters/{id}/reviews and /api/users/{id}/reviews: newest first. */
export type ReviewListResponse = ListPage<ReviewListEntry>;

/** GET /api/sitters/{id}/reviews and /api/users/{id}/reviews query (1-based page). */
export interface ReviewListQuery {
  page?: number;
  pageSize?: number;
}

/** POST /api/reviews/{id}/reply body. */
export interface ReviewReplyInput {
  text: string;
}

/** POST /api/admin/reviews/{id}/remove body. */
export interface RemoveReviewInput {
  reason: ReviewRemovalReason;
}

/** A row of GET /api/admin/reviews (published reviews, removed ones included, newest first; hidden ones are nobody's but their author's). */
export interface AdminReview {
  id: string;
  bookingId: string;
  authorRole: ReviewAuthorRole;
  author: { id: string; name: string };
  /** Who the review is about: the sitter (owner's review) or the owner (sitter's review). */
  subject: { id: string; name: string };
  service: ServiceType;
  rating: number;
  comment: string;
  createdAt: string;
  publishedAt: string;
  removedAt: string | null;
  removalReason: ReviewRemovalReason | null;
}

/** GET /api/admin/reviews query. */
export interface AdminReviewsQuery {
  q?: string;
  page?: number;
  pageSize?: number;
}

/** The reviews feature's API URLs. */
export const reviewsApiPaths = Object.freeze({
  /** GET: a sitter's published reviews. */
  sitterReviews: (sitterId: string, page: ReviewListQuery = {}) => withQuery(`/api/sitters/${segment(sitterId)}/reviews`, { ...page }),
  /** GET: published reviews of an owner (by sitters), for sitters, admins and the owner. */
  userReviews: (userId: string, page: ReviewListQuery = {}) => withQuery(`/api/users/${segment(userId)}/reviews`, { ...page }),
  /** POST: review a completed booking (owner or sitter). */
  bookingReview: (bookingId: string) => `/api/bookings/${segment(bookingId)}/review`,
  /** POST: the sitter's one public reply. */
  reply: (reviewId: string) => `/api/reviews/${segment(reviewId)}/reply`,
  /** GET: admin list of reviews. */
  adminReviews: (filter: AdminReviewsQuery = {}) => withQuery('/api/admin/reviews', { ...filter }),
  /** POST: admin removes a review. */
  adminRemove: (reviewId: string) => `/api/admin/reviews/${segment(reviewId)}/remove`,
});

function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const search = query(params);
  return search ? `${path}?${search}` : path;
}
