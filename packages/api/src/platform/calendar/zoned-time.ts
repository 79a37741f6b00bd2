/**
 * Local calendar dates and wall-clock times in an IANA time zone, converted to and from instants
 * with the runtime's Intl data (no dependency). Australian zones differ in offset and in daylight
 * saving (Sydney, Melbourne, Hobart, Adelaide observe it; Brisbane, Darwin, Perth do not).
 */

import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../errors/domain-error.js';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MS_PER_MINUTE = 60_000;
export const MS_PER_DAY = 24 * 60 * MS_PER_MINUTE;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True for a real calendar date written YYYY-MM-DD (rejects 2025-02-30 and anything not a string). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True for a 24-hour wall-clock time written HH:mm. */
export function isWallClockTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/** Wall-clock fields of `instant` in `timeZone`. */
function partsInZone(
  instant: Date,
  timeZone: string,
): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const values: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return { year: values.year!, month: values.month!, day: values.day!, hour: values.hour!, minute: values.minute!, second: values.second! };
}

/** Offset of `timeZone` from UTC at `instant`, in milliseconds (e.g. +8 h for Perth). */
function offsetAt(instant: Date, timeZone: string): number {
  const p = partsInZone(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant at which the clock in `timeZone` shows `date` `time` (e.g. 2026-03-10 10:00 in
 * Australia/Perth → 2026-03-10T02:00:00Z). A time skipped by a daylight-saving jump resolves to the
 * same wall-clock time under the offset before the jump (i.e. it lands just after the jump); a time
 * that occurs twice resolves to its first occurrence.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  if (!isWallClockTime(time)) throw new RangeError(`Not a time: ${time}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Offsets in force a day either side cover any transition (Australian zones change at most
  // twice a year); each candidate is kept only if it really shows that wall time.
  const offsets = [-MS_PER_DAY, 0, MS_PER_DAY].map((shift) => offsetAt(new Date(wallAsUtc + shift), timeZone));
  const candidates = offsets
    .map((offset) => wallAsUtc - offset)
    .filter((candidate) => {
      const p = partsInZone(new Date(candidate), timeZone);
      return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) === wallAsUtc;
    });
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  // Skipped wall time (clocks jumped forward): use the offset in force before the jump.
  return new Date(wallAsUtc - offsets[0]!);
}

/** The calendar date (YYYY-MM-DD) in `timeZone` at `instant`. */
export function dateInZone(instant: Date, timeZone: string): string {
  const p = partsInZone(instant, timeZone);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** `date` plus `days` calendar days (negative allowed). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (to − from), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const toUtc = (value: string) => {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((toUtc(to) - toUtc(from)) / MS_PER_DAY);
}

/** A date range longer than its caller allows (400): refused before any day of it is walked. */
export class RangeTooLongError extends ApiError {
  readonly status = HttpStatus.BAD_REQUEST;
  constructor(readonly maxDays: number) {
    super(`Choose a range of at most ${maxDays} days`);
  }
}

/**
 * Every date from `from` to `to`, both included. `maxDays` is required: the length is checked in
 * constant time before a single day is built, so `to = 9999-12-31` costs nothing (an
 * unbounded walk once froze the event loop for 8 s).
 */
export function datesFrom(from: string, to: string, maxDays: number): string[] {
  const count = Math.max(0, daysBetween(from, to) + 1);
  if (!Number.isFinite(count) || count > maxDays) throw new RangeTooLongError(maxDays);
  return Array.from({ length: count }, (_, index) => addDays(from, index));
}

/** First day of the month containing `date`, and the first day of the next month. */
export function monthOf(date: string): { first: string; nextFirst: string } {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  const next = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  return { first, nextFirst: next };
}
