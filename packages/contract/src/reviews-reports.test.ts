import { describe, expect, it } from 'vitest';
import {
  MAX_REVIEWS_PAGE_SIZE,
  REMOVED_REVIEW_TEXT,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  reportsApiPaths,
  REVIEW_AUTHOR_ROLES,
  REVIEW_REMOVAL_REASON_LABELS,
  REVIEW_REMOVAL_REASONS,
  REVIEW_REPLY_MAX_LENGTH,
  REVIEW_WINDOW_DAYS,
  REVIEWS_PAGE_SIZE,
  reviewsApiPaths,
} from './index.js';

describe('reviews', () => {
  it('gives both sides 14 days after completion', () => {
    expect(REVIEW_WINDOW_DAYS).toBe(14);
    expect(REVIEW_AUTHOR_ROLES).toEqual(['owner', 'sitter']);
  });

  it('removes reviews only for the five rules, never for being negative', () => {
    expect(REVIEW_REMOVAL_REASONS).toEqual(['not_first_hand', 'private_information', 'threats_or_harassment', 'off_topic', 'spam']);
    expect(REVIEW_REMOVAL_REASONS).not.toContain('negative');
    expect(Object.keys(REVIEW_REMOVAL_REASON_LABELS)).toEqual([...REVIEW_REMOVAL_REASONS]);
    expect(REMOVED_REVIEW_TEXT).toBe('A review was removed for breaking the review rules');
  });

  it('bounds pages and replies', () => {
    expect([REVIEWS_PAGE_SIZE, MAX_REVIEWS_PAGE_SIZE, REVIEW_REPLY_MAX_LENGTH]).toEqual([10, 50, 2000]);
  });

  it('builds the review URLs with encoded ids and only the given query fields', () => {
    expect(reviewsApiPaths.sitterReviews('a/b')).toBe('/api/sitters/a%2Fb/reviews');
    expect(reviewsApiPaths.sitterReviews('s1', { page: 2 })).toBe('/api/sitters/s1/reviews?page=2');
    expect(reviewsApiPaths.userReviews('u1', { page: 1, pageSize: 5 })).toBe('/api/users/u1/reviews?page=1&pageSize=5');
    expect(reviewsApiPaths.reply('r 1')).toBe('/api/reviews/r%201/reply');
    expect(reviewsApiPaths.adminReviews({ q: 'Sam T' })).toBe('/api/admin/reviews?q=Sam%20T');
    expect(reviewsApiPaths.adminRemove('r1')).toBe('/api/admin/reviews/r1/remove');
  });
});

describe('reports', () => {
  it('reports sitters, users, messages and reviews for a fixed list of reasons', () => {
    expect(REPORT_TARGET_TYPES).toEqual(['sitter', 'user', 'message', 'review']);
    expect(REPORT_REASONS).toEqual([
      'safety_concern',
      'harassment',
      'scam_or_fraud',
      'fake_or_misleading',
      'inappropriate_content',
      'spam',
      'other',
    ]);
    expect(Object.keys(REPORT_REASON_LABELS)).toEqual([...REPORT_REASONS]);
    expect(REPORT_STATUSES).toEqual(['open', 'resolved', 'dismissed']);
    expect(REPORT_DETAILS_MAX_LENGTH).toBe(2000);
  });

  it('builds the report URLs', () => {
    expect(reportsApiPaths.reports()).toBe('/api/reports');
    expect(reportsApiPaths.adminReports()).toBe('/api/admin/reports');
    expect(reportsApiPaths.adminReports({ status: 'open', page: 2 })).toBe('/api/admin/reports?status=open&page=2');
    expect(reportsApiPaths.adminHandle('r/1', 'dismiss')).toBe('/api/admin/reports/r%2F1/dismiss');
  });
});
