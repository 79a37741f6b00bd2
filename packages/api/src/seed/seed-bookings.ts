import { createHash, randomUUID } from 'node:crypto';
import { type BookingStatus, type ServiceType } from '@pawpal/contract';
import { type EntityManager } from 'typeorm';
import { bookedDays } from '../bookings/stay.js';
import {
  DAY_CARE_DROP_OFF_TIME,
  DAY_CARE_PICK_UP_TIME,
  MS_PER_HOUR,
  OVERNIGHT_CHECK_IN_TIME,
  OVERNIGHT_CHECK_OUT_TIME,
  SERVICE_STAY_KIND,
} from '../bookings/bookings.constants.js';
import { addDays, dateInZone, zonedTimeToUtc } from '../platform/calendar/zoned-time.js';
import { type MoneyConfig } from '../money/money.constants.js';
import { quote, refundFor } from '../money/money.js';
import { seededRandom } from '../platform/random/seeded-random.js';

/** Demo owner, demo sitter (demo-accounts.ts). */
const DEMO_OWNER_EMAIL = 'owner@pawpal.demo';
const DEMO_SITTER_EMAIL = 'sitter@pawpal.demo';
/** Past customers who left the seeded reviews (password: the demo password). */
const REVIEWERS = [
  ['Ruby', 'Walsh'],
  ['Ben', 'Carter'],
  ['Mei', 'Lin'],
  ['Josh', 'Kennedy'],
  ['Sienna', 'Rossi'],
  ['Arjun', 'Mehta'],
  ['Kate', 'Dunn'],
  ['Will', 'Foster'],
] as const;
/** Share of seeded marketplace sitters with past reviewed stays, and how many each (1 to 3). */
const REVIEWED_SITTER_SHARE = 0.6;
const MAX_REVIEWED_STAYS = 3;
const DEMO_SITTER_REVIEWED_STAYS = 6;
const RATINGS = [5, 5, 5, 5, 4, 4, 4, 3];
const COMMENTS = [
  'Came home happy and tired. Loved the photo updates!',
  'Really caring and reliable, we will book again.',
  'Our dog was nervous at first but settled in quickly. Thank you!',
  'Great communication and everything exactly as agreed.',
  'Took the medication routine seriously, which gave us peace of mind.',
  'Lovely person, the cats did not even notice we were away.',
  'Good stay overall, pick-up was a little late.',
];
const SEED = 20_251_122;
/** A separate stream for answer delays, so adding them left the rest of the seeded demo unchanged. */
const ANSWER_SEED = 20_261_202;

/**
 * How long a seeded sitter took to answer a request, in minutes: each sitter has a habit (from
 * their id) so the demo's records vary — most answer within a few hours, some take most of a day
 * and one in ten often answers after the 24 hours the answer rate counts (docs/reliability.md).
 * At most 28 h, so the seeded payment (30 h after the request) still comes after the answer.
 */
function seededAnswerMinutes(sitterId: string, draw: number): number {
  const habit = createHash('sha256').update(`pawpal-seed-answer:${sitterId}`).digest()[0]!;
  if (habit < 26) return Math.round(6 * 60 + draw * 22 * 60);
  if (habit < 100) return Math.round(60 + draw * 7 * 60);
  return Math.round(10 + draw * 170);
}

interface SeedBooking {
  id: string;
  owner_id: string;
  sitter_id: string;
  service: ServiceType;
  status: BookingStatus;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  starts_at: string;
  ends_at: string;
  time_zone: string;
  units: number;
  unit_price_cents: number;
  subtotal_cents: number;
  booking_fee_cents: number;
  booking_fee_gst_cents: number;
  total_cents: number;
  commission_cents: number;
  commission_gst_cents: number;
  sitter_payout_cents: number;
  cancellation_policy: string;
  message: string | null;
  respond_by: string;
  pay_by: string | null;
  accepted_at: string | null;
  declined_at: string | null;
  expired_at: string | null;
  paid_at: string | null;
  started_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  cancelled_by: string | null;
  refund_cents: number | null;
  refund_reason: string | null;
  payment_provider: string | null;
  payment_intent_id: string | null;
  created_at: string;
  updated_at: string;
}

