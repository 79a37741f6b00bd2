/**
 * Type-level checks (read by `tsc`, the typecheck stage of `npm test`; nothing runs): the client
 * types openapi-typescript generates from packages/api/openapi.json describe the same shapes as
 * the packages/contract types the app uses, both ways, for the key operations. A contract change
 * that the description does not follow (or the reverse) fails the typecheck here. Regenerate with
 * `npm run openapi` in packages/api (docs/api-contract.md).
 */
import {
  type Booking,
  type BookingListResponse,
  type CreateBookingInput,
  type PublicSitterProfile,
  type SearchResponse,
  type SitterProfile,
} from '@pawpal/contract';
import { type paths } from './openapi-client.generated';

type Json<Operation> = Operation extends { responses: infer R }
  ? R extends Record<200 | 201, { content: { 'application/json': infer Body } }>
    ? Body
    : R extends Record<200, { content: { 'application/json': infer Body } }>
      ? Body
      : R extends Record<201, { content: { 'application/json': infer Body } }>
        ? Body
        : never
  : never;
type RequestJson<Operation> = Operation extends { requestBody: { content: { 'application/json': infer Body } } } ? Body : never;

/** true only when each type is assignable to the other (and neither is never). */
type Same<A, B> = [A] extends [never] ? false : [B] extends [never] ? false : [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const searchSitters: Same<Json<paths['/api/search/sitters']['get']>, SearchResponse> = true;
export const listBookings: Same<Json<paths['/api/bookings']['get']>, BookingListResponse> = true;
export const getBooking: Same<Json<paths['/api/bookings/{bookingId}']['get']>, Booking> = true;
export const createBooking: Same<Json<paths['/api/bookings']['post']>, Booking> = true;
export const ownSitterProfile: Same<Json<paths['/api/sitters/me']['get']>, SitterProfile> = true;
export const publicSitterProfile: Same<Json<paths['/api/sitters/{sitterId}']['get']>, PublicSitterProfile> = true;
// The request body is the DTO's shape; the app sends the contract's request type.
export const createBookingBody: [CreateBookingInput] extends [RequestJson<paths['/api/bookings']['post']>] ? true : false = true;
