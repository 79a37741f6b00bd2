import {
  type AdminCancelBookingInput,
  type AdminRefundBookingInput,
  type AdminRefundKind,
  INCIDENT_OUTCOME_MAX_LENGTH,
  MAX_ADMIN_REASON_LENGTH,
  type ResolveIncidentInput,
  type SuspendUserInput,
} from '@pawpal/contract';
import { formatAud } from '@pawpal/ui';

/*
 * The admin console's forms, checked before sending (the API checks the same and has the last
 * word): a suspension, a booking cancellation, the refund of a completed stay and an incident's
 * resolution.
 */

export interface SuspendFormValues {
  reason: string;
  /** YYYY-MM-DD from the date field, or '' for "until reinstated". */
  until: string;
}

export type FormResult<Input, Field extends string> = { ok: true; input: Input } | { ok: false; errors: Partial<Record<Field, string>> };

/** YYYY-MM-DD of `date` in this browser's zone. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function checkReason(reason: string, what: string): string | undefined {
  const trimmed = reason.trim();
  if (trimmed === '') return `Give a reason for the ${what}`;
  if (trimmed.length > MAX_ADMIN_REASON_LENGTH) return `Keep the reason to ${MAX_ADMIN_REASON_LENGTH} characters`;
  return undefined;
}

/**
 * A reason (required, at most MAX_ADMIN_REASON_LENGTH) and an optional end day after today; the
 * suspension ends at the start of that day in this browser's zone.
 */
export function validateSuspendForm(
  values: SuspendFormValues,
  now: Date = new Date(),
): FormResult<SuspendUserInput, keyof SuspendFormValues> {
  const errors: Partial<Record<keyof SuspendFormValues, string>> = {};
  const reasonError = checkReason(values.reason, 'suspension');
  if (reasonError) errors.reason = reasonError;
  let until: string | undefined;
  if (values.until !== '') {
    const end = /^\d{4}-\d{2}-\d{2}$/.test(values.until) ? new Date(`${values.until}T00:00:00`) : new Date(Number.NaN);
    if (Number.isNaN(end.getTime())) errors.until = 'Pick the day the suspension ends';
    else if (values.until <= localDay(now)) errors.until = 'The end date must be after today';
    else until = end.toISOString();
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: { reason: values.reason.trim(), ...(until ? { until } : {}) } };
}

export interface CancelFormValues {
  reason: string;
  refund: AdminRefundKind;
  /** Dollars for a partial refund, e.g. "12.50". */
  amount: string;
}

/** Dollars ("12", "12.5", "$1,234.50") to cents, or null when it is not an amount. */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [dollars = '0', cents = ''] = cleaned.split('.');
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}

/** A reason, and for a partial refund an amount from 1 cent to what was paid (`refundableCents`). */
export function validateCancelForm(
  values: CancelFormValues,
  refundableCents: number,
): FormResult<AdminCancelBookingInput, keyof CancelFormValues> {
  const errors: Partial<Record<keyof CancelFormValues, string>> = {};
  const reasonError = checkReason(values.reason, 'cancellation');
  if (reasonError) errors.reason = reasonError;
  let refundCents: number | undefined;
  if (values.refund === 'partial') {
    const cents = dollarsToCents(values.amount);
    if (refundableCents === 0) errors.refund = 'Nothing has been paid for this booking, so there is nothing to refund';
    else if (cents === null || cents < 1) errors.amount = 'Enter the amount to refund, e.g. 25.00';
    else if (cents > refundableCents) errors.amount = `The refund can be at most ${formatAud(refundableCents)}`;
    else refundCents = cents;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: { reason: values.reason.trim(), refund: values.refund, ...(refundCents === undefined ? {} : { refundCents }) },
  };
}

export interface RefundFormValues {
  /** Dollars, e.g. "12.50". */
  amount: string;
  reason: string;
}

/** A completed stay's refund: an amount from 1 cent to what is left of the payment, and a reason. */
export function validateRefundForm(
  values: RefundFormValues,
  refundableCents: number,
): FormResult<AdminRefundBookingInput, keyof RefundFormValues> {
  const errors: Partial<Record<keyof RefundFormValues, string>> = {};
  const reasonError = checkReason(values.reason, 'refund');
  if (reasonError) errors.reason = reasonError;
  const cents = dollarsToCents(values.amount);
  if (cents === null || cents < 1) errors.amount = 'Enter the amount to refund, e.g. 25.00';
  else if (cents > refundableCents) errors.amount = `The refund can be at most ${formatAud(refundableCents)}`;
  if (Object.keys(errors).length > 0 || cents === null) return { ok: false, errors };
  return { ok: true, input: { amountCents: cents, reason: values.reason.trim() } };
}

export interface ResolveIncidentFormValues {
  outcome: string;
  /** Dollars to refund the owner, e.g. "25.50"; '' for no refund. */
  refund: string;
  /** Let the stay's payout go, or keep holding it. */
  hold: 'release' | 'keep';
}

/**
 * An outcome (required, at most INCIDENT_OUTCOME_MAX_LENGTH), an optional refund of at least a
 * cent (the API refuses more than is refundable), and what happens to the payout hold.
 */
export function validateResolveIncidentForm(
  values: ResolveIncidentFormValues,
): FormResult<ResolveIncidentInput, keyof ResolveIncidentFormValues> {
  const errors: Partial<Record<keyof ResolveIncidentFormValues, string>> = {};
  const outcome = values.outcome.trim();
  if (outcome === '') errors.outcome = 'Say how it was resolved: both sides read it';
  else if (outcome.length > INCIDENT_OUTCOME_MAX_LENGTH) errors.outcome = `Keep the outcome to ${INCIDENT_OUTCOME_MAX_LENGTH} characters`;
  let refundCents: number | undefined;
  if (values.refund.trim() !== '') {
    const cents = dollarsToCents(values.refund);
    if (cents === null || cents < 1) errors.refund = 'Enter the refund in dollars, e.g. 25.50, or leave it empty';
    else refundCents = cents;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: { outcome, ...(refundCents === undefined ? {} : { refundCents }), releaseHold: values.hold === 'release' } };
}
