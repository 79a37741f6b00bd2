import {
  BOOKING_MESSAGE_MAX_LENGTH,
  DAY_CARE_DROP_OFF_TIME,
  DAY_CARE_PICK_UP_TIME,
  HANDOVER_EARLIEST_TIME,
  HANDOVER_LATEST_TIME,
  OVERNIGHT_HANDOVER_TIME,
  SERVICE_TYPES,
  SERVICE_UNITS,
  isTimedService,
  type AlreadyRequestedBody,
  type Booking,
  type CreateBookingInput,
  type ServiceType,
} from '@pawpal/contract';
import { ApiError } from '../../data/mutation';

/** What the booking form holds while a person fills it in. */
export interface BookingForm {
  sitterId: string;
  service: ServiceType | '';
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
  /** HH:mm */
  startTime: string;
  endTime: string;
  /** HH:mm chosen for a stay's drop-off and pick-up; '' keeps the service's default (handoverDefaults). */
  dropOffTime: string;
  pickUpTime: string;
  petIds: string[];
  message: string;
}

export type BookingFormErrors = Partial<Record<'service' | 'dates' | 'times' | 'petIds' | 'message', string>>;

/** Per-night services (the contract's unit is a night) need at least one night: the end date is after the start date. */
export const OVERNIGHT_SERVICES: readonly ServiceType[] = SERVICE_TYPES.filter((service) => SERVICE_UNITS[service] === 'night');

/** The drop-off and pick-up times the API uses when the owner chooses none. */
export function handoverDefaults(service: ServiceType | ''): { dropOffTime: string; pickUpTime: string } {
  return service === 'day_care'
    ? { dropOffTime: DAY_CARE_DROP_OFF_TIME, pickUpTime: DAY_CARE_PICK_UP_TIME }
    : { dropOffTime: OVERNIGHT_HANDOVER_TIME, pickUpTime: OVERNIGHT_HANDOVER_TIME };
}

const HANDOVER_STEP_MINUTES = 30;

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** The drop-off and pick-up times offered: the sitter's hours (contract), every 30 minutes, both ends included. */
export const HANDOVER_TIMES: readonly string[] = Array.from(
  { length: (minutesOf(HANDOVER_LATEST_TIME) - minutesOf(HANDOVER_EARLIEST_TIME)) / HANDOVER_STEP_MINUTES + 1 },
  (_, index) => {
    const minutes = minutesOf(HANDOVER_EARLIEST_TIME) + index * HANDOVER_STEP_MINUTES;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  },
);

/**
 * The request the API prices: only the sitter, service, dates, times and pets. Never a price:
 * the API quotes and charges what it computes. Null while the form can't be quoted yet.
 * `requirePets` is off for the live quote (signed-out visitors see a price too).
 */
export function toBookingRequest(form: BookingForm, requirePets: boolean): CreateBookingInput | null {
  if (!form.sitterId || form.service === '' || !form.startDate) return null;
  const endDate = form.endDate || form.startDate;
  if (endDate < form.startDate) return null;
  if (OVERNIGHT_SERVICES.includes(form.service) && endDate === form.startDate) return null;
  if (requirePets && form.petIds.length === 0) return null;
  const request: CreateBookingInput = {
    sitterId: form.sitterId,
    service: form.service,
    startDate: form.startDate,
    endDate,
    petIds: [...form.petIds],
  };
  if (isTimedService(form.service)) {
    if (!form.startTime || !form.endTime || form.endTime <= form.startTime) return null;
    request.startTime = form.startTime;
    request.endTime = form.endTime;
  } else {
    if (handoverError(form, endDate)) return null;
    if (form.dropOffTime) request.dropOffTime = form.dropOffTime;
    if (form.pickUpTime) request.pickUpTime = form.pickUpTime;
  }
  return request;
}

/** A single day of day care picked up before it is dropped off. */
function handoverError(form: BookingForm, endDate: string): string | undefined {
  if (form.service === '' || endDate !== form.startDate) return undefined;
  const defaults = handoverDefaults(form.service);
  const dropOff = form.dropOffTime || defaults.dropOffTime;
  const pickUp = form.pickUpTime || defaults.pickUpTime;
  return pickUp <= dropOff ? 'The pick-up time must be after the drop-off time.' : undefined;
}

/** Inline messages for everything the API would refuse anyway, in words a person understands. */
export function validateBookingForm(form: BookingForm): BookingFormErrors {
  const errors: BookingFormErrors = {};
  if (form.service === '') errors.service = 'Choose a service.';
  if (!form.startDate) {
    errors.dates = 'Choose your dates.';
  } else if (form.service !== '' && OVERNIGHT_SERVICES.includes(form.service) && (!form.endDate || form.endDate <= form.startDate)) {
    errors.dates = 'Choose an end date after the start date: this service is charged per night.';
  } else if (form.endDate && form.endDate < form.startDate) {
    errors.dates = 'The end date must be on or after the start date.';
  }
  if (isTimedService(form.service)) {
    if (!form.startTime || !form.endTime) errors.times = 'Choose a start and an end time.';
    else if (form.endTime <= form.startTime) errors.times = 'The end time must be after the start time.';
  } else if (form.startDate) {
    const handover = handoverError(form, form.endDate || form.startDate);
    if (handover) errors.times = handover;
  }
  if (form.petIds.length === 0) errors.petIds = 'Choose at least one pet.';
  if (form.message.length > BOOKING_MESSAGE_MAX_LENGTH) {
    errors.message = `Keep your message under ${BOOKING_MESSAGE_MAX_LENGTH} characters.`;
  }
  return errors;
}

/** The body of POST /api/bookings: the request plus the optional message, and nothing else. */
export function toCreateBookingBody(form: BookingForm): (CreateBookingInput & { message?: string }) | null {
  const request = toBookingRequest(form, true);
  if (!request) return null;
  const message = form.message.trim();
  return message ? { ...request, message } : request;
}

/**
 * The owner's pending request that a refused request repeats (409 `AlreadyRequestedBody`: the same
 * sitter, service and dates while the first waits for the sitter's answer), else undefined.
 */
export function alreadyRequested(error: unknown): Booking | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const booking = (error.body as Partial<AlreadyRequestedBody> | null)?.booking;
  return typeof booking?.id === 'string' ? booking : undefined;
}
