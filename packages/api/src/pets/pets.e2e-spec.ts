import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness.js';
import { call, inDays, owner, pet, requestBooking, sitter } from '../../test/booking-fixtures.js';

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
      expect(body).toMatchObject({ name: 'Biscuit', ownerId: olive.id, sizeClass: 'medium', weightKg: 24.5, vaccinations: [{ name: 'C5', expiresOn: '2027-01-31' }], photoUrl: null });
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
      const response = await call(ctx, olive, 'POST', '/api/pets', { species: 'dragon', weightKg: -2, dateOfBirth: '2020-02-30', vaccinations: [{ name: 'C5' }] });
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

    it('keeps a pet that an active booking includes (409), and shows it to that booking’s sitter only', async () => {
      const sam = await sitter(ctx);
      const otherSitter = await sitter(ctx);
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      await requestBooking(ctx, olive, { sitterId: sam.id, service: 'boarding', startDate: inDays(20), endDate: inDays(22), petIds: [rex.id] });
      const removal = await call(ctx, olive, 'DELETE', `/api/pets/${rex.id}`);
      expect(removal.status).toBe(409);
      expect((await call(ctx, sam, 'GET', `/api/pets/${rex.id}`)).status).toBe(200);
      expect((await call(ctx, otherSitter, 'GET', `/api/pets/${rex.id}`)).status).toBe(404);
      expect((await call(ctx, sam, 'DELETE', `/api/pets/${rex.id}`)).status).toBe(404);
    });
  },
  { env: { SCHEDULER_INTERVAL_SECONDS: '0' } },
);
