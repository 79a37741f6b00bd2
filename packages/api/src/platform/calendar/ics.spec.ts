import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { foldLine, writeIcs } from './ics.js';

const now = new Date('2026-12-02T01:00:00.000Z');

function parse(text: string) {
  return new ICAL.Component(ICAL.parse(text));
}

describe('writeIcs', () => {
  it('writes an invitation an iCalendar parser reads back, field for field', () => {
    const text = writeIcs({
      name: 'Pawpal',
      method: 'REQUEST',
      now,
      events: [
        {
          uid: 'meet-1@pawpal',
          start: new Date('2026-12-05T23:30:00.000Z'),
          end: new Date('2026-12-06T00:00:00.000Z'),
          summary: 'Meet-and-greet: Biscuit, with Sam; then a walk',
          description: 'Line one\nLine two, with a comma; and a semicolon \\ slash',
          location: 'Richmond VIC',
          organizer: { name: 'Pawpal', email: 'hello@pawpal.test' },
          attendees: [{ name: 'Alex "Al" O.', email: 'alex@example.test' }],
        },
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const calendar = parse(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe('meet-1@pawpal');
    expect(event.summary).toBe('Meet-and-greet: Biscuit, with Sam; then a walk');
    expect(event.description).toBe('Line one\nLine two, with a comma; and a semicolon \\ slash');
    expect(event.location).toBe('Richmond VIC');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-05T23:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-06T00:00:00.000Z');
    expect(event.attendees[0]!.getParameter('cn')).toBe('Alex Al O.');
  });

  it('writes all-day events with an exclusive end date', () => {
    const text = writeIcs({
      name: 'Sam’s Pawpal bookings',
      method: 'PUBLISH',
      now,
      events: [{ uid: 'b-1@pawpal', startDate: '2026-12-30', endDate: '2027-01-01', summary: 'Stay' }],
    });
    expect(text).toContain('DTSTART;VALUE=DATE:20261230\r\n');
    expect(text).toContain('DTEND;VALUE=DATE:20270102\r\n');
    const event = new ICAL.Event(parse(text).getFirstSubcomponent('vevent')!);
    expect(event.startDate.isDate).toBe(true);
    expect(event.endDate.toString()).toBe('2027-01-02');
  });
});

describe('foldLine', () => {
  it('folds at 75 octets without splitting a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBe(2);
    expect(new TextEncoder().encode(folded[0]!).length).toBeLessThanOrEqual(75);
    expect(folded[1]!.startsWith(' ')).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});
