import { type CareUpdateMessage, type ServerMessage } from '@pawpal/contract';
import { afterEach, expect, it, vi } from 'vitest';
import { advanceClock, call, owner, requestBooking, serverNow, sitter, dayAfter, pet, type Account } from '../../test/booking-fixtures.js';
import { admin, DAY, type IncidentBody, openIncident, paidStay, uploadPhoto } from '../../test/incident-fixtures.js';
import { describeEachDatabase, outboxFor } from '../../test/harness.js';
import { ConnectionRegistry } from '../live/connection-registry.js';
import { EventBus } from '../platform/events/event-bus.js';
import { EventOutbox } from '../platform/events/event-outbox.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { incidentTimelineItems } from './incident-reads.js';

const MINUTE = 60_000;

describeEachDatabase(
  'incidents: reported by the owner or the sitter, a shared thread, a lost pet’s poster',
  (ctx) => {
    const db = () => ctx.pawpal.database.dataSource;
    const get = (as: Account | undefined, path: string) => call(ctx, as, 'GET', path);
    const noticesOf = async (as: Account) =>
      (await (await get(as, '/api/notices')).json()) as { kind: string; title: string; link: string }[];

    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('the owner and the sitter each report one on a paid stay, with the promise; the other side is told', async () => {
      const sam = await sitter(ctx, { firstName: 'Sam' });
      const { olive, bookingId } = await paidStay(ctx, sam);
      const photo = await uploadPhoto(ctx, olive);

      const byOwner = await openIncident(ctx, olive, bookingId, { photoUploadIds: [photo.id] });
      // Exactly the contract's fields: no position, no address, nothing of the other party's account.
      expect(Object.keys(byOwner).sort()).toEqual(
        [
          'acknowledgeBy',
          'acknowledgedAt',
          'bookingId',
          'description',
          'id',
          'kind',
          'openedAt',
          'openedByRole',
          'outcome',
          'payoutHeld',
          'photos',
          'resolvedAt',
          'status',
          'updates',
          'visitId',
        ].sort(),
      );
      expect(byOwner).toMatchObject({
        bookingId,
        kind: 'injury_or_illness',
        status: 'open',
        openedByRole: 'owner',
        acknowledgedAt: null,
        payoutHeld: true,
        photos: [{ id: photo.id, url: photo.url }],
        updates: [],
      });
      // The promise: an admin acknowledges within 15 minutes.
      expect(Date.parse(byOwner.acknowledgeBy) - Date.parse(byOwner.openedAt)).toBe(15 * MINUTE);

      const bySitter = await openIncident(ctx, sam, bookingId, { kind: 'property_damage', description: 'A vase fell off the shelf' });
      expect(bySitter).toMatchObject({ openedByRole: 'sitter', kind: 'property_damage' });

      // Each is told of the other's, in the app and by email; nobody of their own.
      expect(await noticesOf(sam)).toContainEqual(
        expect.objectContaining({
          kind: 'incident_update',
          title: 'Olive reported an incident: Injury or illness',
          link: `/incidents/${byOwner.id}`,
        }),
      );
      expect((await noticesOf(olive)).map((notice) => notice.title)).toEqual(['Sam reported an incident: Property damage']);
      const [{ email }] = (await db().query(`SELECT email FROM users WHERE id = $1`, [sam.id])) as [{ email: string }];
      expect((await outboxFor(ctx, email)).map((message) => message.subject)).toContain('Olive reported an incident: Injury or illness');

      const listed = (await (await get(olive, `/api/bookings/${bookingId}/incidents`)).json()) as IncidentBody[];
      expect(listed.map((incident) => incident.id)).toEqual([byOwner.id, bySitter.id]);
    });

    it('refuses strangers, another booking’s sitter, admins, suspended members, someone else’s photo and a stay not paid', async () => {
      const sam = await sitter(ctx);
      const { olive, bookingId } = await paidStay(ctx, sam);
      const incident = await openIncident(ctx, olive, bookingId);
      const stranger = await owner(ctx, 'Stella');
      const otherSitter = await sitter(ctx, { firstName: 'Otto' });
      await paidStay(ctx, otherSitter);
      const body = { kind: 'other', description: 'Something', photoUploadIds: [] };

      for (const outsider of [stranger, otherSitter]) {
        expect((await call(ctx, outsider, 'POST', `/api/bookings/${bookingId}/incidents`, body)).status).toBe(404);
        expect((await get(outsider, `/api/bookings/${bookingId}/incidents`)).status).toBe(404);
        expect((await get(outsider, `/api/incidents/${incident.id}`)).status).toBe(404);
        expect((await get(outsider, `/api/incidents/${incident.id}/poster`)).status).toBe(404);
        expect(
          (await call(ctx, outsider, 'POST', `/api/incidents/${incident.id}/updates`, { text: 'hi', photoUploadIds: [] })).status,
        ).toBe(404);
      }
      expect((await get(undefined, `/api/incidents/${incident.id}`)).status).toBe(401);
      expect((await get(olive, '/api/incidents/not-a-uuid')).status).toBe(404);

      // Admins read and write in the thread, but the owner or the sitter reports.
      const ada = await admin(ctx);
      expect((await get(ada, `/api/incidents/${incident.id}`)).status).toBe(200);
      expect((await call(ctx, ada, 'POST', `/api/bookings/${bookingId}/incidents`, body)).status).toBe(403);

      // Someone else's upload, or a made-up one: 400 naming it.
      const strangersPhoto = await uploadPhoto(ctx, stranger);
      let response = await call(ctx, olive, 'POST', `/api/bookings/${bookingId}/incidents`, {
        ...body,
        photoUploadIds: [strangersPhoto.id],
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(
        `${strangersPhoto.id} is not an image you uploaded: upload it first (POST /api/uploads/images)`,
      );
      response = await call(ctx, olive, 'POST', `/api/incidents/${incident.id}/updates`, { text: 'x', photoUploadIds: ['made-up.png'] });
      expect(response.status).toBe(400);
      response = await call(ctx, olive, 'POST', `/api/bookings/${bookingId}/incidents`, { ...body, kind: 'fire' });
      expect(response.status).toBe(400);
      response = await call(ctx, olive, 'POST', `/api/bookings/${bookingId}/incidents`, { ...body, description: '   ' });
      expect(((await response.json()) as { message: string }).message).toBe('Describe what happened');
      response = await call(ctx, olive, 'POST', `/api/bookings/${bookingId}/incidents`, { ...body, lastSeenSuburb: 'Newtown' });
      expect(response.status).toBe(400);

      // A request not yet paid has no stay to report on.
      const rex = await pet(ctx, stranger);
      const now = await serverNow(ctx);
      const requested = await requestBooking(ctx, stranger, {
        sitterId: sam.id,
        service: 'boarding',
        startDate: dayAfter(now, 20),
        endDate: dayAfter(now, 21),
        petIds: [rex.id],
      });
      response = await call(ctx, stranger, 'POST', `/api/bookings/${requested.id}/incidents`, body);
      expect(response.status).toBe(409);

      // A suspended member is signed out of everything.
      await db().query(`UPDATE users SET suspended_at = now(), suspension_reason = 'test' WHERE id = $1`, [olive.id]);
      expect((await get(olive, `/api/incidents/${incident.id}`)).status).toBe(401);
      expect((await call(ctx, olive, 'POST', `/api/bookings/${bookingId}/incidents`, body)).status).toBe(401);
      expect((await call(ctx, olive, 'POST', `/api/incidents/${incident.id}/updates`, { text: 'hi', photoUploadIds: [] })).status).toBe(
        401,
      );
    });

    it('the shared thread: the owner, the sitter and an admin write; the others hear it live and by notice', async () => {
      const sam = await sitter(ctx, { firstName: 'Sam' });
      const { olive, bookingId } = await paidStay(ctx, sam);
      const ada = await admin(ctx, 'Ada');
      const sent = vi.spyOn(ctx.pawpal.app.get(ConnectionRegistry), 'sendToUser');
      const incident = await openIncident(ctx, olive, bookingId);
      const careUpdatesTo = (userId: string) =>
        sent.mock.calls
          .filter(([to, message]: [string, ServerMessage]) => to === userId && message.type === 'care_update')
          .map(([, message]) => message as CareUpdateMessage);

      // The report reaches Sam (over LISTEN/NOTIFY on a server: wait for it), not Olive who wrote it.
      await vi.waitFor(() => expect(careUpdatesTo(sam.id)).toHaveLength(1));
      expect(careUpdatesTo(sam.id)[0]!.summary).toBe('Olive reported: Injury or illness. Biscuit is limping on his front left leg');
      expect(careUpdatesTo(olive.id)).toEqual([]);

      const photo = await uploadPhoto(ctx, sam);
      let response = await call(ctx, sam, 'POST', `/api/incidents/${incident.id}/updates`, {
        text: 'Vet says it is a sprain: rest for a week',
        photoUploadIds: [photo.id],
      });
      expect(response.status).toBe(201);
      await vi.waitFor(() => expect(careUpdatesTo(olive.id)).toHaveLength(1));
      expect(careUpdatesTo(olive.id)[0]).toMatchObject({
        type: 'care_update',
        bookingId,
        incidentId: incident.id,
        visitId: null,
        summary: 'Sam on the injury or illness incident: Vet says it is a sprain: rest for a week',
      });
      // Not to the one who wrote it (the same delivery would have sent it).
      expect(careUpdatesTo(sam.id)).toHaveLength(1);

      response = await call(ctx, ada, 'POST', `/api/incidents/${incident.id}/updates`, {
        text: 'Thanks both, we cover the vet bill',
        photoUploadIds: [],
      });
      expect(response.status).toBe(201);
      await vi.waitFor(() => expect(careUpdatesTo(sam.id)).toHaveLength(2));
      expect(careUpdatesTo(olive.id)).toHaveLength(2);

      response = await call(ctx, olive, 'POST', `/api/incidents/${incident.id}/updates`, { text: 'Thank you!', photoUploadIds: [] });
      // Ada wrote in it: she is one of the people on it now.
      await vi.waitFor(() => expect(careUpdatesTo(ada.id)).toHaveLength(1));

      const thread = (await response.json()) as IncidentBody;
      expect(thread.updates.map((update) => [update.authorRole, update.authorName, update.text])).toEqual([
        ['sitter', 'Sam', 'Vet says it is a sprain: rest for a week'],
        ['admin', 'Ada from Pawpal', 'Thanks both, we cover the vet bill'],
        ['owner', 'Olive', 'Thank you!'],
      ]);
      expect(thread.updates[0]!.photos).toEqual([{ id: photo.id, url: photo.url }]);
      expect((await noticesOf(olive)).map((notice) => notice.title)).toEqual([
        'Pawpal added to the injury or illness incident',
        'Sam added to the injury or illness incident',
      ]);
      expect((await noticesOf(sam)).map((notice) => notice.title)).toEqual([
        'Olive added to the injury or illness incident',
        'Pawpal added to the injury or illness incident',
        'Olive reported an incident: Injury or illness',
      ]);

      // The booking's timeline: the opening and each update, in time order.
      const timeline = await incidentTimelineItems(db(), bookingId);
      expect(timeline.map((item) => [item.type, item.summary])).toEqual([
        ['incident_opened', 'Olive reported: Injury or illness. Biscuit is limping on his front left leg'],
        ['incident_update', 'Sam on the injury or illness incident: Vet says it is a sprain: rest for a week'],
        ['incident_update', 'Ada from Pawpal on the injury or illness incident: Thanks both, we cover the vet bill'],
        ['incident_update', 'Olive on the injury or illness incident: Thank you!'],
      ]);
      expect(timeline[1]!.photos).toEqual([{ id: photo.id, url: photo.url }]);
    });

    it('a recorded visit.missed opens one missed_visit incident by Pawpal, whatever the number of deliveries', async () => {
      const sam = await sitter(ctx, { firstName: 'Sam' });
      const { olive, bookingId } = await paidStay(ctx, sam);
      const visitId = '5b0f2c1e-8d4a-4c3b-9a7e-3f1d2c4b5a69';
      const event = { visitId, bookingId, ownerId: olive.id, sitterId: sam.id, dueAt: '2026-12-04T21:00:00.000Z' };
      const outbox = ctx.pawpal.app.get(EventOutbox);
      // As the care sweep does: recorded in the transaction that marks the visit missed, published after it.
      await db().transaction((manager) => outbox.record(manager, 'visit.missed', event));
      await ctx.pawpal.app.get(EventBus).publish('visit.missed', event);
      // Delivered again (a replayed event): nothing more.
      await db().transaction((manager) => outbox.record(manager, 'visit.missed', event));
      await outbox.dispatchPending();
      // Handled each time without an error: none waits to be tried again.
      expect(await db().query(`SELECT count(*)::int AS n FROM event_outbox WHERE name = 'visit.missed' AND dispatched_at IS NULL`)).toEqual(
        [{ n: 0 }],
      );

      const incidents = (await (await get(olive, `/api/bookings/${bookingId}/incidents`)).json()) as IncidentBody[];
      expect(incidents).toHaveLength(1);
      expect(incidents[0]).toMatchObject({ kind: 'missed_visit', openedByRole: 'pawpal', visitId, status: 'open', payoutHeld: true });
      // The visit's time in the booking's zone (Sydney).
      expect(incidents[0]!.description).toBe(
        'The visit due Sat, 5 Dec, 8:00 am had no check-in within 60 minutes, so it counts as missed. Sam, please say here what happened; Pawpal is looking into it.',
      );
      for (const party of [olive, sam]) {
        expect((await noticesOf(party)).filter((notice) => notice.title === 'A visit was missed: Pawpal opened an incident')).toHaveLength(
          1,
        );
      }
      // And in the admins' queue.
      const queue = (await (await get(await admin(ctx), '/api/admin/incidents?status=open&pageSize=100')).json()) as {
        items: IncidentBody[];
      };
      expect(queue.items.map((item) => item.id)).toContain(incidents[0]!.id);
    });

    it('a lost pet’s poster: photo, name, breed, microchip, last seen, the owner’s first name and phone, what to do now', async () => {
      const sam = await sitter(ctx);
      const { olive, bookingId, petId } = await paidStay(ctx, sam);
      const now = await serverNow(ctx);
      const lastSeenAt = new Date(now - 30 * MINUTE).toISOString();
      const lost = await openIncident(ctx, sam, bookingId, {
        kind: 'lost_pet',
        description: 'Biscuit slipped his lead at the park',
        lastSeenSuburb: 'Newtown NSW',
        lastSeenAt,
      });
      let response = await get(olive, `/api/incidents/${lost.id}/poster`);
      expect(response.status).toBe(200);
      const poster = (await response.json()) as Record<string, unknown>;
      expect(poster).toEqual({
        incidentId: lost.id,
        petName: 'Biscuit',
        species: 'Dog',
        breed: 'Kelpie',
        colour: null,
        photoUrl: null,
        microchip: '956000012345678',
        lastSeenSuburb: 'Newtown NSW',
        lastSeenAt,
        contactName: 'Olive',
        // No phone on Olive's profile: Pawpal's support line.
        contactPhone: '1300 729 725',
        steps: expect.arrayContaining([expect.stringContaining('microchip registry with Biscuit’s number (956000012345678)')]) as unknown,
      });
      const steps = poster.steps as string[];
      expect(steps.some((step) => step.includes('council’s pound'))).toBe(true);
      expect(steps.some((step) => step.includes('last seen and stay there'))).toBe(true);
      expect(steps.some((step) => step.startsWith('Search at dawn and dusk'))).toBe(true);
      expect((await get(sam, `/api/incidents/${lost.id}/poster`)).status).toBe(200);
      expect((await get(await admin(ctx), `/api/incidents/${lost.id}/poster`)).status).toBe(200);

      // With a phone on the profile, the owner's own; by default the booking's suburb and the time of the report.
      expect((await call(ctx, olive, 'PATCH', '/api/profile', { phone: '0412 345 678' })).status).toBe(200);
      const again = await openIncident(ctx, olive, bookingId, { kind: 'lost_pet', description: 'Gone again', petId });
      const second = (await (await get(olive, `/api/incidents/${again.id}/poster`)).json()) as Record<string, unknown>;
      expect(second).toMatchObject({ contactPhone: '+61412345678', lastSeenSuburb: 'Testville NSW', lastSeenAt: again.openedAt });

      // Other kinds have no poster; a last-seen time in the future is refused.
      const injury = await openIncident(ctx, olive, bookingId);
      response = await get(olive, `/api/incidents/${injury.id}/poster`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { message: string }).message).toBe('Only a lost pet incident has a poster');
      response = await call(ctx, olive, 'POST', `/api/bookings/${bookingId}/incidents`, {
        kind: 'lost_pet',
        description: 'x',
        photoUploadIds: [],
        lastSeenAt: new Date(now + DAY).toISOString(),
      });
      expect(response.status).toBe(400);
    });

    it('keeps an incident’s photos when unused uploads are swept', async () => {
      const sam = await sitter(ctx);
      const { olive, bookingId } = await paidStay(ctx, sam, 40);
      const kept = await uploadPhoto(ctx, olive);
      const unused = await uploadPhoto(ctx, olive);
      await openIncident(ctx, olive, bookingId, { photoUploadIds: [kept.id] });
      await advanceClock(ctx, 2 * DAY);
      await ctx.pawpal.app.get(UploadsService).sweepUnused();
      const ids = (
        (await db().query(`SELECT id::text AS id FROM uploads WHERE id = ANY ($1::uuid[])`, [[kept.id, unused.id]])) as { id: string }[]
      ).map((row) => row.id);
      expect(ids).toEqual([kept.id]);
    });
  },
  { env: { PAWPAL_TEST_CLOCK: '1' } },
);
