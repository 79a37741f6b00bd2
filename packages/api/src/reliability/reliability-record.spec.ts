import { RELIABILITY_RULES } from '@pawpal/contract';
import { describe, expect, it } from 'vitest';
import { type EndedBookingRow, ownerRecord, type RequestRow, sitterRecord, type SitterHistory } from './reliability-record.js';

const NOW = new Date('2027-03-01T00:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(NOW.getTime() + ms);

function request(daysAgo: number, answeredAfterMinutes: number | null, withdrawnAfterHours: number | null = null): RequestRow {
  const createdAt = at(-daysAgo * DAY);
  return {
    createdAt,
    answeredAt: answeredAfterMinutes === null ? null : new Date(createdAt.getTime() + answeredAfterMinutes * 60_000),
    withdrawnAt: withdrawnAfterHours === null ? null : new Date(createdAt.getTime() + withdrawnAfterHours * HOUR),
  };
}

function ended(ownerId: string, overrides: Partial<EndedBookingRow> = {}): EndedBookingRow {
  return {
    ownerId,
    startsAt: at(-10 * DAY),
    status: 'completed',
    endedAt: at(-8 * DAY),
    cancelledBy: null,
    ownerAsked: false,
    ...overrides,
  };
}

/** A sitter's half-year, with the figures worked out by hand beside each line. */
function goldenHistory(): SitterHistory {
  return {
    requests: [
      // Answered: 60, 120, 180, 240, 300 and 1,800 minutes (the last one after 24 h).
      request(100, 60),
      request(90, 120),
      request(80, 180),
      request(70, 240),
      request(60, 300),
      request(50, 1800),
      request(40, 30), // declined in 30 min
      request(30, null), // never answered: counts, not in time
      request(20, null, 2), // withdrawn after 2 h unanswered: left out
      { createdAt: at(-HOUR), answeredAt: null, withdrawnAt: null }, // still within its 24 h: left out
    ],
    bookings: [
      ended('olive'),
      ended('olive'),
      ended('olive'),
      ended('oscar'),
      ended('oscar'),
      ended('pia'),
      // By the sitter: 3 days before the start (late), 10 days before (not late), and a late one the owner asked for.
      ended('quinn', { status: 'cancelled', cancelledBy: 'sitter', startsAt: at(-5 * DAY), endedAt: at(-8 * DAY) }),
      ended('quinn', { status: 'cancelled', cancelledBy: 'sitter', startsAt: at(-5 * DAY), endedAt: at(-15 * DAY) }),
      ended('rae', { status: 'cancelled', cancelledBy: 'sitter', startsAt: at(-5 * DAY), endedAt: at(-6 * DAY), ownerAsked: true }),
      // By the owner: never the sitter's.
      ended('sid', { status: 'cancelled', cancelledBy: 'owner', startsAt: at(-5 * DAY), endedAt: at(-6 * DAY) }),
    ],
    visits: [
      { missed: false, excused: false },
      { missed: false, excused: false },
      { missed: true, excused: false },
      { missed: true, excused: true },
    ],
    rating: { value: 4.9, count: 7 },
  };
}

describe('reliability records, computed from rows', () => {
  it('computes a sitter’s figures as worked out by hand', () => {
    const { figures, tier } = sitterRecord(goldenHistory(), NOW);
    // Sample: 8 requests (withdrawn and still-open left out); within 24 h: 5 + the decline = 6.
    expect(figures.answeredInTime).toEqual({ shown: true, count: 6, total: 8, value: 0.75, text: '6 of 8 requests' });
    // Answer minutes 30, 60, 120, 180, 240, 300, 1800: the median is 180.
    expect(figures.medianResponse).toEqual({ shown: true, count: 7, total: 7, value: 180, text: '3 h over 7 answered requests' });
    expect(figures.staysCompleted.text).toBe('6 of 10 bookings');
    // The owner-asked one and the owner's own are not the sitter's.
    expect(figures.sitterCancellations.text).toBe('2 of 10 bookings');
    expect(figures.lateCancellations.text).toBe('1 of 10 bookings');
    expect(figures.missedVisits.text).toBe('1 of 4 visits');
    // Olive 3 stays, Oscar 2, Pia 1: two of three came back.
    expect(figures.repeatOwners.text).toBe('2 of 3 owners');
    expect(tier).toEqual({ completedStays: 6, answered: 6, sampled: 8, lateCancellations: 1, unexcusedMissedVisits: 1, rating: 4.9 });
  });

  it('counts a cancellation exactly 5 days before the start as on time, a minute later as late', () => {
    const start = at(20 * DAY);
    const onTime = ended('o', {
      status: 'cancelled',
      cancelledBy: 'sitter',
      startsAt: start,
      endedAt: new Date(start.getTime() - 5 * DAY),
    });
    const late = { ...onTime, endedAt: new Date(start.getTime() - 5 * DAY + 60_000) };
    const history = { ...goldenHistory(), bookings: [onTime, onTime, onTime] };
    expect(sitterRecord(history, NOW).figures.lateCancellations.count).toBe(0);
    expect(sitterRecord({ ...history, bookings: [late, onTime, onTime] }, NOW).figures.lateCancellations.count).toBe(1);
  });

  it('answers in exactly 24 h are in time; the sample is the newest 25', () => {
    const requests = Array.from({ length: 30 }, (_, index) => request(index + 1, index < 25 ? 24 * 60 : 10));
    const { figures } = sitterRecord({ ...goldenHistory(), requests }, NOW);
    expect(figures.answeredInTime.text).toBe('25 of 25 requests');
    const slower = requests.map((item, index) => (index === 0 ? request(1, 24 * 60 + 1) : item));
    expect(sitterRecord({ ...goldenHistory(), requests: slower }, NOW).figures.answeredInTime.text).toBe('24 of 25 requests');
  });

  it('shows no figure below the minimum number of events ("New on Pawpal")', () => {
    const history: SitterHistory = {
      requests: [request(3, 10), request(2, 10)],
      bookings: [ended('a'), ended('b')],
      visits: [],
      rating: { value: null, count: 0 },
    };
    const { figures } = sitterRecord(history, NOW);
    for (const figure of Object.values(figures))
      expect(figure).toEqual({ shown: false, count: null, total: null, value: null, text: 'New on Pawpal' });
    // One more event and the figure shows: the minimum is 3.
    expect(sitterRecord({ ...history, bookings: [ended('a'), ended('b'), ended('c')] }, NOW).figures.staysCompleted.text).toBe(
      '3 of 3 bookings',
    );
    expect(sitterRecord(history, NOW, { ...RELIABILITY_RULES, minEvents: 2 }).figures.staysCompleted.text).toBe('2 of 2 bookings');
  });

  it('computes an owner’s cancellations and the late ones', () => {
    const figures = ownerRecord({
      bookings: [
        ended('olive'),
        ended('olive'),
        ended('olive', { status: 'cancelled', cancelledBy: 'owner', startsAt: at(-5 * DAY), endedAt: at(-7 * DAY) }),
        ended('olive', { status: 'cancelled', cancelledBy: 'owner', startsAt: at(-5 * DAY), endedAt: at(-25 * DAY) }),
        ended('olive', { status: 'cancelled', cancelledBy: 'sitter', startsAt: at(-5 * DAY), endedAt: at(-6 * DAY) }),
      ],
      meetAndGreets: { held: 4, noShows: 1 },
    });
    expect(figures.ownerCancellations.text).toBe('2 of 5 bookings');
    expect(figures.lateCancellations.text).toBe('1 of 5 bookings');
    expect(figures.meetAndGreetNoShows.text).toBe('1 of 4 meet-and-greets');
    // Below the minimum of 3 events the figure is not shown.
    expect(ownerRecord({ bookings: [], meetAndGreets: { held: 2, noShows: 2 } }).meetAndGreetNoShows.shown).toBe(false);
  });
});
