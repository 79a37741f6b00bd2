/**
 * An iCalendar (RFC 5545) writer for the calendars Pawpal sends: invitations attached to emails
 * and each sitter's private feed. Pure and small on purpose: text escaping (RFC 5545 3.3.11),
 * CRLF line ends, lines folded at 75 octets without splitting a UTF-8 character (3.1), instants
 * in UTC (`...Z`), all-day events as DATE values with an exclusive DTEND. Parsing (imported
 * calendars, and the tests) is ical.js's job.
 */

/** An event with a start and end instant. */
export interface IcsTimedEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  /** METHOD:REQUEST invitations name who is invited; a feed leaves these out. */
  organizer?: { name: string; email: string };
  attendees?: { name: string; email: string }[];
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** Bumped when an event sent before changes, so calendars replace it. */
  sequence?: number;
}

/** An all-day event over calendar dates `startDate` .. `endDate` inclusive (YYYY-MM-DD). */
export interface IcsAllDayEvent {
  uid: string;
  startDate: string;
  endDate: string;
  summary: string;
  description?: string;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  sequence?: number;
}

export type IcsEvent = IcsTimedEvent | IcsAllDayEvent;

export interface IcsCalendar {
  /** The calendar's name as apps show it (X-WR-CALNAME). */
  name: string;
  /** REQUEST for an invitation sent by email, PUBLISH for a feed. */
  method: 'REQUEST' | 'PUBLISH';
  events: readonly IcsEvent[];
  /** DTSTAMP of every event: when this copy was made. */
  now: Date;
}

const PRODUCT_ID = '-//Pawpal//Pawpal calendar//EN';
const MAX_LINE_OCTETS = 75;

/** The calendar as text: CRLF line ends, folded lines, ready for `text/calendar; charset=utf-8`. */
export function writeIcs(calendar: IcsCalendar): string {
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${calendar.method}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
  ];
  for (const event of calendar.events) lines.push(...eventLines(event, calendar.now));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

function eventLines(event: IcsEvent, now: Date): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${escapeText(event.uid)}`, `DTSTAMP:${utcStamp(now)}`];
  if ('start' in event) {
    lines.push(`DTSTART:${utcStamp(event.start)}`, `DTEND:${utcStamp(event.end)}`);
  } else {
    lines.push(`DTSTART;VALUE=DATE:${compactDate(event.startDate)}`, `DTEND;VALUE=DATE:${compactDate(nextDate(event.endDate))}`);
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if ('location' in event && event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if ('organizer' in event && event.organizer) {
    lines.push(`ORGANIZER;CN=${quoteParam(event.organizer.name)}:mailto:${event.organizer.email}`);
  }
  if ('attendees' in event) {
    for (const attendee of event.attendees ?? []) {
      lines.push(`ATTENDEE;CN=${quoteParam(attendee.name)};ROLE=REQ-PARTICIPANT:mailto:${attendee.email}`);
    }
  }
  lines.push(`STATUS:${event.status ?? 'CONFIRMED'}`, `SEQUENCE:${event.sequence ?? 0}`);
  lines.push('END:VEVENT');
  return lines;
}

/** TEXT escaping: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value is quoted, and may not itself hold a double quote or a control character. */
function quoteParam(value: string): string {
  // eslint-disable-next-line no-control-regex
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, '')}"`;
}

/** Folds a content line at 75 octets (continuation lines start with one space). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let currentOctets = 0;
  // The first line holds 75 octets; each continuation holds 74 after its leading space.
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = '';
      currentOctets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

function compactDate(date: string): string {
  return date.replace(/-/g, '');
}

function nextDate(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
