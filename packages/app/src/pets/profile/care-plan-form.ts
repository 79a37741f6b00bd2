import {
  CARE_PLAN_LONG_TEXT_MAX_LENGTH,
  CARE_PLAN_MAX_LINES,
  CARE_PLAN_MAX_VET_SPEND_CENTS,
  CARE_PLAN_MAX_WALKS_PER_DAY,
  CARE_PLAN_SHORT_TEXT_MAX_LENGTH,
  MICROCHIP_PATTERN,
  VET_PHONE_PATTERN,
  type CarePlan,
  type CarePlanInput,
  type Pet,
} from '@pawpal/contract';
import { formatAud } from '@pawpal/ui';
import { centsToDollarsInput, dollarsToCents } from '../../data/sitters';

/*
 * The care plan form: what the owner types, checked before sending (the API checks the same and
 * has the last word), and the PUT body. Every part is sent; an empty part is null, which clears it.
 * The pre-approved vet spend is typed in dollars and sent in cents.
 */

export interface FeedingRow {
  time: string;
  food: string;
  amount: string;
}

export interface MedicationRow {
  name: string;
  dose: string;
  /** HH:mm from time inputs. */
  times: string[];
  withFood: boolean;
}

export interface CarePlanForm {
  feeding: FeedingRow[];
  medications: MedicationRow[];
  /** Walks a day as typed; '' for none. */
  walksPerDay: string;
  walkRules: string;
  houseNotes: string;
  homeAccess: string;
  vetClinic: string;
  vetPhone: string;
  vetAddress: string;
  contactName: string;
  contactPhone: string;
  microchip: string;
  /** Dollars as typed, e.g. "300" or "150.50"; '' for none. */
  vetSpend: string;
}

/** Errors by field: `feeding.0.time`, `medications.1.times`, `walksPerDay`, `vetSpend`... */
export type CarePlanFormErrors = Record<string, string>;

export const EMPTY_FEEDING: FeedingRow = { time: '', food: '', amount: '' };
export const EMPTY_MEDICATION: MedicationRow = { name: '', dose: '', times: [''], withFood: false };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The form of a saved plan; a part the plan lacks starts from the pet's profile where it has one (microchip, vet). */
export function carePlanToForm(plan: CarePlan, pet?: Pick<Pet, 'microchipNumber' | 'vetName' | 'vetPhone'>): CarePlanForm {
  return {
    feeding: plan.feeding.map((line) => ({ ...line })),
    medications: plan.medications.map((line) => ({
      name: line.name,
      dose: line.dose,
      times: [...line.times],
      withFood: line.withFood ?? false,
    })),
    walksPerDay: plan.walks ? String(plan.walks.perDay) : '',
    walkRules: plan.walks?.rules ?? '',
    houseNotes: plan.houseNotes ?? '',
    homeAccess: plan.homeAccess ?? '',
    vetClinic: plan.vet?.clinic ?? pet?.vetName ?? '',
    vetPhone: plan.vet?.phone ?? pet?.vetPhone ?? '',
    vetAddress: plan.vet?.address ?? '',
    contactName: plan.emergencyContact?.name ?? '',
    contactPhone: plan.emergencyContact?.phone ?? '',
    microchip: plan.microchip ?? pet?.microchipNumber ?? '',
    vetSpend: plan.vetSpendLimitCents > 0 ? centsToDollarsInput(plan.vetSpendLimitCents) : '',
  };
}

function tooLong(text: string, max: number): boolean {
  return text.trim().length > max;
}

function checkShort(errors: CarePlanFormErrors, field: string, text: string, what: string, required = true) {
  if (required && text.trim() === '') errors[field] = `Enter the ${what}.`;
  else if (tooLong(text, CARE_PLAN_SHORT_TEXT_MAX_LENGTH))
    errors[field] = `Keep the ${what} to ${CARE_PLAN_SHORT_TEXT_MAX_LENGTH} characters.`;
}

function checkLong(errors: CarePlanFormErrors, field: string, text: string, what: string) {
  if (tooLong(text, CARE_PLAN_LONG_TEXT_MAX_LENGTH)) errors[field] = `Keep the ${what} to ${CARE_PLAN_LONG_TEXT_MAX_LENGTH} characters.`;
}

