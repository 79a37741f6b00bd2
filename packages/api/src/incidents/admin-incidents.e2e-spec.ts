import { afterEach, expect, it, vi } from 'vitest';
import { advanceClock, call, sitter, type Account } from '../../test/booking-fixtures.js';
import { describeEachDatabase } from '../../test/harness.js';
import { admin, DAY, type IncidentBody, openIncident, paidStay, readyForPayouts } from '../../test/incident-fixtures.js';
import { ledgerOf, payoutsOf } from '../../test/money-fixtures.js';
import { Clock } from '../platform/clock/clock.js';
import { SchedulerService } from '../platform/scheduler/scheduler.service.js';
import { incidentTimelineItems } from './incident-reads.js';
import { IncidentsService } from './incidents.service.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describeEachDatabase(
  'incidents: the admins’ queue, the promise, holds, refunds and metrics',
  (ctx) => {
    const db = () => ctx.pawpal.database.dataSource;
    const post = (as: Account, path: string, body?: unknown) => call(ctx, as, 'POST', path, body);
    const payoutOf = async (sam: Account, bookingId: string) =>
      (await payoutsOf(ctx, sam)).payouts.find((payout) => payout.bookingId === bookingId);
    const auditOf = async (targetId: string) =>
      (await db().query(`SELECT action, target_type, reason FROM audit_log WHERE target_id = $1 ORDER BY id`, [targetId])) as {
        action: string;
        target_type: string;
        reason: string | null;
      }[];

    afterEach(() => {
      vi.restoreAllMocks();
    });

    /** Freezes the app's clock at `start` (ms); answers the function that moves it. */
    function frozenClock(start: number): (to: number) => void {
      let now = start;
      vi.spyOn(ctx.pawpal.app.get(Clock), 'now').mockImplementation(() => new Date(now));
      return (to) => {
        now = to;
      };
    }

    it('an incident holds only its stay’s payout; resolved with the hold released, it goes', async () => {
      const ada = await admin(ctx);
      const sam = await sitter(ctx);
      await readyForPayouts(ctx, sam);
      const first = await paidStay(ctx, sam, 3);
      const second = await paidStay(ctx, sam, 7);
      const incident = await openIncident(ctx, first.olive, first.bookingId);
      expect(incident.payoutHeld).toBe(true);

      // Both stays complete, then their release time (48 h after completion) passes: the second stay's payout goes, the first is held.
      await advanceClock(ctx, 12 * DAY);
      await advanceClock(ctx, 49 * HOUR);
      expect(await payoutOf(sam, first.bookingId)).toMatchObject({
        status: 'held',
        note: 'Held while Pawpal looks into an incident during this stay',
        amountCents: 8_350,
      });
      expect((await payoutOf(sam, second.bookingId))!.status).not.toMatch(/held|scheduled/);

      const response = await post(ada, `/api/admin/incidents/${incident.id}/resolve`, {
        outcome: 'Minor sprain, all well',
        releaseHold: true,
      });
      expect(response.status).toBe(200);
      expect((await response.json()) as IncidentBody).toMatchObject({
        status: 'resolved',
        payoutHeld: false,
        outcome: 'Minor sprain, all well',
      });
      await advanceClock(ctx, HOUR);
      expect((await payoutOf(sam, first.bookingId))!.status).toBe('in_transit');
      expect((await auditOf(incident.id)).map((row) => [row.action, row.reason])).toEqual([
        ['incident.resolve', 'Minor sprain, all well (hold released)'],
      ]);
    });

    it('resolved with the hold kept, the payout waits until an admin releases it', async () => {
      const ada = await admin(ctx);
      const sam = await sitter(ctx);
      await readyForPayouts(ctx, sam);
      const stay = await paidStay(ctx, sam, 3);
      const incident = await openIncident(ctx, stay.olive, stay.bookingId, { kind: 'property_damage', description: 'Broken door' });
      let response = await post(ada, `/api/admin/incidents/${incident.id}/release-hold`);
      expect(response.status).toBe(409);
      expect(((await response.json()) as { message: string }).message).toBe(
        'Resolve the incident first: its payout hold is released or kept when it is resolved',
      );
      response = await post(ada, `/api/admin/incidents/${incident.id}/resolve`, {
        outcome: 'Waiting for the repair quote',
        releaseHold: false,
      });
      expect(response.status).toBe(200);
      expect((await response.json()) as IncidentBody).toMatchObject({ status: 'resolved', payoutHeld: true });
      await advanceClock(ctx, 8 * DAY);
      expect((await payoutOf(sam, stay.bookingId))!.status).toBe('held');
      await advanceClock(ctx, 49 * HOUR);
      expect((await payoutOf(sam, stay.bookingId))!.status).toBe('held');

      response = await post(ada, `/api/admin/incidents/${incident.id}/release-hold`);
      expect(response.status).toBe(200);
      expect((await response.json()) as IncidentBody).toMatchObject({ payoutHeld: false });
      expect((await post(ada, `/api/admin/incidents/${incident.id}/release-hold`)).status).toBe(409);
      await advanceClock(ctx, HOUR);
      expect((await payoutOf(sam, stay.bookingId))!.status).toBe('in_transit');
      expect((await auditOf(incident.id)).map((row) => row.action)).toEqual(['incident.resolve', 'incident.release_hold']);
      expect((await auditOf(incident.id))[0]!.reason).toBe('Waiting for the repair quote (hold kept)');
    });

    it('resolves with a refund through the completed-stay refund path: the ledger sums to zero and the held payout shrinks', async () => {
      const ada = await admin(ctx);
      const sam = await sitter(ctx);
      const stay = await paidStay(ctx, sam, 3);
      const incident = await openIncident(ctx, stay.olive, stay.bookingId, { kind: 'missed_visit', description: 'Nobody came on Sunday' });

      // Before the stay completed there is no completed stay to refund.
      let response = await post(ada, `/api/admin/incidents/${incident.id}/resolve`, { outcome: 'x', refundCents: 100, releaseHold: true });
      expect(response.status).toBe(409);
      await advanceClock(ctx, 7 * DAY);

      // Never more than is left of the payment; nothing is written then.
      response = await post(ada, `/api/admin/incidents/${incident.id}/resolve`, {
        outcome: 'Too much',
        refundCents: 10_551,
        releaseHold: true,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(
        'The refund can be at most $105.50, what is left of the payment',
      );
      expect((await db().query(`SELECT status FROM incidents WHERE id = $1`, [incident.id]))[0]).toEqual({ status: 'open' });
      expect(await db().query(`SELECT 1 FROM payment_refunds WHERE booking_id = $1`, [stay.bookingId])).toEqual([]);

      response = await post(ada, `/api/admin/incidents/${incident.id}/resolve`, {
        outcome: 'Half the stay did not happen',
        refundCents: 5_275,
        releaseHold: false,
      });
      expect(response.status).toBe(200);
      const [refund] = (await db().query(`SELECT amount_cents, status FROM payment_refunds WHERE booking_id = $1`, [stay.bookingId])) as {
        amount_cents: number;
      }[];
      expect(refund!.amount_cents).toBe(5_275);
      // ledgerOf checks that the booking's rows sum to zero.
      const ledger = await ledgerOf(ctx, stay.bookingId);
      expect(ledger.sitter_payable).toBe(-4_175);
      expect(await payoutOf(sam, stay.bookingId)).toMatchObject({ status: 'held', amountCents: 4_175 });
      expect((await auditOf(incident.id)).map((row) => [row.action, row.reason])).toEqual([
        ['incident.resolve', 'Half the stay did not happen (hold kept, refund $52.75)'],
      ]);
      expect((await auditOf(stay.bookingId)).map((row) => row.action)).toEqual(['booking.refund']);
      expect((await post(ada, `/api/admin/incidents/${incident.id}/resolve`, { outcome: 'Again', releaseHold: true })).status).toBe(409);
    });

    it('a stay whose payout already left: members cannot report it, and a missed visit found then says there is nothing to hold', async () => {
      const sam = await sitter(ctx);
      await readyForPayouts(ctx, sam);
      const stay = await paidStay(ctx, sam, 3);
      await advanceClock(ctx, 8 * DAY);
      await advanceClock(ctx, 49 * HOUR);
      expect((await payoutOf(sam, stay.bookingId))!.status).toMatch(/in_transit|paid/);
      const response = await post(stay.olive, `/api/bookings/${stay.bookingId}/incidents`, {
        kind: 'other',
        description: 'Late report',
        photoUploadIds: [],
      });
      expect(response.status).toBe(409);

      await db().transaction((manager) =>
        ctx.pawpal.app.get(IncidentsService).openForMissedVisit(manager, {
          visitId: '0d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
          bookingId: stay.bookingId,
          ownerId: stay.olive.id,
          sitterId: sam.id,
          dueAt: new Date().toISOString(),
        }),
      );
      const [incident] = (await (await call(ctx, stay.olive, 'GET', `/api/bookings/${stay.bookingId}/incidents`)).json()) as IncidentBody[];
      expect(incident).toMatchObject({ payoutHeld: false, kind: 'missed_visit' });
      expect(incident!.updates.map((update) => [update.authorRole, update.text])).toEqual([
        [
          'pawpal',
          'The sitter’s payout for this stay was already released, so there is no payout to hold. A refund Pawpal gives now is taken from their next payouts.',
        ],
      ]);
    });

    it('the queue: open ones, lost pets and injuries first whatever the time left, then by the time left; paged', async () => {
      const ada = await admin(ctx);
      const sam = await sitter(ctx);
      const stay = await paidStay(ctx, sam, 30);
      // Resolve what earlier tests left open, so the queue holds this test's incidents only.
      for (const { id } of (await db().query(`SELECT id FROM incidents WHERE status <> 'resolved'`)) as { id: string }[]) {
        expect((await post(ada, `/api/admin/incidents/${id}/resolve`, { outcome: 'Tidied up', releaseHold: true })).status).toBe(200);
      }
      const start = Date.now() + 40 * DAY;
      const move = frozenClock(start);
      const opened: Record<string, IncidentBody> = {};
      for (const [index, kind] of (['safety', 'other', 'injury_or_illness', 'property_damage', 'lost_pet'] as const).entries()) {
        move(start + index * MINUTE);
        opened[kind] = await openIncident(ctx, stay.olive, stay.bookingId, { kind, description: `About ${kind}` });
      }
      move(start + 20 * MINUTE);
      const queue = async (query: string) =>
        (await (await call(ctx, ada, 'GET', `/api/admin/incidents${query}`)).json()) as {
          items: IncidentBody[];
          total: number;
          page: number;
          pageSize: number;
        };
      const all = await queue('?status=open');
      expect(all.items.map((item) => item.kind)).toEqual(['injury_or_illness', 'lost_pet', 'safety', 'other', 'property_damage']);
      expect(all.total).toBe(5);
      const page = await queue('?status=open&page=2&pageSize=2');
      expect(page).toMatchObject({ total: 5, page: 2, pageSize: 2 });
      expect(page.items.map((item) => item.kind)).toEqual(['safety', 'other']);
      expect((await call(ctx, ada, 'GET', '/api/admin/incidents?pageSize=101')).status).toBe(400);
      expect((await call(ctx, ada, 'GET', '/api/admin/incidents?status=closed')).status).toBe(400);
      expect((await call(ctx, stay.olive, 'GET', '/api/admin/incidents')).status).toBe(403);

      // Acknowledged: out of the open queue, in the acknowledged one; twice is a 409.
      let response = await post(ada, `/api/admin/incidents/${opened.other!.id}/acknowledge`);
      expect(response.status).toBe(200);
      expect((await response.json()) as IncidentBody).toMatchObject({
        status: 'acknowledged',
        acknowledgedAt: new Date(start + 20 * MINUTE).toISOString(),
      });
      response = await post(ada, `/api/admin/incidents/${opened.other!.id}/acknowledge`);
      expect(response.status).toBe(409);
      expect((await queue('?status=open')).items.map((item) => item.kind)).not.toContain('other');
      expect((await queue('?status=acknowledged')).items.map((item) => item.id)).toEqual([opened.other!.id]);
      expect((await auditOf(opened.other!.id)).map((row) => [row.action, row.reason])).toEqual([
        ['incident.acknowledge', '19 min after it was reported (promise: 15 min)'],
      ]);
      expect((await post(stay.olive, `/api/admin/incidents/${opened.safety!.id}/acknowledge`)).status).toBe(403);
      expect((await post(ada, '/api/admin/incidents/00000000-0000-4000-8000-000000000000/acknowledge')).status).toBe(404);

      // Both sides are told; the timeline shows it.
      const notices = (await (await call(ctx, sam, 'GET', '/api/notices')).json()) as { title: string }[];
      expect(notices.map((notice) => notice.title)).toContain('Pawpal is on the something else incident');
      const timeline = await incidentTimelineItems(db(), stay.bookingId);
      expect(timeline.filter((item) => item.incidentId === opened.other!.id).map((item) => [item.type, item.summary])).toEqual([
        ['incident_opened', 'Olive reported: Something else. About other'],
        ['incident_update', 'Pawpal acknowledged the something else incident, 19 min after it was reported'],
      ]);
    });

    it('metrics: a breach acknowledged at 16 minutes, none at 15, one past the promise unacknowledged; bounded range', async () => {
      const ada = await admin(ctx);
      const sam = await sitter(ctx);
      const stay = await paidStay(ctx, sam, 30);
      // A quiet Sydney day of its own, long after the other tests' incidents: 3 a.m. there.
      const day = new Date(Date.now() + 400 * DAY).toISOString().slice(0, 10);
      const start = Date.parse(`${day}T03:00:00+11:00`);
      const move = frozenClock(start);
      const onTime = await openIncident(ctx, stay.olive, stay.bookingId, { kind: 'other', description: 'Acknowledged at 15 min' });
      const late = await openIncident(ctx, stay.olive, stay.bookingId, { kind: 'other', description: 'Acknowledged at 16 min' });
      await openIncident(ctx, stay.olive, stay.bookingId, { kind: 'other', description: 'Never acknowledged' });
      move(start + 15 * MINUTE);
      expect((await post(ada, `/api/admin/incidents/${onTime.id}/acknowledge`)).status).toBe(200);
      move(start + 16 * MINUTE);
      expect((await post(ada, `/api/admin/incidents/${late.id}/acknowledge`)).status).toBe(200);
      move(start + 17 * MINUTE);
      await openIncident(ctx, stay.olive, stay.bookingId, { kind: 'other', description: 'Within its promise still' });

      const metrics = async (from: string, to: string) => call(ctx, ada, 'GET', `/api/admin/incidents/metrics?from=${from}&to=${to}`);
      let response = await metrics(day, day);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        from: day,
        to: day,
        count: 4,
        acknowledged: 2,
        ackMinutesP50: 15.5,
        ackMinutesP90: 15.9,
        // The 16-minute one, and the one still waiting 17 minutes after it was reported.
        breaches: 2,
      });

      response = await metrics(day, '2026-13-01');
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe('from and to must be dates like 2026-07-01');
      response = await metrics('2026-07-02', '2026-07-01');
      expect(((await response.json()) as { message: string }).message).toBe('to must not be before from');
      response = await metrics('2026-01-01', '2027-01-02');
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe('The period can be at most 366 days');
      expect((await metrics('2026-01-01', '2027-01-01')).status).toBe(200);
      expect((await call(ctx, ada, 'GET', '/api/admin/incidents/metrics')).status).toBe(400);
      expect((await call(ctx, stay.olive, 'GET', `/api/admin/incidents/metrics?from=${day}&to=${day}`)).status).toBe(403);
    });

    it('alerts the admins once as the promise nears, and once when it passes', async () => {
      const ada = await admin(ctx, 'Ada');
      const sam = await sitter(ctx);
      const stay = await paidStay(ctx, sam, 30);
      const start = Date.now() + 500 * DAY;
      const move = frozenClock(start);
      const scheduler = ctx.pawpal.app.get(SchedulerService);
      // The earlier tests' incidents still open get their alerts now, out of this test's counts.
      await scheduler.runOnce(new Date(start));
      const incident = await openIncident(ctx, stay.olive, stay.bookingId, { kind: 'lost_pet', description: 'Ran off at the park' });
      const alertsFor = async () =>
        ((await (await call(ctx, ada, 'GET', '/api/notices')).json()) as { title: string; link: string }[]).filter(
          (notice) => notice.link === `/incidents/${incident.id}`,
        );
      const at = async (minutes: number) => {
        move(start + minutes * MINUTE);
        const { incidentAckWarnings, incidentAckOverdue } = await scheduler.runOnce(new Date(start + minutes * MINUTE));
        return [incidentAckWarnings, incidentAckOverdue];
      };
      expect(await at(9)).toEqual([0, 0]);
      expect(await alertsFor()).toEqual([]);
      expect(await at(10)).toEqual([1, 0]);
      expect((await alertsFor()).map((notice) => notice.title)).toEqual(['5 min left to acknowledge: Lost pet']);
      // At 15 minutes the promise still holds; each alert goes once.
      expect(await at(15)).toEqual([0, 0]);
      expect(await alertsFor()).toHaveLength(1);
      expect(await at(16)).toEqual([0, 1]);
      expect(await at(17)).toEqual([0, 0]);
      expect((await alertsFor()).map((notice) => notice.title)).toEqual([
        'Past the 15-minute promise: Lost pet',
        '5 min left to acknowledge: Lost pet',
      ]);
    });
  },
  { env: { PAWPAL_TEST_CLOCK: '1', SCHEDULER_INTERVAL_SECONDS: '0' } },
);