interface SitterInfo {
  user_id: string;
  time_zone: string;
  cancellation_policy: string;
  services: { type: ServiceType; price_cents: number }[];
}

/**
 * Demo bookings on top of the seeded sitters: the demo owner's two pets; bookings between the demo
 * owner and the demo sitter in every state (the committed ones non-overlapping and marked booked in
 * the sitter's calendar, as the exclusion constraint and search expect); and past completed stays
 * with reviews spread over the marketplace sitters, added to their rating aggregates. Bulk inserts.
 */
export async function seedBookings(
  manager: EntityManager,
  input: { passwordHash: string; money: MoneyConfig },
  now: Date = new Date(),
): Promise<{ bookings: number; reviews: number }> {
  const next = seededRandom(SEED);
  const nextAnswer = seededRandom(ANSWER_SEED);
  const [demoOwner] = (await manager.query(`SELECT id FROM users WHERE email = $1`, [DEMO_OWNER_EMAIL])) as { id: string }[];
  const [demoSitter] = (await manager.query(`SELECT id FROM users WHERE email = $1`, [DEMO_SITTER_EMAIL])) as { id: string }[];
  if (!demoOwner || !demoSitter) return { bookings: 0, reviews: 0 };
  const sitters = (await manager.query(
    `SELECT sp.user_id, sp.time_zone, sp.cancellation_policy,
            json_agg(json_build_object('type', ss.type, 'price_cents', ss.price_cents) ORDER BY ss.type) AS services
       FROM sitter_profiles sp JOIN sitter_services ss ON ss.sitter_id = sp.user_id GROUP BY sp.user_id ORDER BY sp.user_id`,
  )) as SitterInfo[];
  const demoSitterInfo = sitters.find((sitter) => sitter.user_id === demoSitter.id);
  if (!demoSitterInfo) return { bookings: 0, reviews: 0 };

  // Pets: the demo owner's two, one dog per past customer.
  const biscuit = randomUUID();
  const mochi = randomUUID();
  const reviewerIds = REVIEWERS.map(() => randomUUID());
  const reviewerPets = REVIEWERS.map(() => randomUUID());
  await manager.query(
    `INSERT INTO users (id, first_name, last_name, email, password_hash, profile_completed)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::boolean[])`,
    [
      reviewerIds,
      REVIEWERS.map(([first]) => first),
      REVIEWERS.map(([, last]) => last),
      REVIEWERS.map(([first, last]) => `${first}.${last}@customers.pawpal.demo`.toLowerCase()),
      REVIEWERS.map(() => input.passwordHash),
      REVIEWERS.map(() => false),
    ],
  );
  const pets = [
    {
      id: biscuit,
      owner_id: demoOwner.id,
      name: 'Biscuit',
      species: 'dog',
      breed: 'Kelpie',
      date_of_birth: '2020-05-01',
      weight_kg: 19.5,
      sex: 'female',
      desexed: true,
      temperament: 'Friendly and energetic; shy with cats at first',
      feeding_instructions: 'Two cups of dry food at 7 am and 6 pm',
      walking_instructions: 'Two long walks a day; pulls on the lead near other dogs',
      medication_instructions: null,
      vet_name: 'Surry Hills Vet Clinic',
      vet_phone: '02 9698 0000',
      vaccinations: [{ name: 'C5', expiresOn: addDays(dateInZone(now, 'Australia/Sydney'), 200) }],
    },
    {
      id: mochi,
      owner_id: demoOwner.id,
      name: 'Mochi',
      species: 'cat',
      breed: 'Ragdoll',
      date_of_birth: '2019-11-12',
      weight_kg: 4.5,
      sex: 'male',
      desexed: true,
      temperament: 'Calm, loves a lap',
      feeding_instructions: 'Half a pouch morning and evening',
      walking_instructions: null,
      medication_instructions: 'Half a tablet of Felimazole daily with food',
      vet_name: 'Surry Hills Vet Clinic',
      vet_phone: '02 9698 0000',
      vaccinations: [{ name: 'F3', expiresOn: addDays(dateInZone(now, 'Australia/Sydney'), 90) }],
    },
    ...reviewerPets.map((id, index) => ({
      id,
      owner_id: reviewerIds[index]!,
      name: ['Max', 'Bella', 'Coco', 'Teddy', 'Luna', 'Milo', 'Rosie', 'Archie'][index]!,
      species: 'dog',
      breed: null,
      date_of_birth: null,
      weight_kg: 8 + index * 4,
      sex: 'unknown',
      desexed: null,
      temperament: null,
      feeding_instructions: null,
      walking_instructions: null,
      medication_instructions: null,
      vet_name: null,
      vet_phone: null,
      vaccinations: [],
    })),
  ];
  await manager.query(
    `INSERT INTO pets (id, owner_id, name, species, breed, date_of_birth, weight_kg, sex, desexed, temperament, feeding_instructions,
       walking_instructions, medication_instructions, vet_name, vet_phone, vaccinations)
     SELECT id, owner_id, name, species, breed, date_of_birth, weight_kg, sex, desexed, temperament, feeding_instructions,
       walking_instructions, medication_instructions, vet_name, vet_phone, vaccinations
       FROM json_populate_recordset(NULL::pets, $1::json)`,
    [JSON.stringify(pets)],
  );

  const bookings: SeedBooking[] = [];
  const bookingPets: { booking_id: string; pet_id: string }[] = [];
  const reviews: { booking_id: string; owner_id: string; sitter_id: string; rating: number; comment: string; created_at: string }[] = [];
  const iso = (date: Date) => date.toISOString();
  const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * MS_PER_HOUR);

  /** A booking of `sitter` starting `startOffset` days from today in the sitter's zone. */
  const make = (
    ownerId: string,
    sitter: SitterInfo,
    service: ServiceType,
    startOffset: number,
    length: number,
    status: BookingStatus,
    petIds: string[],
    extra: Partial<SeedBooking> = {},
  ): SeedBooking => {
    const price = sitter.services.find((offer) => offer.type === service) ?? sitter.services[0]!;
    const kind = SERVICE_STAY_KIND[price.type];
    const today = dateInZone(now, sitter.time_zone);
    const startDate = addDays(today, startOffset);
    const endDate = addDays(startDate, kind === 'overnight' ? length : length - 1);
    const [startTime, endTime] =
      kind === 'overnight'
        ? [OVERNIGHT_CHECK_IN_TIME, OVERNIGHT_CHECK_OUT_TIME]
        : kind === 'daytime'
          ? [DAY_CARE_DROP_OFF_TIME, DAY_CARE_PICK_UP_TIME]
          : ['09:00', '09:30'];
    const startsAt = zonedTimeToUtc(startDate, startTime, sitter.time_zone);
    const endsAt = zonedTimeToUtc(endDate, endTime, sitter.time_zone);
    const priced = quote({ unitPriceCents: price.price_cents, units: length }, input.money);
    const createdAt = new Date(Math.min(now.getTime(), startsAt.getTime()) - (2 + Math.floor(next() * 10)) * 24 * MS_PER_HOUR);
    const committed = ['accepted', 'paid', 'in_progress', 'completed'].includes(status);
    const paid = ['paid', 'in_progress', 'completed'].includes(status);
    const booking: SeedBooking = {
      id: randomUUID(),
      owner_id: ownerId,
      sitter_id: sitter.user_id,
      service: price.type,
      status,
      start_date: startDate,
      end_date: endDate,
      start_time: startTime,
      end_time: endTime,
      starts_at: iso(startsAt),
      ends_at: iso(endsAt),
      time_zone: sitter.time_zone,
      units: length,
      unit_price_cents: price.price_cents,
      subtotal_cents: priced.subtotalCents,
      booking_fee_cents: priced.bookingFeeCents,
      booking_fee_gst_cents: priced.bookingFeeGstCents,
      total_cents: priced.totalCents,
      commission_cents: priced.commissionCents,
      commission_gst_cents: priced.commissionGstCents,
      sitter_payout_cents: priced.sitterPayoutCents,
      cancellation_policy: sitter.cancellation_policy,
      message: null,
      respond_by: iso(new Date(Math.min(createdAt.getTime() + 72 * MS_PER_HOUR, startsAt.getTime()))),
      pay_by: committed ? iso(new Date(Math.min(createdAt.getTime() + 24 * MS_PER_HOUR + 48 * MS_PER_HOUR, startsAt.getTime()))) : null,
      accepted_at: committed ? iso(new Date(createdAt.getTime() + seededAnswerMinutes(sitter.user_id, nextAnswer()) * 60_000)) : null,
      declined_at: null,
      expired_at: null,
      paid_at: paid ? iso(new Date(createdAt.getTime() + 30 * MS_PER_HOUR)) : null,
      started_at: status === 'in_progress' || status === 'completed' ? iso(startsAt) : null,
      completed_at: status === 'completed' ? iso(endsAt) : null,
      cancelled_at: null,
      cancelled_by: null,
      refund_cents: null,
      refund_reason: null,
      payment_provider: paid ? 'sandbox' : null,
      payment_intent_id: paid ? `pi_sandbox_seed_${randomUUID().replaceAll('-', '')}` : null,
      created_at: iso(createdAt),
      updated_at: iso(createdAt),
      ...extra,
    };
    bookings.push(booking);
    for (const petId of petIds) bookingPets.push({ booking_id: booking.id, pet_id: petId });
    return booking;
  };

  // The demo pair, one booking in every state. Committed stays (accepted, paid, in progress) do not overlap.
  const demo = demoSitterInfo;
  make(demoOwner.id, demo, 'boarding', 40, 3, 'requested', [biscuit], {
    message: 'Biscuit is very friendly but pulls on the lead. Happy to do a meet and greet first!',
    created_at: iso(hoursFromNow(-2)),
    updated_at: iso(hoursFromNow(-2)),
    respond_by: iso(hoursFromNow(70)),
  });
  make(demoOwner.id, demo, 'boarding', 20, 3, 'accepted', [biscuit, mochi], {
    created_at: iso(hoursFromNow(-30)),
    accepted_at: iso(hoursFromNow(-3)),
    pay_by: iso(hoursFromNow(45)),
    respond_by: iso(hoursFromNow(42)),
  });
  make(demoOwner.id, demo, 'house_sitting', 30, 4, 'paid', [biscuit, mochi]);
  make(demoOwner.id, demo, 'boarding', -1, 3, 'in_progress', [biscuit]);
  const reviewed = make(demoOwner.id, demo, 'boarding', -30, 3, 'completed', [biscuit]);
  reviews.push({
    booking_id: reviewed.id,
    owner_id: demoOwner.id,
    sitter_id: demo.user_id,
    rating: 5,
    comment: 'Sam was wonderful with Biscuit. Daily photos and a very happy dog.',
    created_at: reviewed.ends_at,
  });
  make(demoOwner.id, demo, 'dog_walking', -6, 2, 'completed', [biscuit]);
  make(demoOwner.id, demo, 'boarding', 50, 2, 'declined', [biscuit, mochi], { declined_at: iso(hoursFromNow(-20)) });
  const expiredCreated = hoursFromNow(-96);
  make(demoOwner.id, demo, 'boarding', 60, 2, 'expired', [biscuit], {
    created_at: iso(expiredCreated),
    updated_at: iso(hoursFromNow(-24)),
    respond_by: iso(hoursFromNow(-24)),
    expired_at: iso(hoursFromNow(-24)),
  });
  const cancelled = make(demoOwner.id, demo, 'boarding', 70, 2, 'cancelled', [mochi]);
  const refund = refundFor({
    policy: 'moderate',
    startsAt: new Date(cancelled.starts_at),
    cancelledAt: hoursFromNow(-5),
    totalCents: cancelled.total_cents,
    cancelledBy: 'owner',
  });
  Object.assign(cancelled, {
    accepted_at: iso(hoursFromNow(-50)),
    paid_at: iso(hoursFromNow(-40)),
    cancelled_at: iso(hoursFromNow(-5)),
    cancelled_by: 'owner',
    refund_cents: refund.refundCents,
    refund_reason: refund.reason,
    payment_provider: 'sandbox',
    payment_intent_id: `pi_sandbox_seed_${cancelled.id.replaceAll('-', '')}`,
  });

  // Past reviewed stays: the demo sitter's, then a share of the marketplace's, each in its own past window.
  const pastStay = (sitter: SitterInfo, slot: number, reviewer: number) => {
    const service = sitter.services[Math.floor(next() * sitter.services.length)]!.type;
    const length = SERVICE_STAY_KIND[service] === 'overnight' ? 2 + Math.floor(next() * 4) : 1 + Math.floor(next() * 2);
    const booking = make(reviewerIds[reviewer]!, sitter, service, -60 - slot * 14, length, 'completed', [reviewerPets[reviewer]!]);
    reviews.push({
      booking_id: booking.id,
      owner_id: booking.owner_id,
      sitter_id: sitter.user_id,
      rating: RATINGS[Math.floor(next() * RATINGS.length)]!,
      comment: COMMENTS[Math.floor(next() * COMMENTS.length)]!,
      created_at: booking.ends_at,
    });
  };
  for (let slot = 0; slot < DEMO_SITTER_REVIEWED_STAYS; slot += 1) pastStay(demo, slot, slot % REVIEWERS.length);
  let reviewer = 0;
  for (const sitter of sitters) {
    if (sitter.user_id === demo.user_id || next() >= REVIEWED_SITTER_SHARE) continue;
    const stays = 1 + Math.floor(next() * MAX_REVIEWED_STAYS);
    for (let slot = 0; slot < stays; slot += 1) pastStay(sitter, slot, (reviewer += 1) % REVIEWERS.length);
  }

  const columns = Object.keys(bookings[0]!).join(', ');
  await manager.query(`INSERT INTO bookings (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::bookings, $1::json)`, [
    JSON.stringify(bookings),
  ]);
  await manager.query(
    `INSERT INTO booking_pets (booking_id, pet_id) SELECT booking_id, pet_id FROM json_populate_recordset(NULL::booking_pets, $1::json)`,
    [JSON.stringify(bookingPets)],
  );
  await manager.query(
    `INSERT INTO reviews (booking_id, owner_id, sitter_id, rating, comment, created_at)
     SELECT booking_id, owner_id, sitter_id, rating, comment, created_at FROM json_populate_recordset(NULL::reviews, $1::json)`,
    [JSON.stringify(reviews)],
  );
  await manager.query(
    `INSERT INTO payment_refunds (booking_id, sequence, provider, provider_refund_id, amount_cents, status) VALUES ($1, 1, 'sandbox', $2, $3, 'succeeded')`,
    [cancelled.id, `re_sandbox_seed_${cancelled.id.replaceAll('-', '')}`, cancelled.refund_cents],
  );
  // The sitter's calendar: days of committed future and current stays are booked (search hides them).
  const committed = bookings.filter((booking) => ['accepted', 'paid', 'in_progress'].includes(booking.status));
  const days = committed.flatMap((booking) =>
    bookedDays(booking.service, booking.start_date, booking.end_date).map((day) => ({
      sitter_id: booking.sitter_id,
      day,
      booking_id: booking.id,
    })),
  );
  await manager.query(
    `INSERT INTO sitter_unavailable_days (sitter_id, day, reason, booking_id)
     SELECT sitter_id, day, 'booked', booking_id FROM json_populate_recordset(NULL::sitter_unavailable_days, $1::json)`,
    [JSON.stringify(days)],
  );
  // Reviews add to the rating aggregates the sitters seed started (seed-reviews then recomputes every rating from the published rows).
  await manager.query(
    `UPDATE sitter_profiles sp
        SET rating_avg = round((coalesce(sp.rating_avg, 0) * sp.rating_count + r.total) / (sp.rating_count + r.n), 3),
            rating_count = sp.rating_count + r.n
       FROM (SELECT sitter_id, sum(rating)::numeric AS total, count(*)::int AS n FROM reviews GROUP BY sitter_id) r
      WHERE sp.user_id = r.sitter_id`,
  );
  return { bookings: bookings.length, reviews: reviews.length };
}
