import pg from 'pg';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness.js';
import { call, inDays, owner, pet, requestBooking, sitter } from '../../test/booking-fixtures.js';
import { MADE_UP_UPLOAD_URL, uploadImage } from '../../test/upload-fixtures.js';
import { seedPictureName } from '../seed/seed-pictures.js';

describeEachDatabase(
  'pets',
  (ctx) => {
    it('creates a full pet profile with its size class derived from the weight', async () => {
      const olive = await owner(ctx);
      const response = await call(ctx, olive, 'POST', '/api/pets', {
        name: ' Biscuit ',
        species: 'dog',
        breed: 'Kelpie',
        dateOfBirth: '2020-05-01',
        weightKg: 24.5,
        sex: 'female',
        desexed: true,
        microchipNumber: '956000012345678',
        temperament: 'Friendly, shy with cats',
        feedingInstructions: 'Two cups morning and night',
        walkingInstructions: 'Pulls on the lead',
        medicationInstructions: 'None',
        vetName: 'Surry Hills Vet',
        vetPhone: '02 9876 5432',
        vaccinations: [{ name: 'C5', expiresOn: '2027-01-31' }],
      });
      expect(response.status).toBe(201);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({
        name: 'Biscuit',
        ownerId: olive.id,
        sizeClass: 'medium',
        weightKg: 24.5,
        vaccinations: [{ name: 'C5', expiresOn: '2027-01-31' }],
        photoUrl: null,
      });
      expect(Object.keys(body)).not.toContain('deletedAt');
      await expect((await call(ctx, olive, 'GET', '/api/pets')).json()).resolves.toMatchObject([{ id: body.id, name: 'Biscuit' }]);
    });

    it('classes dogs at the size limits: under 10 small, under 25 medium, under 45 large, from 45 giant; other species none', async () => {
      const olive = await owner(ctx);
      const sizes: [number, string][] = [
        [9.99, 'small'],
        [10, 'medium'],
        [24.99, 'medium'],
        [25, 'large'],
        [44.99, 'large'],
        [45, 'giant'],
      ];
      for (const [weightKg, sizeClass] of sizes) {
        const response = await call(ctx, olive, 'POST', '/api/pets', { name: 'Dog', species: 'dog', weightKg });
        await expect(response.json()).resolves.toMatchObject({ sizeClass });
      }
      const cat = await call(ctx, olive, 'POST', '/api/pets', { name: 'Tom', species: 'cat', weightKg: 5 });
      await expect(cat.json()).resolves.toMatchObject({ sizeClass: null });
    });

    it('refuses invalid fields one message per field, and unknown fields', async () => {
      const olive = await owner(ctx);
      const response = await call(ctx, olive, 'POST', '/api/pets', {
        species: 'dragon',
        weightKg: -2,
        dateOfBirth: '2020-02-30',
        vaccinations: [{ name: 'C5' }],
      });
      expect(response.status).toBe(400);
      const { message } = (await response.json()) as { message: string };
      expect(message).toContain('Name is required');
      expect(message).toContain('Species must be one of dog, cat, small_animal, bird, other');
      expect(message).toContain('Weight must be more than 0 kg');
      expect(message).toContain('Date of birth must be a date like 2021-06-30');
      expect(message).toContain('Vaccination expiry date is required');
      const unknown = await call(ctx, olive, 'POST', '/api/pets', { name: 'Rex', species: 'dog', ownerId: olive.id });
      expect(unknown.status).toBe(400);
      await expect(unknown.json()).resolves.toMatchObject({ message: 'property ownerId should not exist' });
      const future = await call(ctx, olive, 'POST', '/api/pets', { name: 'Rex', species: 'dog', dateOfBirth: inDays(10) });
      expect(future.status).toBe(400);
      await expect(future.json()).resolves.toMatchObject({ message: 'Date of birth cannot be in the future' });
    });

    it('lets only the owner change or remove a pet; everyone else gets 404', async () => {
      const olive = await owner(ctx);
      const other = await owner(ctx);
      const rex = await pet(ctx, olive);
      for (const [method, body] of [
        ['GET', undefined],
        ['PATCH', { name: 'Max' }],
        ['DELETE', undefined],
      ] as const) {
        const response = await call(ctx, other, method, `/api/pets/${rex.id}`, body);
        expect(response.status, method).toBe(404);
        await expect(response.json()).resolves.toMatchObject({ message: 'Pet not found' });
      }
      expect((await call(ctx, other, 'GET', '/api/pets/not-a-uuid')).status).toBe(404);
      expect((await call(ctx, undefined, 'GET', '/api/pets')).status).toBe(401);
      const patched = await call(ctx, olive, 'PATCH', `/api/pets/${rex.id}`, { name: 'Max', weightKg: 30, breed: null });
      await expect(patched.json()).resolves.toMatchObject({ name: 'Max', sizeClass: 'large', breed: null });
      const cleared = await call(ctx, olive, 'PATCH', `/api/pets/${rex.id}`, { name: null });
      expect(cleared.status).toBe(400);
      expect((await call(ctx, olive, 'DELETE', `/api/pets/${rex.id}`)).status).toBe(204);
      expect((await call(ctx, olive, 'GET', `/api/pets/${rex.id}`)).status).toBe(404);
    });

    it('takes only the owner’s own upload as the photo: another member’s or a made-up URL is a 400; the photo a pet has stays', async () => {
      const olive = await owner(ctx);
      const other = await owner(ctx);
      const theirs = await uploadImage(ctx, other.cookie);
      const mine = await uploadImage(ctx, olive.cookie);
      const refusal = (url: string) => `Photos must be images you uploaded to Pawpal: ${url} is not one of your uploads`;
      for (const url of [theirs.url, MADE_UP_UPLOAD_URL]) {
        const refused = await call(ctx, olive, 'POST', '/api/pets', { name: 'Rex', species: 'dog', photoUrl: url });
        expect(refused.status).toBe(400);
        await expect(refused.json()).resolves.toMatchObject({ message: refusal(url) });
      }
      await expect((await call(ctx, olive, 'GET', '/api/pets')).json()).resolves.toEqual([]);
      const created = await call(ctx, olive, 'POST', '/api/pets', { name: 'Rex', species: 'dog', photoUrl: mine.url });
      expect(created.status).toBe(201);
      const rex = (await created.json()) as { id: string; photoUrl: string };
      expect(rex.photoUrl).toBe(mine.url);

      const stolen = await call(ctx, olive, 'PATCH', `/api/pets/${rex.id}`, { photoUrl: theirs.url });
      expect(stolen.status).toBe(400);
      await expect(stolen.json()).resolves.toMatchObject({ message: refusal(theirs.url) });
      // The pet form sends the photo back with every change: the pet's own photo stays.
      const renamed = await call(ctx, olive, 'PATCH', `/api/pets/${rex.id}`, { name: 'Max', photoUrl: mine.url });
      await expect(renamed.json()).resolves.toMatchObject({ name: 'Max', photoUrl: mine.url });
      // Another member cannot put Olive's upload on their pet either.
      expect((await call(ctx, other, 'POST', '/api/pets', { name: 'Tom', species: 'cat', photoUrl: mine.url })).status).toBe(400);

      // A picture the demo seed gave a pet (shared, with no upload row) stays when the pet is saved, and cannot be put on another.
      const seeded = `/api/uploads/${seedPictureName('pet', rex.id)}`;
      await ctx.pawpal.database.dataSource.query(`UPDATE pets SET photo_url = $2 WHERE id = $1`, [rex.id, seeded]);
      expect((await call(ctx, olive, 'PATCH', `/api/pets/${rex.id}`, { name: 'Rex', photoUrl: seeded })).status).toBe(200);
      expect((await call(ctx, olive, 'POST', '/api/pets', { name: 'Bo', species: 'dog', photoUrl: seeded })).status).toBe(400);
      expect((await call(ctx, olive, 'PATCH', `/api/pets/${rex.id}`, { photoUrl: null })).status).toBe(200);
    });

    it('keeps a pet that an active booking includes (409), and shows it to that booking’s sitter only', async () => {
      const sam = await sitter(ctx);
      const otherSitter = await sitter(ctx);
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      await requestBooking(ctx, olive, {
        sitterId: sam.id,
        service: 'boarding',
        startDate: inDays(20),
        endDate: inDays(22),
        petIds: [rex.id],
      });
      const removal = await call(ctx, olive, 'DELETE', `/api/pets/${rex.id}`);
      expect(removal.status).toBe(409);
      expect((await call(ctx, sam, 'GET', `/api/pets/${rex.id}`)).status).toBe(200);
      expect((await call(ctx, otherSitter, 'GET', `/api/pets/${rex.id}`)).status).toBe(404);
      expect((await call(ctx, sam, 'DELETE', `/api/pets/${rex.id}`)).status).toBe(404);
    });

    it('keeps the species and size class of a pet in an accepted booking (409) and its pets fixed; other details can change', async () => {
      const sam = await sitter(ctx);
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive, { name: 'Rex', weightKg: 12 });
      const booking = await requestBooking(ctx, olive, {
        sitterId: sam.id,
        service: 'boarding',
        startDate: inDays(30),
        endDate: inDays(32),
        petIds: [rex.id],
      });
      // While only requested, the owner may still correct the pet.
      await expect((await call(ctx, olive, 'PATCH', `/api/pets/${rex.id}`, { weightKg: 30 })).json()).resolves.toMatchObject({
        sizeClass: 'large',
      });
      await expect((await call(ctx, olive, 'PATCH', `/api/pets/${rex.id}`, { weightKg: 12 })).json()).resolves.toMatchObject({
        sizeClass: 'medium',
      });
      expect((await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/accept`)).status).toBe(200);

      for (const change of [{ species: 'cat' }, { weightKg: 30 }, { weightKg: 9.5 }, { weightKg: null }]) {
        const refused = await call(ctx, olive, 'PATCH', `/api/pets/${rex.id}`, change);
        expect(refused.status, JSON.stringify(change)).toBe(409);
        await expect(refused.json()).resolves.toMatchObject({
          message: 'Rex is in an accepted or paid booking, so their species and size cannot change until it ends (other details can)',
        });
      }
      const allowed = await call(ctx, olive, 'PATCH', `/api/pets/${rex.id}`, { weightKg: 14, temperament: 'Calm', species: 'dog' });
      expect(allowed.status).toBe(200);
      await expect(allowed.json()).resolves.toMatchObject({ species: 'dog', weightKg: 14, sizeClass: 'medium', temperament: 'Calm' });

      // No route changes a booking's pets; the database refuses it too once the booking is accepted.
      const milo = await pet(ctx, olive, { name: 'Milo' });
      const db = ctx.pawpal.database.dataSource;
      await expect(db.query(`INSERT INTO booking_pets (booking_id, pet_id) VALUES ($1, $2)`, [booking.id, milo.id])).rejects.toThrow(
        'The pets of an accepted or paid booking cannot change',
      );
      await expect(db.query(`DELETE FROM booking_pets WHERE booking_id = $1`, [booking.id])).rejects.toThrow(
        'The pets of an accepted or paid booking cannot change',
      );
      await expect(db.query(`UPDATE booking_pets SET pet_id = $2 WHERE booking_id = $1`, [booking.id, milo.id])).rejects.toThrow(
        'The pets of an accepted or paid booking cannot change',
      );
      await expect(db.query(`SELECT pet_id FROM booking_pets WHERE booking_id = $1`, [booking.id])).resolves.toEqual([{ pet_id: rex.id }]);
    });

    it.runIf(ctx.kind === 'postgres')(
      'decides a species change racing the acceptance by the booking’s row lock (409 once the acceptance commits)',
      async () => {
        const sam = await sitter(ctx);
        const olive = await owner(ctx);
        const rex = await pet(ctx, olive);
        const booking = await requestBooking(ctx, olive, {
          sitterId: sam.id,
          service: 'boarding',
          startDate: inDays(40),
          endDate: inDays(42),
          petIds: [rex.id],
        });
        const acceptance = new pg.Client({ connectionString: ctx.pawpal.config.databaseUrl });
        await acceptance.connect();
        try {
          await acceptance.query('BEGIN');
          await acceptance.query(`UPDATE bookings SET status = 'accepted', accepted_at = now() WHERE id = $1`, [booking.id]);
          const change = call(ctx, olive, 'PATCH', `/api/pets/${rex.id}`, { species: 'cat' });
          await waitFor(
            async () =>
              (
                await acceptance.query<{ waiting: number }>(
                  `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
                )
              ).rows[0]!.waiting >= 1,
          );
          await acceptance.query('COMMIT');
          const refused = await change;
          expect(refused.status).toBe(409);
        } finally {
          await acceptance.end();
        }
        await expect((await call(ctx, olive, 'GET', `/api/pets/${rex.id}`)).json()).resolves.toMatchObject({ species: 'dog' });
      },
    );
  },
  { env: { SCHEDULER_INTERVAL_SECONDS: '0' } },
);

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met');
}
