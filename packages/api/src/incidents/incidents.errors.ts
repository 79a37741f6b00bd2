import { HttpStatus } from '@nestjs/common';
import { INCIDENT_METRICS_MAX_DAYS, INCIDENT_UPDATES_MAX, INCIDENTS_OPEN_PER_BOOKING_MAX } from '@pawpal/contract';
import { ApiError } from '../platform/errors/domain-error.js';

export const INCIDENTS_ERROR_CODES = [
  'BOOKING_NOT_FOUND',
  'INCIDENT_NOT_FOUND',
  'POSTER_NOT_FOUND',
  'NOT_DURING_STAY',
  'TOO_MANY_OPEN',
  'THREAD_FULL',
  'ALREADY_ACKNOWLEDGED',
  'ALREADY_RESOLVED',
  'NOT_RESOLVED',
  'NO_HOLD_TO_RELEASE',
  'INVALID_INCIDENT',
  'INVALID_RANGE',
] as const;
export type IncidentsErrorCode = (typeof INCIDENTS_ERROR_CODES)[number];

const MESSAGES: Record<IncidentsErrorCode, string> = {
  BOOKING_NOT_FOUND: 'Booking not found',
  INCIDENT_NOT_FOUND: 'Incident not found',
  POSTER_NOT_FOUND: 'Only a lost pet incident has a poster',
  NOT_DURING_STAY:
    'An incident is reported on a paid booking, during the stay, or after it until the sitter is paid: for anything else, contact Pawpal support',
  TOO_MANY_OPEN: `This booking already has ${INCIDENTS_OPEN_PER_BOOKING_MAX} open incidents: add to one of their threads instead`,
  THREAD_FULL: `This incident's thread has ${INCIDENT_UPDATES_MAX} updates, the most it holds: contact Pawpal support`,
  ALREADY_ACKNOWLEDGED: 'This incident has already been acknowledged',
  ALREADY_RESOLVED: 'This incident has already been resolved',
  NOT_RESOLVED: 'Resolve the incident first: its payout hold is released or kept when it is resolved',
  NO_HOLD_TO_RELEASE: 'This incident holds no payout',
  INVALID_INCIDENT: 'This incident is not valid',
  INVALID_RANGE: `from and to must be dates like 2026-07-01, to not before from, at most ${INCIDENT_METRICS_MAX_DAYS} days apart`,
};

/** What the incidents feature refuses (docs/incidents.md), each with its status. */
export class IncidentsError extends ApiError {
  override readonly name = 'IncidentsError';

  constructor(
    readonly code: IncidentsErrorCode,
    message: string = MESSAGES[code],
  ) {
    super(message);
  }

  get status(): HttpStatus {
    switch (this.code) {
      case 'BOOKING_NOT_FOUND':
      case 'INCIDENT_NOT_FOUND':
      case 'POSTER_NOT_FOUND':
        return HttpStatus.NOT_FOUND;
      case 'NOT_DURING_STAY':
      case 'TOO_MANY_OPEN':
      case 'THREAD_FULL':
      case 'ALREADY_ACKNOWLEDGED':
      case 'ALREADY_RESOLVED':
      case 'NOT_RESOLVED':
      case 'NO_HOLD_TO_RELEASE':
        return HttpStatus.CONFLICT;
      case 'INVALID_INCIDENT':
      case 'INVALID_RANGE':
        return HttpStatus.BAD_REQUEST;
      default:
        this.code satisfies never;
        return HttpStatus.BAD_REQUEST;
    }
  }
}
