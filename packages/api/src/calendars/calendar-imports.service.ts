import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  type AddCalendarInput,
  CALENDAR_FETCH_TIMEOUT_MS,
  CALENDAR_IMPORT_MAX_BYTES,
  CALENDAR_NOTICE_KINDS,
  CALENDAR_SYNC_FAILURES_BEFORE_FLAG,
  CALENDAR_SYNC_HOURS,
  type CalendarImport,
  type CalendarImportSource,
  MAX_BLOCK_DAYS_AHEAD,
  MAX_CALENDAR_IMPORTS,
} from '@pawpal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { AvailabilityService } from '../availability/availability.service.js';
import { addDays, dateInZone } from '../platform/calendar/zoned-time.js';
import { Clock } from '../platform/clock/clock.js';
import { SchedulerService } from '../platform/scheduler/scheduler.service.js';
import { OutboundAddressRefused } from '../platform/security/outbound-address.js';
import { OutboundHttp, OutboundTimedOut, OutboundTooLarge } from '../platform/security/outbound-http.js';
import { isUuid } from '../platform/validation/uuid.js';
import { SittersError } from '../sitters/sitters.errors.js';
import { busyDaysOf } from './busy-days.js';
import { CalendarNotifier } from './calendar-notifier.js';
import { CALENDAR_SYNC_BATCH } from './calendars.constants.js';
import { CalendarError } from './calendars.errors.js';

const HOUR_MS = 3_600_000;

interface ImportRow {
  id: string;
  sitter_id: string;
  source: CalendarImportSource;
  name: string;
  url: string | null;
  created_at: Date;
  last_synced_at: Date | null;
  last_error: string | null;
  consecutive_failures: number;
  flagged_at: Date | null;
  next_sync_at: Date | null;
  busy_days: number;
  time_zone: string;
}

const SELECT_IMPORTS = `
  SELECT i.*, s.time_zone,
         (SELECT count(*)::int FROM sitter_unavailable_days d WHERE d.import_id = i.id AND d.day >= $2::date) AS busy_days
    FROM calendar_imports i JOIN sitter_profiles s ON s.user_id = i.sitter_id`;

/**
 * Calendars a sitter imports (table calendar_imports, its one writer; docs/bookings.md, "Calendars
 * that tell the truth"): by an https URL, fetched through OutboundHttp (public addresses only,
 * size and time limits) when added and every CALENDAR_SYNC_HOURS after by the `calendar-imports`
 * sweep, or by a file read once. Their busy days become days the import blocks
 * (AvailabilityService.replaceImportedDays), so availability, requests and search agree. A URL that
 * fails CALENDAR_SYNC_FAILURES_BEFORE_FLAG syncs in a row is flagged to the sitter, once, until a
 * sync succeeds.
 */
