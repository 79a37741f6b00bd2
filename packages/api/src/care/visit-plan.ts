import {
  type CarePlanFeeding,
  type CarePlanMedication,
  type CarePlanWalks,
  CHECK_IN_EARLY_MINUTES,
  DAILY_UPDATE_DUE_LOCAL,
  DAILY_UPDATE_LATE_LOCAL,
  HANDOVER_WINDOW_MINUTES,
  MISSED_VISIT_GRACE_MINUTES,
  type ServiceType,
  type VisitKind,
  type VisitTaskKind,
} from '@pawpal/contract';
import { SERVICE_STAY_KIND } from '../bookings/bookings.constants.js';
import { bookedDays, visitSlots } from '../bookings/stay.js';
import { addDays, datesFrom, zonedTimeToUtc } from '../platform/calendar/zoned-time.js';
import { VISIT_MAX_TASKS } from './care.constants.js';

const MS_PER_MINUTE = 60_000;
/** A stay is at most 90 nights; its days are walked with this bound. */
const MAX_STAY_DAYS = 92;

/** What the schedule of a booking is made from: its service, dates, times and zone, and its pets. */
export interface ScheduleBooking {
  service: ServiceType;
  startDate: string;
  endDate: string;
  /** Each visit's or walk's start and end, or the stay's drop-off and pick-up (HH:mm, the booking's zone). */
  startTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  pets: readonly { id: string; name: string }[];
}

/** The lines of one pet's care plan that become tasks. */
export interface PlanLines {
  petId: string;
  feeding: readonly CarePlanFeeding[];
  medications: readonly CarePlanMedication[];
  walks: CarePlanWalks | null;
}

export interface PlannedTask {
  kind: VisitTaskKind;
  petId: string | null;
  label: string;
}

/** One piece of care as the schedule plans it (the `visits` row to be written). */
export interface PlannedVisit {
  kind: VisitKind;
  /** "Visit", "Walk", "Daily update", "Drop-off", "Pick-up": what the summaries call it. */
  label: string;
  dueAt: Date;
  windowMinutes: number;
  /** The earliest check-in: CHECK_IN_EARLY_MINUTES before dueAt; a daily update from the start of its day. */
  opensAt: Date;
  /** The sitter is alerted from here without a check-in (a daily update: the owner is told). */
  lateAfter: Date;
  /** Missed from here without a check-in (a daily update: not sent by the evening). */
  missedAfter: Date;
  /** The day of a daily update, or of a visit or walk (YYYY-MM-DD, the booking's zone). */
  day: string;
  tasks: PlannedTask[];
}

