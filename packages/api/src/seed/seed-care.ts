import { type EntityManager } from 'typeorm';
import { CareLocationWriter, HOME_SERVICES } from '../care/care-location-writer.js';
import { backfillSchedules } from '../care/schedule-backfill.js';
import { VisitWriter } from '../care/visit-writer.js';
import { capitalCitySuburbs } from '../geo/au-localities.js';

const MINUTE = 60_000;
/** Demo owner (demo-accounts.ts). */
const DEMO_OWNER_EMAIL = 'owner@pawpal.demo';

/**
 * Care for the demo (docs/care.md): the care plans of the demo owner's two pets, their home for the
 * home-service bookings (Surry Hills, a made-up street), and the schedule of every paid or
 * under-way demo booking, with the visits already past checked in and out as a sitter would have,
 * so the in-progress stay's timeline has history and nothing raises a missed-visit alarm at the
 * first start.
 */
export async function seedCare(manager: EntityManager, now: Date = new Date()): Promise<number> {
  const [owner] = (await manager.query(`SELECT id FROM users WHERE email = $1`, [DEMO_OWNER_EMAIL])) as { id: string }[];
  if (!owner) return 0;
  const pets = (await manager.query(`SELECT id, name FROM pets WHERE owner_id = $1`, [owner.id])) as { id: string; name: string }[];
  const plans: Record<string, object> = {
    Biscuit: {
      feeding: [
        { time: '07:00', food: 'dry food', amount: '1 cup' },
        { time: '18:00', food: 'dry food', amount: '1 cup' },
      ],
      medications: [],
      walks: { perDay: 2, rules: 'Lead only, no dog parks; she pulls near other dogs' },
      house_notes: 'Back door sticks: lift the handle. Bin night is Tuesday.',
      home_access: 'Key in the lockbox by the side gate, code 4821. Alarm off: 1357.',
      vet: { clinic: 'Surry Hills Vet Clinic', phone: '02 9698 0000', address: '1 Crown Street, Surry Hills NSW 2010' },
      emergency_contact: { name: 'Alex Owner', phone: '0412 345 678' },
      microchip: '956000012345678',
      vet_spend_limit_cents: 30_000,
    },
    Mochi: {
      feeding: [
        { time: '07:00', food: 'wet food', amount: 'half a pouch' },
        { time: '18:00', food: 'wet food', amount: 'half a pouch' },
      ],
      medications: [{ name: 'Felimazole', dose: 'half a tablet', times: ['07:00'], withFood: true }],
      walks: null,
      house_notes: 'Mochi hides under the bed when the doorbell rings: leave him be.',
      home_access: 'Key in the lockbox by the side gate, code 4821. Alarm off: 1357.',
      vet: { clinic: 'Surry Hills Vet Clinic', phone: '02 9698 0000', address: '1 Crown Street, Surry Hills NSW 2010' },
      emergency_contact: { name: 'Alex Owner', phone: '0412 345 678' },
      microchip: '956000087654321',
      vet_spend_limit_cents: 20_000,
    },
  };
  for (const pet of pets) {
    const plan = plans[pet.name] as Record<string, unknown> | undefined;
    if (!plan) continue;
    await manager.query(
      `INSERT INTO care_plans (pet_id, feeding, medications, walks, house_notes, home_access, vet, emergency_contact, microchip, vet_spend_limit_cents, updated_at)
       VALUES ($1, $2::jsonb, $3::jsonb, $4::jsonb, $5, $6, $7::jsonb, $8::jsonb, $9, $10, $11) ON CONFLICT (pet_id) DO NOTHING`,
      [
        pet.id,
        JSON.stringify(plan.feeding),
        JSON.stringify(plan.medications),
        plan.walks === null ? null : JSON.stringify(plan.walks),
        plan.house_notes,
        plan.home_access,
        JSON.stringify(plan.vet),
        JSON.stringify(plan.emergency_contact),
        plan.microchip,
        plan.vet_spend_limit_cents,
        now,
      ],
    );
  }

  const home = capitalCitySuburbs().find((suburb) => suburb.name === 'Surry Hills' && suburb.state === 'NSW');
  const homeBookings = (await manager.query(
    `SELECT id FROM bookings WHERE owner_id = $1 AND service = ANY ($2) AND status IN ('paid', 'in_progress', 'completed')`,
    [owner.id, [...HOME_SERVICES]],
  )) as { id: string }[];
  const locations = new CareLocationWriter();
  if (home) {
    for (const booking of homeBookings) {
      await locations.set(
        manager,
        booking.id,
        { suburb: home.name, state: home.state, postcode: home.postcode, latitude: home.latitude, longitude: home.longitude },
        '12 Example Street',
        now,
      );
    }
  }

  const written = await backfillSchedules(manager, now, null);
  // What is past already happened: checked in a couple of minutes after it was due, out twenty minutes later.
  const past = (await manager.query(
    `SELECT v.id, v.kind, v.due_at, v.opens_at FROM visits v JOIN bookings b ON b.id = v.booking_id
      WHERE b.owner_id = $1 AND v.checked_in_at IS NULL AND (v.missed_after <= $2 OR (v.kind <> 'daily_update' AND v.due_at <= $2))
      ORDER BY v.due_at`,
    [owner.id, now],
  )) as { id: string; kind: string; due_at: Date; opens_at: Date }[];
  const writer = new VisitWriter();
  for (const visit of past) {
    const checkedIn =
      visit.kind === 'daily_update' ? new Date(visit.due_at.getTime() - 90 * MINUTE) : new Date(visit.due_at.getTime() + 2 * MINUTE);
    await writer.checkIn(manager, visit.id, checkedIn, null, false);
    const tasks = (await manager.query(`SELECT id FROM visit_tasks WHERE visit_id = $1`, [visit.id])) as { id: string }[];
    await writer.checkOut(manager, visit.id, new Date(checkedIn.getTime() + 20 * MINUTE), {
      tasks: tasks.map((task) => ({ taskId: task.id, done: true, note: null })),
      note:
        visit.kind === 'daily_update' ? 'Lovely day: a long walk in the morning and a nap in the sun.' : 'All settled in, happy and fed.',
      photoUploadIds: [],
      route: null,
    });
  }
  return written;
}