@Injectable()
export class CalendarImportsService implements OnModuleInit {
  private readonly logger = new Logger('CalendarImports');

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly availability: AvailabilityService,
    private readonly outbound: OutboundHttp,
    private readonly scheduler: SchedulerService,
    private readonly notifier: CalendarNotifier,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: 'calendar-imports',
      counts: ['calendarsSynced', 'calendarSyncFailures'],
      run: async (now) => ({ counts: await this.syncDue(now) }),
    });
  }

  /** The sitter's imported calendars, oldest first. */
  async list(manager: EntityManager, sitterId: string, timeZone: string): Promise<CalendarImport[]> {
    const today = dateInZone(this.clock.now(), timeZone);
    const rows = (await manager.query(`${SELECT_IMPORTS} WHERE i.sitter_id = $1 ORDER BY i.created_at, i.id`, [
      sitterId,
      today,
    ])) as ImportRow[];
    return rows.map(view);
  }

  /** Imports a calendar by URL (fetched now: any problem is the answer) or by the file's text. */
  async add(sitterId: string, input: AddCalendarInput): Promise<CalendarImport> {
    if ((input.url === undefined) === (input.ics === undefined)) throw new CalendarError('ONE_SOURCE');
    const timeZone = await this.timeZoneOf(sitterId);
    const url = input.url === undefined ? undefined : calendarUrl(input.url);
    // Checked again in the transaction below; here so a sitter at the limit causes no fetch.
    await this.checkRoom(this.dataSource.manager, sitterId, url);
    const text = url === undefined ? fileText(input.ics!) : await this.fetch(url);
    const now = this.clock.now();
    const today = dateInZone(now, timeZone);
    const days = busyDaysOf(text, timeZone, today, addDays(today, MAX_BLOCK_DAYS_AHEAD));
    const name = input.name?.trim() || (url ? new URL(url).hostname : 'Uploaded calendar');
    const id = await this.dataSource.transaction(async (manager) => {
      // Serialise a sitter's additions so the count and the duplicate check hold.
      await manager.query(`SELECT 1 FROM sitter_profiles WHERE user_id = $1 FOR UPDATE`, [sitterId]);
      await this.checkRoom(manager, sitterId, url);
      const [row] = (await manager.query(
        `INSERT INTO calendar_imports (sitter_id, source, name, url, created_at, last_synced_at, next_sync_at)
         VALUES ($1, $2, $3, $4, $5, $5, $6) RETURNING id`,
        [sitterId, url ? 'url' : 'file', name, url ?? null, now, url ? new Date(now.getTime() + CALENDAR_SYNC_HOURS * HOUR_MS) : null],
      )) as { id: string }[];
      await this.availability.replaceImportedDays(manager, sitterId, row!.id, days, today);
      return row!.id;
    });
    const [created] = (await this.dataSource.query(`${SELECT_IMPORTS} WHERE i.id = $1`, [id, today])) as ImportRow[];
    return view(created!);
  }

  /** Removes one of the sitter's imports and frees the days it blocked; another sitter's is 404. */
  async remove(sitterId: string, importId: string): Promise<void> {
    if (!isUuid(importId)) throw new CalendarError('IMPORT_NOT_FOUND');
    await this.dataSource.transaction(async (manager) => {
      const rows = (await manager.query(`SELECT id FROM calendar_imports WHERE id = $1 AND sitter_id = $2 FOR UPDATE`, [
        importId,
        sitterId,
      ])) as unknown[];
      if (rows.length === 0) throw new CalendarError('IMPORT_NOT_FOUND');
      await this.availability.releaseImport(manager, importId);
      await manager.query(`DELETE FROM calendar_imports WHERE id = $1`, [importId]);
    });
  }

  /**
   * The sweep: fetches the URL imports due at `now` (at most CALENDAR_SYNC_BATCH, their next
   * sync moved on before fetching, so a repeated run fetches nothing twice) and records each result.
   */
  async syncDue(now: Date): Promise<{ calendarsSynced: number; calendarSyncFailures: number }> {
    const [rows] = (await this.dataSource.query(
      `UPDATE calendar_imports SET next_sync_at = $2
        WHERE id IN (SELECT id FROM calendar_imports WHERE next_sync_at <= $1 ORDER BY next_sync_at LIMIT $3 FOR UPDATE SKIP LOCKED)
        RETURNING id, sitter_id, url, name`,
      [now, new Date(now.getTime() + CALENDAR_SYNC_HOURS * HOUR_MS), CALENDAR_SYNC_BATCH],
    )) as [{ id: string; sitter_id: string; url: string; name: string }[], number];
    let synced = 0;
    let failed = 0;
    for (const row of rows) {
      if (await this.syncOne(row, now)) synced++;
      else failed++;
    }
    return { calendarsSynced: synced, calendarSyncFailures: failed };
  }

  private async syncOne(row: { id: string; sitter_id: string; url: string; name: string }, now: Date): Promise<boolean> {
    let days: string[];
    let today: string;
    try {
      const timeZone = await this.timeZoneOf(row.sitter_id);
      today = dateInZone(now, timeZone);
      days = busyDaysOf(await this.fetch(row.url), timeZone, today, addDays(today, MAX_BLOCK_DAYS_AHEAD));
    } catch (error) {
      const reason = error instanceof CalendarError ? error.message : 'The calendar could not be read';
      if (!(error instanceof CalendarError)) this.logger.warn(`Calendar import ${row.id} failed: ${String(error)}`);
      await this.scheduler.transaction(async (manager) => {
        const [updated] = (await manager.query(
          `UPDATE calendar_imports SET consecutive_failures = consecutive_failures + 1, last_error = $2,
                  flagged_at = CASE WHEN consecutive_failures + 1 >= $3 THEN coalesce(flagged_at, $4) ELSE flagged_at END
            WHERE id = $1 RETURNING consecutive_failures, flagged_at`,
          [row.id, reason, CALENDAR_SYNC_FAILURES_BEFORE_FLAG, now],
        )) as [{ consecutive_failures: number; flagged_at: Date | null }[], number];
        const state = updated?.[0];
        // Told once, when the run of failures reaches the flag (the stamp is this run's `now`).
        if (state && state.flagged_at?.getTime() === now.getTime()) {
          await this.notifier.tell(manager, row.sitter_id, {
            kind: CALENDAR_NOTICE_KINDS.importFailing,
            title: `Your calendar “${row.name}” is not syncing`,
            body: `Pawpal could not read it ${state.consecutive_failures} times in a row: ${reason}. Its busy days are the ones from its last sync until you fix or remove it.`,
            dedupeKey: `calendar_import_failing:${row.id}:${now.toISOString()}`,
          });
        }
      });
      return false;
    }
    await this.scheduler.transaction(async (manager) => {
      const exists = (await manager.query(`SELECT 1 FROM calendar_imports WHERE id = $1 FOR UPDATE`, [row.id])) as unknown[];
      if (exists.length === 0) return; // removed while it was being fetched
      await this.availability.replaceImportedDays(manager, row.sitter_id, row.id, days, today);
      await manager.query(
        `UPDATE calendar_imports SET last_synced_at = $2, last_error = NULL, consecutive_failures = 0, flagged_at = NULL WHERE id = $1`,
        [row.id, now],
      );
    });
    return true;
  }

  /** The calendar's text at `url`, within CALENDAR_IMPORT_MAX_BYTES and CALENDAR_FETCH_TIMEOUT_MS; every failure a CalendarError. */
  private async fetch(url: string): Promise<string> {
    let answer: { status: number; body: Buffer };
    try {
      answer = await this.outbound.get(url, {
        timeoutMs: CALENDAR_FETCH_TIMEOUT_MS,
        maxBytes: CALENDAR_IMPORT_MAX_BYTES,
        headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Pawpal calendar import' },
      });
    } catch (error) {
      if (error instanceof OutboundAddressRefused)
        throw new CalendarError('CALENDAR_ADDRESS_REFUSED', `Pawpal reads calendars on the public internet only: ${error.problem}`);
      if (error instanceof OutboundTooLarge)
        throw new CalendarError(
          'CALENDAR_TOO_LARGE',
          `That calendar is larger than ${CALENDAR_IMPORT_MAX_BYTES / 1024} KB: Pawpal reads calendars up to that size`,
        );
      if (error instanceof OutboundTimedOut)
        throw new CalendarError('CALENDAR_TIMED_OUT', `That calendar did not answer within ${CALENDAR_FETCH_TIMEOUT_MS / 1000} seconds`);
      throw new CalendarError('CALENDAR_FETCH_FAILED', `We could not reach ${new URL(url).hostname}`);
    }
    if (answer.status >= 300 && answer.status < 400)
      throw new CalendarError('CALENDAR_FETCH_FAILED', 'That address redirects elsewhere: give the calendar’s own address');
    if (answer.status !== 200)
      throw new CalendarError('CALENDAR_FETCH_FAILED', `The calendar’s server answered ${answer.status} instead of the calendar`);
    return answer.body.toString('utf8');
  }

  /** TOO_MANY_CALENDARS at MAX_CALENDAR_IMPORTS, CALENDAR_ALREADY_IMPORTED for a URL the sitter has (409 both). */
  private async checkRoom(manager: EntityManager, sitterId: string, url: string | undefined): Promise<void> {
    const existing = (await manager.query(`SELECT url FROM calendar_imports WHERE sitter_id = $1`, [sitterId])) as { url: string | null }[];
    if (existing.length >= MAX_CALENDAR_IMPORTS) throw new CalendarError('TOO_MANY_CALENDARS');
    if (url !== undefined && existing.some((row) => row.url === url)) throw new CalendarError('CALENDAR_ALREADY_IMPORTED');
  }

  private async timeZoneOf(sitterId: string): Promise<string> {
    const [row] = (await this.dataSource.query(`SELECT time_zone FROM sitter_profiles WHERE user_id = $1`, [sitterId])) as {
      time_zone: string;
    }[];
    if (!row) throw new SittersError('NOT_A_SITTER');
    return row.time_zone;
  }
}