/** "Biscuit", "Biscuit and Mochi", "Biscuit, Mochi and Rex". */
export function petNames(pets: readonly { name: string }[]): string {
  const names = pets.map((pet) => pet.name);
  if (names.length <= 1) return names[0] ?? 'the pets';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!}`;
}

const minutes = (count: number) => count * MS_PER_MINUTE;

/** The timing of a visit, walk or handover due at `dueAt`: open 30 min before, the sitter alerted at 1× the grace, missed at 2×. */
function timedVisit(
  dueAt: Date,
  windowMinutes: number,
): Pick<PlannedVisit, 'dueAt' | 'windowMinutes' | 'opensAt' | 'lateAfter' | 'missedAfter'> {
  return {
    dueAt,
    windowMinutes,
    opensAt: new Date(dueAt.getTime() - minutes(CHECK_IN_EARLY_MINUTES)),
    lateAfter: new Date(dueAt.getTime() + minutes(MISSED_VISIT_GRACE_MINUTES)),
    missedAfter: new Date(dueAt.getTime() + minutes(2 * MISSED_VISIT_GRACE_MINUTES)),
  };
}

/**
 * The days of a stay that get a daily update, each due by DAILY_UPDATE_DUE_LOCAL in the booking's
 * zone: every full day of an overnight stay (boarding, house sitting: the days between the drop-off
 * day and the pick-up day, which have their handovers), and every day of day care whose noon falls
 * between the drop-off and the pick-up (docs/care.md, "The schedule").
 */
export function dailyUpdateDays(booking: ScheduleBooking): string[] {
  const overnight = SERVICE_STAY_KIND[booking.service] === 'overnight';
  if (overnight) {
    const first = addDays(booking.startDate, 1);
    const last = addDays(booking.endDate, -1);
    return last < first ? [] : datesFrom(first, last, MAX_STAY_DAYS);
  }
  return datesFrom(booking.startDate, booking.endDate, MAX_STAY_DAYS).filter((day) => {
    const due = zonedTimeToUtc(day, DAILY_UPDATE_DUE_LOCAL, booking.timeZone).getTime();
    return due > booking.startsAt.getTime() && due < booking.endsAt.getTime();
  });
}

/**
 * A booking's schedule of care, in `dueAt` order: a drop-in visit or a walk for each booked slot
 * (every day of the booking at its times, in its zone); for a stay (boarding, house sitting, day
 * care) a handover at the drop-off and one at the pick-up (HANDOVER_WINDOW_MINUTES each) and a
 * daily update on each day dailyUpdateDays gives. Each carries the tasks of the pets' care plans
 * (tasksFor).
 */
export function planVisits(booking: ScheduleBooking, plans: readonly PlanLines[]): PlannedVisit[] {
  const kind = SERVICE_STAY_KIND[booking.service];
  const visits: Omit<PlannedVisit, 'tasks'>[] = [];
  if (kind === 'visits') {
    const visitKind: VisitKind = booking.service === 'dog_walking' ? 'walk' : 'visit';
    const days = bookedDays(booking.service, booking.startDate, booking.endDate);
    visitSlots(days, booking.startTime, booking.endTime, booking.timeZone).forEach((slot, index) => {
      const windowMinutes = Math.max(1, Math.round((slot.endsAt.getTime() - slot.startsAt.getTime()) / MS_PER_MINUTE));
      visits.push({
        kind: visitKind,
        label: visitKind === 'walk' ? 'Walk' : 'Visit',
        day: days[index]!,
        ...timedVisit(slot.startsAt, windowMinutes),
      });
    });
  } else {
    visits.push({ kind: 'handover', label: 'Drop-off', day: booking.startDate, ...timedVisit(booking.startsAt, HANDOVER_WINDOW_MINUTES) });
    for (const day of dailyUpdateDays(booking)) {
      const dueAt = zonedTimeToUtc(day, DAILY_UPDATE_DUE_LOCAL, booking.timeZone);
      const lateAt = zonedTimeToUtc(day, DAILY_UPDATE_LATE_LOCAL, booking.timeZone);
      visits.push({
        kind: 'daily_update',
        label: 'Daily update',
        day,
        dueAt,
        windowMinutes: Math.round((lateAt.getTime() - dueAt.getTime()) / MS_PER_MINUTE),
        opensAt: zonedTimeToUtc(day, '00:00', booking.timeZone),
        lateAfter: lateAt,
        missedAfter: lateAt,
      });
    }
    visits.push({ kind: 'handover', label: 'Pick-up', day: booking.endDate, ...timedVisit(booking.endsAt, HANDOVER_WINDOW_MINUTES) });
  }
  return visits
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())
    .map((visit) => ({ ...visit, tasks: tasksFor(visit, booking, plans) }));
}

/**
 * The tasks of one visit from the pets' care plans: on a drop-in visit, each feeding and each
 * medication time that falls within the visit (its start to its end, local time), and a walk when
 * the plan asks for walks; on a walk, a walk per pet with the plan's rules; on a daily update, the
 * day's every feeding, medication time and walk; on a handover, the handover itself. Every visit
 * but a walk also has a check (water and a look round, the photo of the day, the handover). At
 * most VISIT_MAX_TASKS.
 */
export function tasksFor(
  visit: Pick<PlannedVisit, 'kind' | 'label'>,
  booking: Pick<ScheduleBooking, 'startTime' | 'endTime' | 'pets'>,
  plans: readonly PlanLines[],
): PlannedTask[] {
  const tasks: PlannedTask[] = [];
  const planOf = (petId: string) => plans.find((plan) => plan.petId === petId);
  const within = (time: string) => visit.kind === 'daily_update' || (time >= booking.startTime && time <= booking.endTime);
  const names = petNames(booking.pets);
  if (visit.kind === 'handover') {
    const label = visit.label === 'Drop-off' ? `Drop-off: ${names} in your care` : `Pick-up: ${names} back with their owner`;
    return [{ kind: 'check', petId: null, label }];
  }
  for (const pet of booking.pets) {
    const plan = planOf(pet.id);
    if (visit.kind === 'walk') {
      const rules = plan?.walks?.rules.trim();
      tasks.push({ kind: 'walk', petId: pet.id, label: `Walk ${pet.name}${rules ? `: ${rules}` : ''}` });
      continue;
    }
    if (!plan) continue;
    for (const feeding of [...plan.feeding].sort((a, b) => a.time.localeCompare(b.time))) {
      if (within(feeding.time))
        tasks.push({ kind: 'feeding', petId: pet.id, label: `Feed ${pet.name} ${feeding.amount} ${feeding.food} at ${feeding.time}` });
    }
    for (const medication of plan.medications) {
      for (const time of [...medication.times].sort()) {
        if (!within(time)) continue;
        const withFood = medication.withFood ? ' with food' : '';
        tasks.push({
          kind: 'medication',
          petId: pet.id,
          label: `Give ${pet.name} ${medication.name} ${medication.dose}${withFood} at ${time}`,
        });
      }
    }
    const walks = plan.walks;
    if (walks && walks.perDay > 0) {
      const rules = walks.rules.trim() ? `: ${walks.rules.trim()}` : '';
      const count = visit.kind === 'daily_update' ? walks.perDay : 1;
      for (let walk = 1; walk <= count; walk++) {
        const which = count > 1 ? ` (${walk} of ${count})` : '';
        tasks.push({ kind: 'walk', petId: pet.id, label: `Walk ${pet.name}${which}${rules}` });
      }
    }
  }
  if (visit.kind === 'visit') tasks.push({ kind: 'check', petId: null, label: `Fresh water and a look round for ${names}` });
  if (visit.kind === 'daily_update') tasks.push({ kind: 'check', petId: null, label: `A photo and a note of ${names}'s day` });
  if (tasks.length <= VISIT_MAX_TASKS) return tasks;
  const kept = tasks.slice(0, VISIT_MAX_TASKS - 1);
  kept.push({ kind: 'check', petId: null, label: `And ${tasks.length - kept.length} more from the care plan` });
  return kept;
}
