import { BOOKING_STATUSES } from '@pawpal/ui';
import { describe, expect, it } from 'vitest';
import { rowActions } from './actions';

describe('list row actions per state and role', () => {
  it('lets a sitter accept or decline a request, and mark a paid stay complete', () => {
    expect(rowActions('requested', 'sitter')).toEqual(['accept', 'decline']);
    expect(rowActions('paid', 'sitter')).toEqual(['complete']);
    expect(rowActions('in_progress', 'sitter')).toEqual(['complete']);
  });

  it('lets an owner pay an accepted booking and review a completed one', () => {
    expect(rowActions('accepted', 'owner')).toEqual(['pay']);
    expect(rowActions('completed', 'owner')).toEqual(['review']);
  });

  it('offers an owner nothing to do on a request, and nobody anything on a dead booking', () => {
    expect(rowActions('requested', 'owner')).toEqual([]);
    for (const status of ['declined', 'expired', 'cancelled'] as const) {
      expect(rowActions(status, 'owner')).toEqual([]);
      expect(rowActions(status, 'sitter')).toEqual([]);
    }
  });

  it('never offers a sitter the owner’s actions or the other way round', () => {
    for (const status of BOOKING_STATUSES) {
      expect(rowActions(status, 'sitter')).not.toContain('pay');
      expect(rowActions(status, 'sitter')).not.toContain('review');
      expect(rowActions(status, 'owner')).not.toContain('accept');
      expect(rowActions(status, 'owner')).not.toContain('complete');
    }
  });
});