/** The URL to fetch: https, no credentials, written as the URL parser normalises it. */
function calendarUrl(raw: string): string {
  // webcal:// is how calendar apps spell an https feed.
  const text = raw.trim().replace(/^webcals?:\/\//i, 'https://');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new CalendarError('INVALID_CALENDAR_URL');
  }
  if (url.protocol !== 'https:')
    throw new CalendarError('INVALID_CALENDAR_URL', `Pawpal reads calendars over https only, not ${url.protocol.replace(':', '')}`);
  if (url.username || url.password)
    throw new CalendarError('INVALID_CALENDAR_URL', 'Give the address without a user name or password in it');
  url.hash = '';
  return url.toString();
}

/** An uploaded file's text, within CALENDAR_IMPORT_MAX_BYTES. */
function fileText(text: string): string {
  if (Buffer.byteLength(text, 'utf8') > CALENDAR_IMPORT_MAX_BYTES)
    throw new CalendarError(
      'CALENDAR_TOO_LARGE',
      `That file is larger than ${CALENDAR_IMPORT_MAX_BYTES / 1024} KB: Pawpal reads calendars up to that size`,
    );
  return text;
}

function view(row: ImportRow): CalendarImport {
  return {
    id: row.id,
    source: row.source,
    name: row.name,
    url: row.url,
    busyDays: row.busy_days,
    createdAt: row.created_at.toISOString(),
    lastSyncedAt: row.last_synced_at?.toISOString() ?? null,
    lastError: row.last_error,
    consecutiveFailures: row.consecutive_failures,
    flagged: row.flagged_at !== null,
    nextSyncAt: row.next_sync_at?.toISOString() ?? null,
  };
}
