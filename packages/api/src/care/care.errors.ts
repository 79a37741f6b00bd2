import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../platform/errors/domain-error.js';

export const CARE_ERROR_CODES = [
  'PET_NOT_FOUND',
  'BOOKING_NOT_FOUND',
  'VISIT_NOT_FOUND',
  'VET_CLAIM_NOT_FOUND',
  'OWNER_ONLY',
  'SITTER_ONLY',
  'OWNER_OR_ADMIN_ONLY',
  'NOT_SCHEDULED',
  'TOO_EARLY',
  'ALREADY_CHECKED_IN',
  'NOT_CHECKED_IN',
  'VISIT_MISSED',
  'VISIT_CLOSED',
  'INVALID_CHECK_OUT',
  'INVALID_UPLOADS',
  'INVALID_CARE_LOCATION',
  'CARE_LOCATION_CLOSED',
  'CARE_LOCATION_NOT_SET',
  'CARE_AT_SITTERS_HOME',
  'VET_CLAIM_CLOSED',
  'VET_CLAIM_DECIDED',
  'TOO_MANY_VET_CLAIMS',
] as const;
export type CareErrorCode = (typeof CARE_ERROR_CODES)[number];

/** The message a person sees when the thrower gives none. */
const MESSAGES: Record<CareErrorCode, string> = {
  PET_NOT_FOUND: 'Pet not found',
  BOOKING_NOT_FOUND: 'Booking not found',
  VISIT_NOT_FOUND: 'Visit not found',
  VET_CLAIM_NOT_FOUND: 'Vet claim not found',
  OWNER_ONLY: 'Only the owner can do this',
  SITTER_ONLY: "Only the booking's sitter can do this",
  OWNER_OR_ADMIN_ONLY: 'Only the owner or Pawpal can excuse a visit',
  NOT_SCHEDULED: 'This booking has no schedule of visits: it gets one when it is paid',
  TOO_EARLY: 'It is too early to check in to this visit',
  ALREADY_CHECKED_IN: 'You have already checked in to this visit',
  NOT_CHECKED_IN: 'Check in to this visit before checking out',
  VISIT_MISSED: 'This visit was missed: it can no longer be checked in to. The owner can excuse it',
  VISIT_CLOSED: 'This visit is done or excused already',
  INVALID_CHECK_OUT: 'This check-out is not valid',
  INVALID_UPLOADS: 'Each photo or receipt must be an image you uploaded to Pawpal',
  INVALID_CARE_LOCATION: "We couldn't find that suburb and postcode",
  CARE_LOCATION_CLOSED: 'The care location can only be changed before the stay ends',
  CARE_LOCATION_NOT_SET: 'The owner has not said where the care happens yet',
  CARE_AT_SITTERS_HOME: "Boarding and day care happen at the sitter's home: its place is the sitter's suburb",
  VET_CLAIM_CLOSED: 'Vet expenses can be claimed during the stay, or after it until its payout is sent',
  VET_CLAIM_DECIDED: 'This claim has been decided already',
  TOO_MANY_VET_CLAIMS: 'This booking has as many vet claims as it can take: contact Pawpal',
};

/** Care during a stay: who may see or change care plans, visits and vet claims, and when. */
export class CareError extends ApiError {
  override readonly name = 'CareError';

  constructor(
    readonly code: CareErrorCode,
    message: string = MESSAGES[code],
  ) {
    super(message);
  }

  get status(): HttpStatus {
    switch (this.code) {
      case 'PET_NOT_FOUND':
      case 'BOOKING_NOT_FOUND':
      case 'VISIT_NOT_FOUND':
      case 'VET_CLAIM_NOT_FOUND':
      case 'CARE_LOCATION_NOT_SET':
        return HttpStatus.NOT_FOUND;
      case 'OWNER_ONLY':
      case 'SITTER_ONLY':
      case 'OWNER_OR_ADMIN_ONLY':
        return HttpStatus.FORBIDDEN;
      case 'INVALID_CHECK_OUT':
      case 'INVALID_UPLOADS':
      case 'INVALID_CARE_LOCATION':
        return HttpStatus.BAD_REQUEST;
      case 'NOT_SCHEDULED':
      case 'TOO_EARLY':
      case 'ALREADY_CHECKED_IN':
      case 'NOT_CHECKED_IN':
      case 'VISIT_MISSED':
      case 'VISIT_CLOSED':
      case 'CARE_LOCATION_CLOSED':
      case 'CARE_AT_SITTERS_HOME':
      case 'VET_CLAIM_CLOSED':
      case 'VET_CLAIM_DECIDED':
      case 'TOO_MANY_VET_CLAIMS':
        return HttpStatus.CONFLICT;
      default:
        this.code satisfies never;
        return HttpStatus.BAD_REQUEST;
    }
  }
}
