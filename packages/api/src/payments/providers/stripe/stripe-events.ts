import { InvalidProviderEventError } from '../../payments.errors.js';
import { type PaymentEvent } from '../../payment-provider.js';

/** A Stripe event as its webhook sends it (`{ id, type, data: { object } }`). */
export interface StripeEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

/** Longest event id or type accepted (Stripe's are far shorter). */
const EVENT_TEXT_MAX_LENGTH = 255;

/**
 * The event, if `value` (a verified webhook's parsed body) has what every event has: a text `id`
 * and `type`, and an object `data.object`. Fields of `data.object` are read by type, each checked
 * where used. (A NUL character anywhere is refused before, by the JSON body parser.)
 */
export function stripeEventOf(value: unknown): StripeEvent {
  if (!isRecord(value)) throw new InvalidProviderEventError('The event must be a JSON object');
  for (const field of ['id', 'type'] as const) {
    const text = value[field];
    if (typeof text !== 'string' || text === '' || text.length > EVENT_TEXT_MAX_LENGTH) {
      throw new InvalidProviderEventError(`The event has no ${field} (text of 1 to ${EVENT_TEXT_MAX_LENGTH} characters)`);
    }
  }
  if (!isRecord(value.data) || !isRecord(value.data.object)) throw new InvalidProviderEventError('The event has no data.object');
  return value as unknown as StripeEvent;
}

/** A Stripe event in Pawpal's words: a PaymentIntent that succeeded or failed, a charge refunded, or something Pawpal does not act on. */
export function paymentEventOfStripe(event: StripeEvent): PaymentEvent {
  const object = event.data.object;
  const base = { id: event.id, type: event.type, bookingId: bookingIdOf(object) };
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const amount = typeof object.amount_received === 'number' ? object.amount_received : object.amount;
      return {
        ...base,
        kind: 'payment_succeeded',
        intentId: typeof object.id === 'string' ? object.id : null,
        amountCents: typeof amount === 'number' ? amount : null,
      };
    }
    case 'payment_intent.payment_failed':
      return { ...base, kind: 'payment_failed' };
    case 'charge.refunded':
      return {
        ...base,
        kind: 'refund_succeeded',
        intentId: typeof object.payment_intent === 'string' ? object.payment_intent : null,
        refundIds: refundIdsOf(object),
      };
    default:
      return { ...base, kind: 'other' };
  }
}

function bookingIdOf(object: Record<string, unknown>): string | undefined {
  const metadata = object.metadata as Record<string, unknown> | undefined;
  const id = metadata?.bookingId;
  return typeof id === 'string' ? id : undefined;
}

/** The refund ids of a charge event's `refunds.data`; anything not in that shape gives none. */
function refundIdsOf(object: Record<string, unknown>): string[] {
  const refunds = (object.refunds as { data?: unknown } | null | undefined)?.data;
  if (!Array.isArray(refunds)) return [];
  return refunds
    .map((refund: unknown) => (typeof refund === 'object' && refund !== null ? (refund as { id?: unknown }).id : undefined))
    .filter((id): id is string => typeof id === 'string');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
