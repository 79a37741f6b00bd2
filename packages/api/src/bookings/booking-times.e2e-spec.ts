import { expect, it } from 'vitest';
import { describeEachDatabase, errorBodyOf, outboxFor } from '../../test/harness.js';
import { call, inDays, owner, pet, requestBooking, sitter, type Account } from '../../test/booking-fixtures.js';

// A walk or visit takes its time slot, not the sitter's day (booking_slots, migration
// BookingTimes); boarding drop-off and pick-up times; a decline's reason.
describeEachDatabase('booking times', (ctx) => {
  const db = () => ctx.pawpal.database.dataSource;
  const walk = (walker: Account, petIds: string[], day: string, startTime: string, endTime: string, endDay = day) => ({
    sitterId: walker.id,
    service: 'dog_walking',
    startDate: day,
    endDate: endDay,
    startTime,
    endTime,
    petIds,
  });
  const ownerWithDog = async (name = 'Olive') => {
    const account = await owner(ctx, name);
    return { account, dog: await pet(ctx, account) };
  };
  const accept = (by: Account, id: string) => call(ctx, by, 'POST', `/api/bookings/${id}/accept`);

  it('books walks at 08:00 and 15:00 on one day, and a 15:00 walk inside a series of 08:00 walks', async () => {
    const wes = await sitter(ctx, { services: { dog_walking: 2500 } });
    const { account: olive, dog } = await ownerWithDog();
    const { account: otto, dog: fido } = await ownerWithDog('Otto');
    const day = inDays(20);
    const morning = await requestBooking(ctx, olive, walk(wes, [dog.id], inDays(19), '08:00', '09:00', inDays(21)));
    const afternoon = await requestBooking(ctx, otto, walk(wes, [fido.id], day, '15:00', '16:00'));
    expect((await accept(wes, morning.id)).status).toBe(200);
    expect((await accept(wes, afternoon.id)).status).toBe(200);
    // Three 08:00 walks and one 15:00 walk: each its own slot.
    const slots = (await db().query(`SELECT count(*)::int AS n FROM booking_slots WHERE sitter_id = $1`, [wes.id])) as { n: number }[];
    expect(slots[0]!.n).toBe(4);
    // The day stays open for more walks: it is not marked booked in the calendar.
    const calendar = (await (await call(ctx, undefined, 'GET', `/api/sitters/${wes.id}/availability?from=${day}&to=${day}`)).json()) as {
      days: { date: string; status: string }[];
    };
    expect(calendar.days).toEqual([expect.objectContaining({ date: day, status: 'available' })]);
  });

  it('refuses an overlapping walk: at the request once one is accepted, and at the acceptance when both were requested', async () => {
    const wes = await sitter(ctx, { services: { dog_walking: 2500 } });
    const { account: olive, dog } = await ownerWithDog();
    const { account: otto, dog: fido } = await ownerWithDog('Otto');
    const { account: ola, dog: max } = await ownerWithDog('Ola');
    const day = inDays(25);
    const first = await requestBooking(ctx, olive, walk(wes, [dog.id], day, '08:00', '09:00'));
    const second = await requestBooking(ctx, otto, walk(wes, [fido.id], day, '08:30', '09:30'));
    expect((await accept(wes, first.id)).status).toBe(200);
    const refused = await accept(wes, second.id);
    expect(refused.status).toBe(409);
    await expect(errorBodyOf(refused)).resolves.toMatchObject({ message: 'The sitter is already booked for part of these dates' });

    const late = await call(ctx, ola, 'POST', '/api/bookings', walk(wes, [max.id], day, '08:45', '09:15'));
    expect(late.status).toBe(409);
    await expect(errorBodyOf(late)).resolves.toMatchObject({ message: 'Sam is already booked at that time' });
    // Back to back is not an overlap.
    expect((await call(ctx, ola, 'POST', '/api/bookings', walk(wes, [max.id], day, '09:00', '09:30'))).status).toBe(201);
  });

  it('lets only one of two overlapping walks accepted at the same moment win (the database constraint decides)', async () => {
    const wes = await sitter(ctx, { services: { dog_walking: 2500 } });
    const { account: olive, dog } = await ownerWithDog();
    const { account: otto, dog: fido } = await ownerWithDog('Otto');
    const day = inDays(30);
    const a = await requestBooking(ctx, olive, walk(wes, [dog.id], day, '10:00', '11:00'));
    const b = await requestBooking(ctx, otto, walk(wes, [fido.id], day, '10:30', '11:30'));
    const answers = await Promise.all([accept(wes, a.id), accept(wes, b.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const committed = (await db().query(`SELECT count(*)::int AS n FROM bookings WHERE sitter_id = $1 AND status = 'accepted'`, [
      wes.id,
    ])) as { n: number }[];
    expect(committed[0]!.n).toBe(1);
  });

  it('enforces the slots in the database itself, whoever writes the status', async () => {
    const wes = await sitter(ctx, { services: { dog_walking: 2500 } });
    const { account: olive, dog } = await ownerWithDog();
    const { account: otto, dog: fido } = await ownerWithDog('Otto');
    const day = inDays(35);
    const a = await requestBooking(ctx, olive, walk(wes, [dog.id], day, '12:00', '13:00'));
    const b = await requestBooking(ctx, otto, walk(wes, [fido.id], day, '12:59', '13:30'));
    await db().query(`UPDATE bookings SET status = 'accepted' WHERE id = $1`, [a.id]);
    await expect(db().query(`UPDATE bookings SET status = 'accepted' WHERE id = $1`, [b.id])).rejects.toMatchObject({
      driverError: { code: '23P01' },
    });
    // Leaving the committed statuses frees the slot.
    await db().query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [a.id]);
    await db().query(`UPDATE bookings SET status = 'accepted' WHERE id = $1`, [b.id]);
    const slots = (await db().query(`SELECT booking_id FROM booking_slots WHERE sitter_id = $1`, [wes.id])) as { booking_id: string }[];
    expect(slots).toEqual([{ booking_id: b.id }]);
  });

  it('keeps a blocked day closed to walks, and a day with an accepted walk cannot be blocked', async () => {
    const wes = await sitter(ctx, { services: { dog_walking: 2500 } });
    const { account: olive, dog } = await ownerWithDog();
    const day = inDays(40);
    const booking = await requestBooking(ctx, olive, walk(wes, [dog.id], day, '08:00', '09:00'));
    expect((await accept(wes, booking.id)).status).toBe(200);
    const block = await call(ctx, wes, 'PUT', '/api/sitters/me/availability', { block: [day], unblock: [] });
    expect(block.status).toBe(409);
    await expect(errorBodyOf(block)).resolves.toMatchObject({ message: `${day} is booked and cannot be changed` });

    const other = inDays(41);
    expect((await call(ctx, wes, 'PUT', '/api/sitters/me/availability', { block: [other], unblock: [] })).status).toBe(200);
    const refused = await call(ctx, olive, 'POST', '/api/bookings', walk(wes, [dog.id], other, '08:00', '09:00'));
    expect(refused.status).toBe(409);
    await expect(errorBodyOf(refused)).resolves.toMatchObject({ message: `Sam is not available on ${other}` });
  });

  it('takes the owner’s drop-off and pick-up times for boarding within the sitter’s hours (10:00 when none) and shows them on the booking', async () => {
    const sam = await sitter(ctx, { state: 'WA' });
    const { account: olive, dog } = await ownerWithDog();
    const body = { sitterId: sam.id, service: 'boarding', startDate: '2027-04-10', endDate: '2027-04-12', petIds: [dog.id] };
    const chosen = await requestBooking(ctx, olive, { ...body, dropOffTime: '07:30', pickUpTime: '18:00' });
    expect(chosen).toMatchObject({ startsAt: '2027-04-09T23:30:00.000Z', dropOffTime: '07:30', pickUpTime: '18:00' });
    const read = await call(ctx, sam, 'GET', `/api/bookings/${chosen.id}`);
    await expect(read.json()).resolves.toMatchObject({ dropOffTime: '07:30', pickUpTime: '18:00', endsAt: '2027-04-12T10:00:00.000Z' });

    const quote = await call(ctx, undefined, 'POST', '/api/bookings/quote', { ...body, dropOffTime: '07:30' });
    await expect(quote.json()).resolves.toMatchObject({ startsAt: '2027-04-09T23:30:00.000Z', endsAt: '2027-04-12T02:00:00.000Z' });

    const early = await call(ctx, olive, 'POST', '/api/bookings', {
      ...body,
      startDate: '2027-05-10',
      endDate: '2027-05-12',
      dropOffTime: '06:00',
    });
    expect(early.status).toBe(400);
    await expect(errorBodyOf(early)).resolves.toMatchObject({
      message: "Choose a drop-off time between 07:00 and 20:00, the sitter's hours",
    });
    const garbled = await call(ctx, olive, 'POST', '/api/bookings', { ...body, pickUpTime: '25:00' });
    expect(garbled.status).toBe(400);
    await expect(errorBodyOf(garbled)).resolves.toMatchObject({ message: 'Pick-up time must be a time like 17:00' });
  });

  it('declines with an optional reason from the list; the owner sees it', async () => {
    const sam = await sitter(ctx);
    const { account: olive, dog } = await ownerWithDog();
    const body = (start: number) => ({
      sitterId: sam.id,
      service: 'boarding',
      startDate: inDays(start),
      endDate: inDays(start + 2),
      petIds: [dog.id],
    });
    const first = await requestBooking(ctx, olive, body(50));
    const unknown = await call(ctx, sam, 'POST', `/api/bookings/${first.id}/decline`, { reason: 'smells' });
    expect(unknown.status).toBe(400);
    await expect(errorBodyOf(unknown)).resolves.toMatchObject({
      message: 'Reason must be one of not_available, cannot_care_for_pet, too_far, other',
    });
    const declined = await call(ctx, sam, 'POST', `/api/bookings/${first.id}/decline`, { reason: 'too_far' });
    expect(declined.status).toBe(200);
    await expect(declined.json()).resolves.toMatchObject({ status: 'declined', declineReason: 'too_far' });
    await expect((await call(ctx, olive, 'GET', `/api/bookings/${first.id}`)).json()).resolves.toMatchObject({ declineReason: 'too_far' });
    // …and by email, with the reason in words.
    const [email] = (await db().query(`SELECT email FROM users WHERE id = $1`, [olive.id])) as { email: string }[];
    const [mail] = (await outboxFor(ctx, email!.email)).filter((message) => message.subject === "Sam can't take your booking");
    expect(mail!.text).toContain('The reason given: Too far away.');

    // Without a body, as before: declined, no reason.
    const second = await requestBooking(ctx, olive, body(60));
    const plain = await call(ctx, sam, 'POST', `/api/bookings/${second.id}/decline`);
    expect(plain.status).toBe(200);
    const plainBody = (await plain.json()) as Record<string, unknown>;
    expect(plainBody.status).toBe('declined');
    expect(plainBody).not.toHaveProperty('declineReason');
  });
});