/** What is wrong with the form, by field; empty when it can be sent. */
export function validateCarePlanForm(form: CarePlanForm): CarePlanFormErrors {
  const errors: CarePlanFormErrors = {};
  if (form.feeding.length > CARE_PLAN_MAX_LINES) errors.feeding = `A care plan holds at most ${CARE_PLAN_MAX_LINES} feedings.`;
  form.feeding.forEach((line, index) => {
    if (!TIME.test(line.time)) errors[`feeding.${index}.time`] = 'Choose the time of this feeding.';
    checkShort(errors, `feeding.${index}.food`, line.food, 'food');
    checkShort(errors, `feeding.${index}.amount`, line.amount, 'amount');
  });
  if (form.medications.length > CARE_PLAN_MAX_LINES) errors.medications = `A care plan holds at most ${CARE_PLAN_MAX_LINES} medications.`;
  form.medications.forEach((line, index) => {
    checkShort(errors, `medications.${index}.name`, line.name, 'medication’s name');
    checkShort(errors, `medications.${index}.dose`, line.dose, 'dose');
    if (line.times.length === 0 || line.times.some((time) => !TIME.test(time))) {
      errors[`medications.${index}.times`] = 'Give every time of this medication, or remove the time.';
    } else if (line.times.length > CARE_PLAN_MAX_LINES) {
      errors[`medications.${index}.times`] = `At most ${CARE_PLAN_MAX_LINES} times a day.`;
    }
  });
  const walks = form.walksPerDay.trim();
  const perDay = walks === '' ? 0 : Number(walks);
  if (!Number.isInteger(perDay) || perDay < 0 || perDay > CARE_PLAN_MAX_WALKS_PER_DAY) {
    errors.walksPerDay = `Enter a whole number of walks from 0 to ${CARE_PLAN_MAX_WALKS_PER_DAY}.`;
  } else if (perDay === 0 && form.walkRules.trim() !== '') {
    // Rules without walks would be dropped on save: say so instead.
    errors.walksPerDay = 'How many walks a day? Or clear the walk rules.';
  }
  checkLong(errors, 'walkRules', form.walkRules, 'walk rules');
  checkLong(errors, 'houseNotes', form.houseNotes, 'house notes');
  checkLong(errors, 'homeAccess', form.homeAccess, 'home access instructions');
  const hasVet = [form.vetClinic, form.vetPhone, form.vetAddress].some((text) => text.trim() !== '');
  if (hasVet) {
    checkShort(errors, 'vetClinic', form.vetClinic, 'clinic’s name');
    if (!VET_PHONE_PATTERN.test(form.vetPhone.trim())) errors.vetPhone = 'Enter the clinic’s phone number, e.g. 02 9000 1234.';
    checkLong(errors, 'vetAddress', form.vetAddress, 'address');
  }
  const hasContact = form.contactName.trim() !== '' || form.contactPhone.trim() !== '';
  if (hasContact) {
    checkShort(errors, 'contactName', form.contactName, 'contact’s name');
    if (!VET_PHONE_PATTERN.test(form.contactPhone.trim())) errors.contactPhone = 'Enter the contact’s phone number, e.g. 0400 111 222.';
  }
  if (form.microchip.trim() !== '' && !MICROCHIP_PATTERN.test(form.microchip.trim())) {
    errors.microchip = 'A microchip number is 9 to 15 digits.';
  }
  if (form.vetSpend.trim() !== '') {
    const cents = dollarsToCents(form.vetSpend);
    if (cents === null) errors.vetSpend = 'Enter an amount in dollars, e.g. 300 or 150.50.';
    else if (cents > CARE_PLAN_MAX_VET_SPEND_CENTS) {
      errors.vetSpend = `The most you can pre-approve is ${formatAud(CARE_PLAN_MAX_VET_SPEND_CENTS, { trimWholeDollars: true })}.`;
    }
  }
  return errors;
}

function orNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** The PUT body of a valid form: every part, null where the form is empty. */
export function carePlanFormToInput(form: CarePlanForm): CarePlanInput {
  const walks = form.walksPerDay.trim();
  const perDay = walks === '' ? 0 : Number(walks);
  const address = form.vetAddress.trim();
  return {
    feeding: form.feeding.map((line) => ({ time: line.time, food: line.food.trim(), amount: line.amount.trim() })),
    medications: form.medications.map((line) => ({
      name: line.name.trim(),
      dose: line.dose.trim(),
      times: [...line.times],
      withFood: line.withFood,
    })),
    walks: perDay > 0 ? { perDay, rules: form.walkRules.trim() } : null,
    houseNotes: orNull(form.houseNotes),
    homeAccess: orNull(form.homeAccess),
    vet:
      form.vetClinic.trim() === '' ? null : { clinic: form.vetClinic.trim(), phone: form.vetPhone.trim(), ...(address ? { address } : {}) },
    emergencyContact: form.contactName.trim() === '' ? null : { name: form.contactName.trim(), phone: form.contactPhone.trim() },
    microchip: orNull(form.microchip),
    vetSpendLimitCents: form.vetSpend.trim() === '' ? 0 : (dollarsToCents(form.vetSpend) ?? 0),
  };
}
