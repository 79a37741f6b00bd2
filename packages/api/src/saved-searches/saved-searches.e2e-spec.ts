import { type SavedSearch } from '@pawpal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { JSON_HEADERS, describeEachDatabase, outboxFor, signUp, type TestContext } from '../../test/harness.js';
import { makeAdmin } from '../../test/listing-fixtures.js';
import { SuspensionSweepsService } from '../admin/suspension-sweeps.service.js';
import { AdminActionsService } from '../admin/admin-actions.service.js';
import { type DecisionRow } from '../appeals/decisions.service.js';
import { Clock } from '../platform/clock/clock.js';
import { EventOutbox } from '../platform/events/event-outbox.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);

interface Account {
  cookie: string;
  id: string;
  email: string;
}

async function member(ctx: TestContext, firstName = 'Olive'): Promise<Account> {
  const { cookie, user, email } = await signUp(ctx, { firstName, lastName: 'Owner' });
  return { cookie, id: user.id, email };
}

async function call(ctx: TestContext, who: Account | undefined, method: string, url: string, body?: unknown) {
  const response = await ctx.fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : JSON_HEADERS), ...(who ? { cookie: who.cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> & { message?: string } };
}

async function save(ctx: TestContext, who: Account, body: Record<string, unknown>): Promise<SavedSearch> {
  const saved = await call(ctx, who, 'POST', '/api/saved-searches', body);
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return saved.body as unknown as SavedSearch;
}

async function mine(ctx: TestContext, who: Account): Promise<SavedSearch[]> {
  const listed = await call(ctx, who, 'GET', '/api/saved-searches');
  expect(listed.status).toBe(200);
  return listed.body as unknown as SavedSearch[];
}

