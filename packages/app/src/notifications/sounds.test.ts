import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_TONES, playNotificationTone, resetAudio } from './sounds';

interface Played {
  frequencyHz: number;
  startedAt: number;
  stoppedAt: number;
}

function installFakeAudio() {
  const played: Played[] = [];
  class FakeAudioContext {
    currentTime = 10;
    state = 'running';
    destination = {};
    resume = vi.fn(async () => {});
    createGain() {
      return { gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() }, connect: vi.fn() };
    }
    createOscillator() {
      const tone: Played = { frequencyHz: 0, startedAt: NaN, stoppedAt: NaN };
      return {
        type: 'square',
        frequency: { setValueAtTime: (value: number) => (tone.frequencyHz = value) },
        connect: vi.fn(),
        start: (at: number) => (tone.startedAt = at),
        stop: (at: number) => {
          tone.stoppedAt = at;
          played.push(tone);
        },
      };
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return played;
}

beforeEach(() => {
  resetAudio();
});
afterEach(() => {
  resetAudio();
});

describe('notification sounds', () => {
  it('names the spec tone of every type', () => {
    expect(NOTIFICATION_TONES).toEqual({
      booking_created: { frequencyHz: 600, durationS: 0.3 },
      booking_approved: { frequencyHz: 800, durationS: 0.5 },
      booking_declined: { frequencyHz: 300, durationS: 0.4 },
      payment_confirmed: { frequencyHz: 1000, durationS: 0.6 },
      booking_completed: { frequencyHz: 900, durationS: 0.8 },
      booking_cancelled: { frequencyHz: 400, durationS: 0.4 },
      new_message: { frequencyHz: 500, durationS: 0.2 },
    });
  });

  it.each([
    ['booking_created', 600, 0.3],
    ['booking_approved', 800, 0.5],
    ['booking_declined', 300, 0.4],
    ['payment_confirmed', 1000, 0.6],
    ['booking_completed', 900, 0.8],
    ['booking_cancelled', 400, 0.4],
    ['new_message', 500, 0.2],
  ])('plays %s at %i Hz for %f s', (type, frequencyHz, durationS) => {
    const played = installFakeAudio();
    expect(playNotificationTone(type)).toBe(true);
    expect(played).toHaveLength(1);
    expect(played[0]!.frequencyHz).toBe(frequencyHz);
    expect(played[0]!.startedAt).toBe(10);
    expect(played[0]!.stoppedAt - played[0]!.startedAt).toBeCloseTo(durationS, 6);
  });

  it('plays nothing for an unknown type', () => {
    const played = installFakeAudio();
    expect(playNotificationTone('something_else')).toBe(false);
    expect(played).toHaveLength(0);
  });

  it('creates no audio before the page has had a user gesture (autoplay policy)', () => {
    const played = installFakeAudio();
    vi.stubGlobal('navigator', { ...navigator, userActivation: { hasBeenActive: false } });
    expect(playNotificationTone('new_message')).toBe(false);
    expect(played).toHaveLength(0);
    vi.stubGlobal('navigator', { ...navigator, userActivation: { hasBeenActive: true } });
    expect(playNotificationTone('new_message')).toBe(true);
    expect(played).toHaveLength(1);
  });

  it('is silent, without throwing, when the browser has no AudioContext', () => {
    vi.stubGlobal('AudioContext', undefined);
    vi.stubGlobal('webkitAudioContext', undefined);
    expect(() => playNotificationTone('new_message')).not.toThrow();
    expect(playNotificationTone('new_message')).toBe(false);
  });

  it('is silent, without throwing, when creating audio throws', () => {
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new Error('The AudioContext was not allowed to start');
        }
      },
    );
    expect(playNotificationTone('booking_created')).toBe(false);
  });
});
