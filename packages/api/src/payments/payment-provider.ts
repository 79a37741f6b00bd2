import { HttpStatus } from '@nestjs/common';
import { type PaymentProvider as PaymentProviderName } from '@pawpal/contract';
import { ApiError } from '../platform/errors/domain-error.js';

/** A provider event in Stripe's shape (`{ id, type, data: { object } }`): Stripe's own, or the sandbox's copy. */
export interface ProviderEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

/** Longest event id or type accepted (Stripe's are far shorter). */
const EVENT_TEXT_MAX_LENGTH = 255;

/** 400: a correctly signed provider event that is not in the shape every event has. */
export class InvalidProviderEventError extends ApiError {
  override readonly name = 'InvalidProviderEventError';
  readonly status = HttpStatus.BAD_REQUEST;
}

/**
 * The event, if `value` (a verified webhook's parsed body) has what PaymentEventsService reads of
 * every event: a text `id` and `type`, and an object `data.object`. Fields of `data.object` are
 * read by type, each checked where used. (A NUL character anywhere is refused before, by the JSON
 * body parser.)
 */
export function providerEventOf(value: unknown): ProviderEvent {
  if (!isRecord(value)) throw new InvalidProviderEventError('The event must be a JSON object');
  for (const field of ['id', 'type'] as const) {
    const text = value[field];
    if (typeof text !== 'string' || text === '' || text.length > EVENT_TEXT_MAX_LENGTH) {
      throw new InvalidProviderEventError(`The event has no ${field} (text of 1 to ${EVENT_TEXT_MAX_LENGTH} characters)`);
    }
  }
  if (!isRecord(value.data) || !isRecord(value.data.object)) throw new InvalidProviderEventError('The event has no data.object');
  return value as unknown as ProviderEvent;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** sandbox or stripe (the contract's PaymentProvider; the name is taken here by the provider interface). */
export type ProviderName = PaymentProviderName;

export interface IntentResult {
  intentId: string;
  /** For Stripe Elements in the browser; null for the sandbox (its card form posts to the API). */
  clientSecret: string | null;
}

/**
 * Where money moves. `stripe` when STRIPE_SECRET_KEY is set, otherwise `sandbox`. Both report what
 * happened as provider events processed by PaymentEventsService (idempotent by event id).
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  readonly testMode: boolean;
  readonly publishableKey: string | null;
  /** Creates (or, for the same booking, returns again) the payment intent for the booking's total. */
  createIntent(booking: { id: string; totalCents: number }): Promise<IntentResult>;
  /** Refunds `amountCents` of the booking's payment; `sequence` numbers the booking's refunds (idempotency). */
  refund(input: { bookingId: string; intentId: string; amountCents: number; sequence: number }): Promise<{ refundId: string }>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