/** A sitter registered through the API (pending review), with a photo ID an admin approved. */
async function pendingSitter(
  ctx: TestContext,
  admin: Account,
  place: { suburb: string; postcode: string; state: string },
  services: { type: string; priceCents: number }[],
): Promise<Account> {
  const sitter = await member(ctx, 'Kirra');
  const registered = await call(ctx, sitter, 'POST', '/api/sitters', {
    headline: `Kirra minds pets in ${place.suburb}`,
    about: 'Grew up with working dogs.',
    experienceYears: 6,
    ...place,
    petsAccepted: { dogSizes: ['small', 'medium'], cats: true, smallAnimals: false, birds: false },
    maxPets: 2,
    services,
    cancellationPolicy: 'moderate',
    photoUrls: [],
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const form = new FormData();
  form.append('kind', 'id');
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'document');
  const submitted = await ctx.fetch('/api/sitters/me/verifications', { method: 'POST', headers: { cookie: sitter.cookie }, body: form });
  expect(submitted.status).toBe(201);
  const { id } = (await submitted.json()) as { id: string };
  expect((await call(ctx, admin, 'POST', `/api/admin/verifications/${id}/approve`, {})).status).toBe(200);
  return sitter;
}

async function alertsTo(ctx: TestContext, who: Account) {
  return (await outboxFor(ctx, who.email)).filter((message) => message.subject.startsWith('A sitter joined near'));
}

/** A link of a message as a path to fetch signed out (the test server's origin differs from APP_ORIGIN). */
function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

describeEachDatabase('saved searches', (ctx) => {
  describe('GET/POST/DELETE /api/saved-searches', () => {
    it('answers 401 signed out on every route', async () => {
      expect((await call(ctx, undefined, 'GET', '/api/saved-searches')).status).toBe(401);
      expect((await call(ctx, undefined, 'POST', '/api/saved-searches', { suburb: 'Broome', state: 'WA' })).status).toBe(401);
      expect((await call(ctx, undefined, 'DELETE', '/api/saved-searches/00000000-0000-4000-8000-000000000000')).status).toBe(401);
    });

    it('saves the place as the search resolves it, lists the member’s own newest first, and refuses the same search twice', async () => {
      const olive = await member(ctx);
      const broome = await save(ctx, olive, { suburb: 'Broome', state: 'WA', radiusKm: 50, service: 'boarding' });
      expect(broome).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
        location: {
          name: 'Broome',
          postcode: '6725',
          state: 'WA',
          latitude: expect.any(Number) as number,
          longitude: expect.any(Number) as number,
        },
        radiusKm: 50,
        service: 'boarding',
        createdAt: expect.any(String) as string,
      });
      // The radius defaults as the search's does (10 km), and no service means any.
      const cableBeach = await save(ctx, olive, { postcode: '6726' });
      expect(cableBeach).toMatchObject({ location: { name: 'Cable Beach', postcode: '6726', state: 'WA' }, radiusKm: 10, service: null });
      expect((await mine(ctx, olive)).map((saved) => saved.id)).toEqual([cableBeach.id, broome.id]);
      expect(await mine(ctx, await member(ctx, 'Other'))).toEqual([]);

      const again = await call(ctx, olive, 'POST', '/api/saved-searches', {
        suburb: 'broome',
        state: 'WA',
        radiusKm: 50,
        service: 'boarding',
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('You have already saved this search');
      // Another service or radius is another search.
      await save(ctx, olive, { suburb: 'Broome', state: 'WA', radiusKm: 50 });
      await save(ctx, olive, { suburb: 'Broome', state: 'WA', radiusKm: 25, service: 'boarding' });
    });

    it('refuses a missing or unknown place, a radius or service the search would refuse, and any other field, with 400', async () => {
      const olive = await member(ctx);
      const cases: [Record<string, unknown>, string][] = [
        [{ radiusKm: 10 }, 'Give a suburb or postcode to save a search'],
        [{ suburb: 'Nowhereville', state: 'WA' }, "We couldn't find that suburb or postcode"],
        [{ suburb: 'Broome', state: 'WA', radiusKm: 0 }, 'radiusKm must be at least 1'],
        [{ suburb: 'Broome', state: 'WA', radiusKm: 101 }, 'radiusKm must be at most 100'],
        [{ suburb: 'Broome', state: 'WA', service: 'grooming' }, 'service must be one of boarding'],
        [{ suburb: 'Broome', state: 'XX' }, 'state must be one of'],
        [{ postcode: '67' }, 'postcode must be 4 digits'],
        [{ suburb: 'Broome', state: 'WA', lat: -17.9 }, 'property lat should not exist'],
        [{ suburb: 'Broome', state: 'WA', userId: olive.id }, 'property userId should not exist'],
      ];
      for (const [body, message] of cases) {
        const refused = await call(ctx, olive, 'POST', '/api/saved-searches', body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(refused.body.message, JSON.stringify(body)).toEqual(expect.stringContaining(message));
      }
      expect(await mine(ctx, olive)).toEqual([]);
    });

    it('deletes only the member’s own saved search: anyone else’s, an unknown id or a malformed one is 404', async () => {
      const olive = await member(ctx);
      const other = await member(ctx, 'Other');
      const saved = await save(ctx, olive, { suburb: 'Broome', state: 'WA' });
      const notYours = await call(ctx, other, 'DELETE', `/api/saved-searches/${saved.id}`);
      expect(notYours.status).toBe(404);
      expect(notYours.body.message).toBe('Saved search not found');
      expect((await call(ctx, olive, 'DELETE', '/api/saved-searches/not-an-id')).status).toBe(404);
      expect((await call(ctx, olive, 'DELETE', '/api/saved-searches/00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect(await mine(ctx, olive)).toHaveLength(1);

      // As the app sends it: a JSON content type and no body (a browser's DELETE has no Content-Length).
      const removed = await ctx.fetch(`/api/saved-searches/${saved.id}`, {
        method: 'DELETE',
        headers: { ...JSON_HEADERS, cookie: olive.cookie },
      });
      expect(removed.status, await removed.clone().text()).toBe(204);
      expect(await mine(ctx, olive)).toEqual([]);
      expect((await call(ctx, olive, 'DELETE', `/api/saved-searches/${saved.id}`)).status).toBe(404);
    });

    it('keeps at most 10 saved searches per member (409 for the 11th, room again after a removal)', async () => {
      const olive = await member(ctx);
      const radii = [1, 2, 5, 10, 15, 20, 25, 50, 75, 100];
      const saved: SavedSearch[] = [];
      for (const radiusKm of radii) saved.push(await save(ctx, olive, { suburb: 'Katherine', state: 'NT', radiusKm }));
      const full = await call(ctx, olive, 'POST', '/api/saved-searches', { suburb: 'Broome', state: 'WA' });
      expect(full.status).toBe(409);
      expect(full.body.message).toBe('You can keep at most 10 saved searches: remove one to save another');
      // Another member is not held back by Olive's.
      await save(ctx, await member(ctx, 'Other'), { suburb: 'Broome', state: 'WA' });
      expect((await call(ctx, olive, 'DELETE', `/api/saved-searches/${saved[0]!.id}`)).status).toBe(204);
      await save(ctx, olive, { suburb: 'Broome', state: 'WA' });
      expect(await mine(ctx, olive)).toHaveLength(10);
    });
  });

  describe('alerts when a sitter is newly listed', () => {
    let admin: Account;
    beforeAll(async () => {
      admin = await member(ctx, 'Ada');
      await makeAdmin(ctx, admin.id);
    });

    it('emails each member whose circle holds the new sitter and whose service they offer, once per sitter per search', async () => {
      const boarding = await member(ctx, 'Bianca');
      const anyService = await member(ctx, 'Arlo');
      const walking = await member(ctx, 'Wren');
      const tooSmall = await member(ctx, 'Tiny');
      const elsewhere = await member(ctx, 'Perth');
      const boardingSearch = await save(ctx, boarding, { suburb: 'Broome', state: 'WA', radiusKm: 25, service: 'boarding' });
      const anySearch = await save(ctx, anyService, { suburb: 'Broome', state: 'WA', radiusKm: 10 });
      await save(ctx, walking, { suburb: 'Broome', state: 'WA', radiusKm: 25, service: 'dog_walking' });
      // Broome's centre is a few km from Cable Beach's: a 1 km circle around Broome misses it.
      await save(ctx, tooSmall, { suburb: 'Broome', state: 'WA', radiusKm: 1 });
      await save(ctx, elsewhere, { suburb: 'Katherine', state: 'NT', radiusKm: 100 });

      const sitter = await pendingSitter(ctx, admin, { suburb: 'Cable Beach', postcode: '6726', state: 'WA' }, [
        { type: 'boarding', priceCents: 5500 },
        { type: 'drop_in', priceCents: 2500 },
      ]);
      // Nothing before the sitter is listed.
      expect(await alertsTo(ctx, boarding)).toEqual([]);
      const approved = await call(ctx, admin, 'POST', `/api/admin/sitters/${sitter.id}/approve`);
      expect(approved.status).toBe(200);

      const [alert, ...more] = await alertsTo(ctx, boarding);
      expect(more).toEqual([]);
      expect(alert!.subject).toBe('A sitter joined near Broome: Kirra O.');
      expect(alert!.text).toContain('Kirra O. in Cable Beach, WA is now on Pawpal');
      expect(alert!.text).toContain('inside the 25 km you asked to hear about for boarding');
      expect(pathOf(alert!.links[0]!)).toBe(`/sitter/${sitter.id}`);
      expect(alert!.links[1]).toContain('/api/mail/unsubscribe?token=');
      expect(await alertsTo(ctx, anyService)).toHaveLength(1);
      for (const nobody of [walking, tooSmall, elsewhere]) expect(await alertsTo(ctx, nobody)).toEqual([]);
      // The sitter hears nothing about themself.
      expect(await alertsTo(ctx, sitter)).toEqual([]);

      // The event again (a replay): no second email.
      const outbox = ctx.pawpal.app.get(EventOutbox);
      await ctx.pawpal.database.dataSource.transaction((manager) => outbox.record(manager, 'sitter.listed', { sitterId: sitter.id }));
      expect(await outbox.dispatchPending()).toBe(1);
      expect(await alertsTo(ctx, boarding)).toHaveLength(1);
      expect(await alertsTo(ctx, anyService)).toHaveLength(1);
      expect((await mine(ctx, boarding)).map((saved) => saved.id)).toEqual([boardingSearch.id]);
      expect((await mine(ctx, anyService)).map((saved) => saved.id)).toEqual([anySearch.id]);
    });

    it('sends nothing for a sitter who is not listed when the event is dispatched, or to a suspended member', async () => {
      const suspended = await member(ctx, 'Suki');
      await save(ctx, suspended, { suburb: 'Katherine', state: 'NT', radiusKm: 25 });
      await ctx.pawpal.database.dataSource.query(`UPDATE users SET suspended_at = now(), suspension_reason = 'Testing' WHERE id = $1`, [
        suspended.id,
      ]);
      const listening = await member(ctx, 'Lena');
      await save(ctx, listening, { suburb: 'Katherine', state: 'NT', radiusKm: 25 });

      const pending = await pendingSitter(ctx, admin, { suburb: 'Katherine', postcode: '0850', state: 'NT' }, [
        { type: 'boarding', priceCents: 4800 },
      ]);
      const outbox = ctx.pawpal.app.get(EventOutbox);
      await ctx.pawpal.database.dataSource.transaction((manager) => outbox.record(manager, 'sitter.listed', { sitterId: pending.id }));
      expect(await outbox.dispatchPending()).toBe(1);
      expect(await alertsTo(ctx, listening)).toEqual([]);

      expect((await call(ctx, admin, 'POST', `/api/admin/sitters/${pending.id}/approve`)).status).toBe(200);
      expect(await alertsTo(ctx, listening)).toHaveLength(1);
      expect(await alertsTo(ctx, suspended)).toEqual([]);
    });

    it('tells a member who saved a search while the sitter was suspended once the suspension is lifted, and nobody twice', async () => {
      const early = await member(ctx, 'Early');
      await save(ctx, early, { suburb: 'Port Hedland', state: 'WA', radiusKm: 25 });
      const sitter = await pendingSitter(ctx, admin, { suburb: 'Port Hedland', postcode: '6721', state: 'WA' }, [
        { type: 'boarding', priceCents: 5000 },
      ]);
      expect((await call(ctx, admin, 'POST', `/api/admin/sitters/${sitter.id}/approve`)).status).toBe(200);
      expect(await alertsTo(ctx, early)).toHaveLength(1);

      const suspend = async () => {
        const suspended = await call(ctx, admin, 'POST', `/api/admin/users/${sitter.id}/suspend`, { reason: 'Checking a report' });
        expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
      };
      await suspend();
      // Saved while the sitter is suspended (unlisted): nothing to tell yet.
      const waiting = await member(ctx, 'Waiting');
      await save(ctx, waiting, { suburb: 'Port Hedland', state: 'WA', radiusKm: 25, service: 'boarding' });
      expect(await alertsTo(ctx, waiting)).toEqual([]);

      // Reinstated: listed again, so the waiting member hears of them once; the early one not again.
      expect((await call(ctx, admin, 'POST', `/api/admin/users/${sitter.id}/reinstate`, {})).status).toBe(200);
      const [alert, ...more] = await alertsTo(ctx, waiting);
      expect(more).toEqual([]);
      expect(alert!.subject).toBe('A sitter joined near Port Hedland: Kirra O.');
      expect(await alertsTo(ctx, early)).toHaveLength(1);

      // Suspended and reinstated again, and approved again (already decided: 409): no second alert.
      await suspend();
      expect((await call(ctx, admin, 'POST', `/api/admin/users/${sitter.id}/reinstate`, {})).status).toBe(200);
      expect((await call(ctx, admin, 'POST', `/api/admin/sitters/${sitter.id}/approve`)).status).toBe(409);
      const outbox = ctx.pawpal.app.get(EventOutbox);
      await outbox.dispatchPending();
      expect(await alertsTo(ctx, waiting)).toHaveLength(1);
      expect(await alertsTo(ctx, early)).toHaveLength(1);
    });

    it('tells them too when the suspension is overturned on appeal', async () => {
      const sitter = await pendingSitter(ctx, admin, { suburb: 'Karratha', postcode: '6714', state: 'WA' }, [
        { type: 'boarding', priceCents: 5000 },
      ]);
      expect((await call(ctx, admin, 'POST', `/api/admin/sitters/${sitter.id}/approve`)).status).toBe(200);
      const suspended = await call(ctx, admin, 'POST', `/api/admin/users/${sitter.id}/suspend`, { reason: 'Checking a report' });
      expect(suspended.status).toBe(200);
      const waiting = await member(ctx, 'Waiting');
      await save(ctx, waiting, { suburb: 'Karratha', state: 'WA', radiusKm: 25 });

      // What a second admin's "overturned" does to the suspension (the appeal itself: appeals.e2e-spec.ts).
      const db = ctx.pawpal.database.dataSource;
      const [decision] = (await db.query(`SELECT * FROM decisions WHERE id = $1`, [suspended.body.decisionId])) as DecisionRow[];
      await db.transaction((manager) =>
        ctx.pawpal.app.get(AdminActionsService).liftOverturned(manager, decision!, ctx.pawpal.app.get(Clock).now()),
      );
      expect(await ctx.pawpal.app.get(EventOutbox).dispatchPending()).toBe(1);
      expect(await alertsTo(ctx, waiting)).toHaveLength(1);
    });

    it('tells them when a timed suspension ends by itself, once the sweep has cleared it', async () => {
      const sitter = await pendingSitter(ctx, admin, { suburb: 'Newman', postcode: '6753', state: 'WA' }, [
        { type: 'boarding', priceCents: 5000 },
      ]);
      expect((await call(ctx, admin, 'POST', `/api/admin/sitters/${sitter.id}/approve`)).status).toBe(200);
      const now = ctx.pawpal.app.get(Clock).now().getTime();
      const until = new Date(now + 3 * 86_400_000);
      const suspended = await call(ctx, admin, 'POST', `/api/admin/users/${sitter.id}/suspend`, {
        reason: 'A cooling-off period',
        until: until.toISOString(),
      });
      expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
      const waiting = await member(ctx, 'Waiting');
      await save(ctx, waiting, { suburb: 'Newman', state: 'WA', radiusKm: 25 });

      const sweeps = ctx.pawpal.app.get(SuspensionSweepsService);
      const outbox = ctx.pawpal.app.get(EventOutbox);
      // Before the end: still suspended, nothing to tell.
      expect(await sweeps.run(new Date(until.getTime() - 60_000))).toBe(0);
      await outbox.dispatchPending();
      expect(await alertsTo(ctx, waiting)).toEqual([]);
      // Past the end: cleared, announced once; a second run finds nothing.
      expect(await sweeps.run(new Date(until.getTime() + 60_000))).toBe(1);
      expect(await sweeps.run(new Date(until.getTime() + 120_000))).toBe(0);
      expect(await outbox.dispatchPending()).toBe(1);
      expect(await alertsTo(ctx, waiting)).toHaveLength(1);
      const [row] = (await ctx.pawpal.database.dataSource.query(`SELECT suspended_at, suspended_until FROM users WHERE id = $1`, [
        sitter.id,
      ])) as { suspended_at: Date | null; suspended_until: Date | null }[];
      expect(row).toEqual({ suspended_at: null, suspended_until: null });
    });

    it('removes that saved search (only) through the alert’s unsubscribe link, signed out', async () => {
      const olive = await member(ctx);
      const near = await save(ctx, olive, { suburb: 'Derby', state: 'WA', radiusKm: 10 });
      const kept = await save(ctx, olive, { suburb: 'Derby', state: 'WA', radiusKm: 10, service: 'boarding' });
      const other = await save(ctx, olive, { suburb: 'Katherine', state: 'NT', radiusKm: 50 });
      const sitter = await pendingSitter(ctx, admin, { suburb: 'Derby', postcode: '6728', state: 'WA' }, [
        { type: 'drop_in', priceCents: 3000 },
      ]);
      expect((await call(ctx, admin, 'POST', `/api/admin/sitters/${sitter.id}/approve`)).status).toBe(200);

      const [alert, ...more] = await alertsTo(ctx, olive);
      expect(more).toEqual([]);
      const unsubscribe = alert!.links.find((link) => link.includes('/api/mail/unsubscribe'))!;
      expect(alert!.text).toContain(`Unsubscribe: ${unsubscribe}`);

      const page = await ctx.fetch(pathOf(unsubscribe)); // no cookie
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Your saved search near Derby, WA 6728 is removed');
      expect((await mine(ctx, olive)).map((saved) => saved.id).sort()).toEqual([kept.id, other.id].sort());
      expect((await mine(ctx, olive)).map((saved) => saved.id)).not.toContain(near.id);
      // The kind stays on: the member's other saved searches still email.
      const preferences = await call(ctx, olive, 'GET', '/api/profile/notification-preferences');
      expect(
        (preferences.body.preferences as { kind: string; channel: string; enabled: boolean }[]).find(
          (row) => row.kind === 'saved_search' && row.channel === 'email',
        )?.enabled,
      ).toBe(true);

      // Opening it again says so; a tampered link is refused.
      const again = await ctx.fetch(pathOf(unsubscribe));
      expect(again.status).toBe(200);
      expect(await again.text()).toContain('That saved search was removed already');
      const tampered = unsubscribe.replace(near.id, kept.id);
      expect((await ctx.fetch(pathOf(tampered))).status).toBe(400);
      expect(await mine(ctx, olive)).toHaveLength(2);
    });
  });
});
