import { type BookingResponse } from '../../bookings/dto/booking.response.js';
import { type ProviderName } from '../payment-provider.js';

/** POST /api/payments/{bookingId}/intent */
export interface PaymentIntentResponse {
  provider: ProviderName;
  testMode: boolean;
  amountCents: number;
  clientSecret?: string;
  publishableKey?: string;
}

/** POST /api/payments/{bookingId}/sandbox-charge (success) */
export interface SandboxChargeResponse {
  status: 'succeeded';
  booking: BookingResponse;
}
