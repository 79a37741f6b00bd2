import { describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import {
  type ServerMessage,
  dogSizeForWeight,
  isAuState,
  isBookingNotification,
  isBookingStatus,
  isErrorBody,
  isServerMessage,
} from './index.js';

describe('dogSizeForWeight', () => {
  it.each([
    [9.99, 'small'],
    [10, 'medium'],
    [24.99, 'medium'],
    [25, 'large'],
    [44.99, 'large'],
    [45, 'giant'],
    [100, 'giant'],
  ] as const)('puts a %s kg dog in %s', (weightKg, size) => {
    expect(dogSizeForWeight(weightKg)).toBe(size);
  });

  it.each([null, undefined, 0, -3, Number.NaN, Number.POSITIVE_INFINITY])('has no size for a weight of %s', (weightKg) => {
    expect(dogSizeForWeight(weightKg)).toBeNull();
  });
});

describe('guards', () => {
  it('recognises booking statuses', () => {
    expect(isBookingStatus('in_progress')).toBe(true);
    expect(isBookingStatus('pending')).toBe(false);
    expect(isBookingStatus(undefined)).toBe(false);
  });

  it('recognises state abbreviations, not names', () => {
    expect(isAuState('TAS')).toBe(true);
    expect(isAuState('Tasmania')).toBe(false);
    expect(isAuState('tas')).toBe(false);
  });

  it('recognises the error body of a failed call', () => {
    expect(isErrorBody({ statusCode: 409, error: 'Conflict', message: "This booking hasn't started yet" })).toBe(true);
    expect(isErrorBody({ statusCode: 409, message: 'no error field' })).toBe(false);
    expect(isErrorBody({ statusCode: '409', error: 'Conflict', message: 'status as text' })).toBe(false);
    expect(isErrorBody(null)).toBe(false);
    expect(isErrorBody('409: Conflict')).toBe(false);
  });

  it('recognises server messages by type and tells booking notifications apart', () => {
    const booking = {
      type: 'booking_approved',
      bookingId: 'b-1',
      title: 'Booking approved',
      message: 'Sam accepted',
      createdAt: '2025-06-02T00:00:00.000Z',
    };
    const chat = {
      type: 'new_message',
      channelId: 'c-1',
      channelName: 'Sam T',
      messageId: 'm-1',
      senderId: 'u-2',
      preview: 'Hi',
      createdAt: '2025-06-02T00:00:00.000Z',
    };

    expect(isServerMessage(booking)).toBe(true);
    expect(isServerMessage(chat)).toBe(true);
    expect(isServerMessage({ type: 'counts', unreadMessages: 2 })).toBe(true);
    expect(isServerMessage({ type: 'auth', userId: 'u-1' })).toBe(false);
    expect(isServerMessage({ kind: 'message' })).toBe(false);
    expect(isServerMessage('ready')).toBe(false);
    expect(isBookingNotification(booking as ServerMessage)).toBe(true);
    expect(isBookingNotification(chat as ServerMessage)).toBe(false);
    expect(isBookingNotification({ type: 'ready', userId: 'u-1' })).toBe(false);
  });
});

describe('the package', () => {
  it('has no runtime dependencies and no side effects', () => {
    expect(pkg).not.toHaveProperty('dependencies');
    expect(pkg).not.toHaveProperty('peerDependencies');
    expect(pkg.sideEffects).toBe(false);
  });
});
