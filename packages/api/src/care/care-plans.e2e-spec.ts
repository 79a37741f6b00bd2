import { expect, it } from 'vitest';
import { type Account, advanceClock, call, dayAfter, owner, pet, requestBooking, serverNow, sitter } from '../../test/booking-fixtures.js';
import { clockTo, emailOf, paidBooking, uploadPhoto, visitsOf } from '../../test/care-fixtures.js';
import { describeEachDatabase, outboxFor, signUp } from '../../test/harness.js';
import { makeAdmin } from '../../test/listing-fixtures.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const HOME_ACCESS = 'Key in the lockbox by the side gate, code 4821';

const PLAN = {
  feeding: [{ time: '07:30', food: 'dry food', amount: '1 cup' }],
  medications: [{ name: 'Apoquel', dose: '16 mg', times: ['20:00', '08:00'], withFood: true }],
  walks: { perDay: 2, rules: 'Lead only, no dog parks' },
  houseNotes: 'Back door sticks',
  homeAccess: HOME_ACCESS,
  vet: { clinic: 'Surry Hills Vet', phone: '02 9698 0000' },
  emergencyContact: { name: 'Alex', phone: '0412 345 678' },
  microchip: '956000012345678',
  vetSpendLimitCents: 30_000,
};

describeEachDatabase(
  'care: care plans, who reads them, and what never leaves a booking',
  (ctx) => {
    const db = () => ctx.pawpal.database.dataSource;
    const planOf = (account: Account | undefined, petId: string) => call(ctx, account, 'GET', `/api/pets/${petId}/care-plan`);
    const putPlan = (account: Account | undefined, petId: string, body: unknown) =>
      call(ctx, account, 'PUT', `/api/pets/${petId}/care-plan`, body);

    it('is the owner’s to write: parts left out stay, null clears, a pet never planned reads empty', async () => {
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      expect(await (await planOf(olive, rex.id)).json()).toEqual({
        petId: rex.id,
        feeding: [],
        medications: [],
        walks: null,
        houseNotes: null,
        homeAccess: null,
        homeAccessHidden: false,
        vet: null,
        emergencyContact: null,
        microchip: null,
        vetSpendLimitCents: 0,
        updatedAt: null,
      });
      const saved = await putPlan(olive, rex.id, PLAN);
      expect(saved.status).toBe(200);
      const plan = (await saved.json()) as Record<string, unknown>;
      expect(plan).toMatchObject({
        ...PLAN,
        medications: [{ name: 'Apoquel', dose: '16 mg', times: ['08:00', '20:00'], withFood: true }],
        homeAccessHidden: false,
      });
      expect(await (await planOf(olive, rex.id)).json()).toEqual(plan);

      const partial = (await (
        await putPlan(olive, rex.id, { houseNotes: 'Bins on Tuesday', feeding: null, vetSpendLimitCents: null })
      ).json()) as Record<string, unknown>;
      expect(partial).toMatchObject({
        houseNotes: 'Bins on Tuesday',
        feeding: [],
        vetSpendLimitCents: 0,
        homeAccess: HOME_ACCESS,
        walks: PLAN.walks,
      });
    });

    // A nested field's message starts with where it is (the platform's validation pipe).
    it.each([
      [{ feeding: [{ time: '7am', food: 'kibble', amount: '1 cup' }] }, 'feeding.0.Each feeding time must be a time like 07:30'],
      [{ feeding: Array.from({ length: 21 }, () => ({ time: '07:00', food: 'kibble', amount: '1 cup' })) }, 'At most 20 feedings'],
      [{ medications: [{ name: 'Apoquel', dose: '16 mg', times: [] }] }, 'medications.0.Each medication needs at least one time'],
      [{ walks: { perDay: 7, rules: '' } }, 'walks.At most 6 walks a day'],
      [{ microchip: '1234' }, 'Microchip number must be 9 to 15 digits'],
      [{ vetSpendLimitCents: 500_001 }, 'Pre-approved vet spend must be at most $5,000.00'],
      [{ vetSpendLimitCents: -1 }, 'Pre-approved vet spend cannot be negative'],
      [{ vet: { clinic: 'Vet', phone: 'call me' } }, 'vet.Vet phone must be a phone number'],
      [{ homeAccess: 'x'.repeat(2001) }, 'Home access must be at most 2000 characters'],
      [{ petName: 'Rex' }, 'property petName should not exist'],
    ])('refuses %j with a message a person reads', async (body, message) => {
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      const response = await putPlan(olive, rex.id, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    });

    it('goes with the account: deleting it erases the care plans of its pets, home access and all', async () => {
      const { cookie, user, password } = await signUp(ctx, { firstName: 'Olive', lastName: 'Owner' });
      const olive: Account = { cookie, id: user.id };
      const rex = await pet(ctx, olive);
      expect((await putPlan(olive, rex.id, PLAN)).status).toBe(200);
      const other = await owner(ctx, 'Otto');
      const fido = await pet(ctx, other);
      expect((await putPlan(other, fido.id, PLAN)).status).toBe(200);
      expect((await call(ctx, olive, 'POST', '/api/profile/delete', { currentPassword: password })).status).toBe(204);
      const left = (await db().query(`SELECT pet_id FROM care_plans WHERE pet_id = ANY ($1::uuid[])`, [[rex.id, fido.id]])) as {
        pet_id: string;
      }[];
      // Only the other owner's plan is left; no row anywhere still holds the deleted owner's access code.
      expect(left).toEqual([{ pet_id: fido.id }]);
      expect(
        (
          await db().query(`SELECT count(*)::int AS n FROM care_plans cp JOIN pets p ON p.id = cp.pet_id WHERE p.owner_id = $1`, [olive.id])
        )[0],
      ).toEqual({ n: 0 });
    });

    it('is read by the sitter of a paid stay until it ends, the home access only from 24 hours before; strangers get 404', async () => {
      const { sam, olive, rex, bookingId } = await paidBooking(ctx, { service: 'boarding', length: 2, startInDays: 4, carePlan: PLAN });
      const [{ starts_at: startsAt, ends_at: endsAt }] = (await db().query(`SELECT starts_at, ends_at FROM bookings WHERE id = $1`, [
        bookingId,
      ])) as [{ starts_at: Date; ends_at: Date }];
      const early = (await (await planOf(sam, rex.id)).json()) as Record<string, unknown>;
      expect(early).toMatchObject({
        homeAccess: null,
        homeAccessHidden: true,
        vetSpendLimitCents: 30_000,
        vet: PLAN.vet,
        houseNotes: PLAN.houseNotes,
      });
      expect((await putPlan(sam, rex.id, { houseNotes: 'mine now' })).status).toBe(403);

      const stranger = await owner(ctx, 'Stan');
      expect((await planOf(stranger, rex.id)).status).toBe(404);
      expect((await putPlan(stranger, rex.id, { houseNotes: 'x' })).status).toBe(404);
      expect((await planOf(stranger, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect((await planOf(stranger, 'not-a-uuid')).status).toBe(404);
      expect((await planOf(undefined, rex.id)).status).toBe(401);
      const ada = await owner(ctx, 'Ada');
      await makeAdmin(ctx, ada.id);
      expect(await (await planOf(ada, rex.id)).json()).toMatchObject({ homeAccess: null, homeAccessHidden: true, vet: PLAN.vet });

      await clockTo(ctx, startsAt.toISOString(), -24 * HOUR - MINUTE);
      expect(await (await planOf(sam, rex.id)).json()).toMatchObject({ homeAccess: null, homeAccessHidden: true });
      await advanceClock(ctx, 2 * MINUTE);
      expect(await (await planOf(sam, rex.id)).json()).toMatchObject({ homeAccess: HOME_ACCESS, homeAccessHidden: false });

      // A suspended owner is signed out of everything.
      await db().query(`UPDATE users SET suspended_at = now(), suspension_reason = 'Under review' WHERE id = $1`, [olive.id]);
      expect((await planOf(olive, rex.id)).status).toBe(401);
      expect((await call(ctx, olive, 'GET', `/api/bookings/${bookingId}/visits`)).status).toBe(401);
      await db().query(`UPDATE users SET suspended_at = NULL, suspension_reason = NULL WHERE id = $1`, [olive.id]);

      await clockTo(ctx, endsAt.toISOString(), MINUTE);
      expect((await planOf(sam, rex.id)).status).toBe(404);
    });

    it('is not the sitter’s before the booking is paid', async () => {
      const sam = await sitter(ctx);
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      expect((await putPlan(olive, rex.id, PLAN)).status).toBe(200);
      const now = await serverNow(ctx);
      const booking = await requestBooking(ctx, olive, {
        sitterId: sam.id,
        service: 'boarding',
        startDate: dayAfter(now, 5),
        endDate: dayAfter(now, 7),
        petIds: [rex.id],
      });
      expect((await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/accept`)).status).toBe(200);
      expect((await planOf(sam, rex.id)).status).toBe(404);
      expect(await (await call(ctx, olive, 'GET', `/api/bookings/${booking.id}/visits`)).json()).toEqual([]);
    });

    it('never shows the home access, the owner’s address or a position in public reads, the other party’s export or emails', async () => {
      const { sam, olive, rex, bookingId } = await paidBooking(ctx, { carePlan: PLAN });
      expect(
        (
          await call(ctx, olive, 'PUT', `/api/bookings/${bookingId}/care-location`, {
            suburb: 'Surry Hills',
            state: 'NSW',
            postcode: '2010',
            address: '12 Example Street',
          })
        ).status,
      ).toBe(200);
      const [first] = await visitsOf(ctx, olive, bookingId);
      await clockTo(ctx, first!.dueAt);
      expect((await call(ctx, sam, 'POST', `/api/visits/${first!.id}/check-in`, { lat: -33.8151, lng: 151.0011 })).status).toBe(200);
      const photo = await uploadPhoto(ctx, sam);
      expect(
        (await call(ctx, sam, 'POST', `/api/visits/${first!.id}/check-out`, { tasks: [], photoUploadIds: [photo.id], note: 'All good' }))
          .status,
      ).toBe(200);
      // The sitter did read the home access (it is theirs to use for the stay).
      expect(await (await planOf(sam, rex.id)).json()).toMatchObject({ homeAccess: HOME_ACCESS });

      const secrets = ['lockbox', 'side gate', '12 Example Street', '151.0011', '33.8151'];
      const texts: [string, string][] = [
        ['the sitter’s public profile', await (await call(ctx, undefined, 'GET', `/api/sitters/${sam.id}`)).text()],
        ['the pet as its sitter reads it', await (await call(ctx, sam, 'GET', `/api/pets/${rex.id}`)).text()],
        ['the booking as its sitter reads it', await (await call(ctx, sam, 'GET', `/api/bookings/${bookingId}`)).text()],
        ['the sitter’s data export', await (await call(ctx, sam, 'GET', '/api/profile/export')).text()],
        [
          'the owner’s visits and timeline',
          JSON.stringify([
            await visitsOf(ctx, olive, bookingId),
            await (await call(ctx, olive, 'GET', `/api/bookings/${bookingId}/timeline`)).json(),
          ]),
        ],
      ];
      for (const account of [olive, sam]) {
        for (const mail of await outboxFor(ctx, await emailOf(ctx, account)))
          texts.push([`the email "${mail.subject}"`, `${mail.subject}\n${mail.text}\n${mail.html}`]);
      }
      const pushes = (await db().query(`SELECT payload FROM push_queue WHERE user_id IN ($1, $2)`, [olive.id, sam.id])) as unknown[];
      texts.push(['the pushes', JSON.stringify(pushes)]);
      for (const [where, text] of texts) {
        for (const secret of secrets) expect(text.toLowerCase(), `${where} shows "${secret}"`).not.toContain(secret.toLowerCase());
      }
      // The owner's own export holds their own plan, the home access included.
      expect(await (await call(ctx, olive, 'GET', '/api/profile/export')).text()).toContain(HOME_ACCESS);
    });
  },
  { env: { PAWPAL_TEST_CLOCK: '1', PUSH_SEND_INTERVAL_SECONDS: '0' } },
);
