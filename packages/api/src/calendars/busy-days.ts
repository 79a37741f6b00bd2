import ICAL from 'ical.js';
import { addDays, dateInZone, daysBetween } from '../platform/calendar/zoned-time.js';
import { IMPORT_MAX_EVENT_DAYS, IMPORT_MAX_EVENTS } from './calendars.constants.js';
import { CalendarError } from './calendars.errors.js';
import { FEED_UID_SUFFIX } from './feed-sources.js';

/** Recurrence steps taken over a whole file (a daily event from years ago walks through its past first). */
const MAX_RECURRENCE_STEPS = 50_000;

/**
 * The calendar days, `from` .. `to` inclusive, on which an iCalendar file has a busy event
 * (docs/bookings.md, "Calendars that tell the truth"): every VEVENT but those marked free
 * (TRANSP:TRANSPARENT) or cancelled, and those of Pawpal's own feed (a sitter who imports their
 * feed blocks nothing twice). Recurring events are expanded, their moved occurrences and EXDATEs
 * honoured. An all-day event blocks its dates (DTEND exclusive); a timed event blocks each day it
 * touches: in the sitter's zone for a UTC time, on its own wall-clock dates for a named or
 * floating zone (calendars Australian sitters keep are in their own zone). Bounded: at most
 * IMPORT_MAX_EVENTS occurrences, IMPORT_MAX_EVENT_DAYS days each. Throws INVALID_CALENDAR (422)
 * when the text is not a calendar.
 */
export function busyDaysOf(text: string, timeZone: string, from: string, to: string): string[] {
  let root: ICAL.Component;
  try {
    const parsed: unknown = ICAL.parse(text);
    const first = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed;
    root = new ICAL.Component(first as unknown[]);
  } catch {
    throw new CalendarError('INVALID_CALENDAR');
  }
  if (root.name !== 'vcalendar') throw new CalendarError('INVALID_CALENDAR');

  const vevents = root.getAllSubcomponents('vevent');
  const exceptions = new Map<string, ICAL.Component[]>();
  const masters: ICAL.Component[] = [];
  for (const vevent of vevents) {
    if (vevent.hasProperty('recurrence-id')) {
      const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
      exceptions.set(uid, [...(exceptions.get(uid) ?? []), vevent]);
    } else masters.push(vevent);
  }

  const days = new Set<string>();
  let occurrences = 0;
  let steps = 0;
  const block = (start: ICAL.Time, end: ICAL.Time | null) => {
    const first = dayOf(start, timeZone);
    const last = end === null ? first : lastDayOf(start, end, timeZone);
    if (last < from || first > to) return;
    const begin = first < from ? from : first;
    const finish = last > to ? to : last;
    const span = Math.min(daysBetween(begin, finish), IMPORT_MAX_EVENT_DAYS - 1);
    for (let i = 0; i <= span; i++) days.add(addDays(begin, i));
  };

  for (const vevent of masters) {
    if (occurrences >= IMPORT_MAX_EVENTS || steps >= MAX_RECURRENCE_STEPS) break;
    const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
    if (uid.endsWith(FEED_UID_SUFFIX) || !isBusy(vevent)) continue;
    const event = new ICAL.Event(vevent);
    if (!event.startDate) continue;
    for (const exception of exceptions.get(uid) ?? []) event.relateException(exception);
    if (!event.isRecurring()) {
      occurrences++;
      block(event.startDate, event.endDate ?? null);
      continue;
    }
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      if (++steps > MAX_RECURRENCE_STEPS || occurrences >= IMPORT_MAX_EVENTS) break;
      const details = event.getOccurrenceDetails(next);
      if (dayOf(details.startDate, timeZone) > to) break;
      if (details.item !== event && !isBusy(details.item.component)) continue;
      occurrences++;
      block(details.startDate, details.endDate);
    }
  }
  return [...days].sort();
}

function isBusy(vevent: ICAL.Component): boolean {
  const transparency = String(vevent.getFirstPropertyValue('transp') ?? 'OPAQUE').toUpperCase();
  const status = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transparency !== 'TRANSPARENT' && status !== 'CANCELLED';
}

function isUtc(time: ICAL.Time): boolean {
  return time.zone === ICAL.Timezone.utcTimezone;
}

function wallDate(time: ICAL.Time): string {
  return `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
}

function dayOf(time: ICAL.Time, timeZone: string): string {
  return !time.isDate && isUtc(time) ? dateInZone(time.toJSDate(), timeZone) : wallDate(time);
}

/** The last day an event from `start` to the exclusive `end` touches. */
function lastDayOf(start: ICAL.Time, end: ICAL.Time, timeZone: string): string {
  const first = dayOf(start, timeZone);
  if (end.isDate) {
    const last = addDays(wallDate(end), -1);
    return last < first ? first : last;
  }
  // A timed end at midnight does not touch the day it opens.
  const endDay = dayOf(end, timeZone);
  const atMidnight = isUtc(end)
    ? dateInZone(new Date(end.toJSDate().getTime() - 1), timeZone) !== endDay
    : end.hour + end.minute + end.second === 0;
  const last = atMidnight ? addDays(endDay, -1) : endDay;
  return last < first ? first : last;
}
