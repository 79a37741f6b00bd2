import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../platform/errors/domain-error.js';

export const CALENDAR_ERROR_CODES = [
  'FEED_NOT_FOUND',
  'IMPORT_NOT_FOUND',
  'ONE_SOURCE',
  'INVALID_CALENDAR_URL',
  'CALENDAR_ADDRESS_REFUSED',
  'CALENDAR_TOO_LARGE',
  'CALENDAR_TIMED_OUT',
  'CALENDAR_FETCH_FAILED',
  'INVALID_CALENDAR',
  'TOO_MANY_CALENDARS',
  'CALENDAR_ALREADY_IMPORTED',
] as const;
export type CalendarErrorCode = (typeof CALENDAR_ERROR_CODES)[number];

/** The message a person sees when the thrower gives none. */
const MESSAGES: Record<CalendarErrorCode, string> = {
  FEED_NOT_FOUND: 'Calendar not found',
  IMPORT_NOT_FOUND: 'Imported calendar not found',
  ONE_SOURCE: 'Give either the calendar’s address (url) or the file’s text (ics), not both',
  INVALID_CALENDAR_URL: 'Give the calendar’s address starting with https://',
  CALENDAR_ADDRESS_REFUSED: 'That address is not on the public internet: Pawpal cannot read calendars there',
  CALENDAR_TOO_LARGE: 'That calendar is too large to import',
  CALENDAR_TIMED_OUT: 'That calendar took too long to answer',
  CALENDAR_FETCH_FAILED: 'We could not read a calendar at that address',
  INVALID_CALENDAR: 'That is not an iCalendar (.ics) file',
  TOO_MANY_CALENDARS: 'You have imported as many calendars as you can: remove one first',
  CALENDAR_ALREADY_IMPORTED: 'You have imported that calendar already',
};

/** Refusals about sitters' calendar feeds, imported calendars and availability, each with its status. */
export class CalendarError extends ApiError {
  override readonly name = 'CalendarError';

  constructor(
    readonly code: CalendarErrorCode,
    message: string = MESSAGES[code],
  ) {
    super(message);
  }

  get status(): HttpStatus {
    switch (this.code) {
      case 'FEED_NOT_FOUND':
      case 'IMPORT_NOT_FOUND':
        return HttpStatus.NOT_FOUND;
      case 'ONE_SOURCE':
      case 'INVALID_CALENDAR_URL':
      case 'CALENDAR_ADDRESS_REFUSED':
        return HttpStatus.BAD_REQUEST;
      case 'CALENDAR_TOO_LARGE':
        return HttpStatus.PAYLOAD_TOO_LARGE;
      case 'CALENDAR_TIMED_OUT':
      case 'CALENDAR_FETCH_FAILED':
      case 'INVALID_CALENDAR':
        return HttpStatus.UNPROCESSABLE_ENTITY;
      case 'TOO_MANY_CALENDARS':
      case 'CALENDAR_ALREADY_IMPORTED':
        return HttpStatus.CONFLICT;
      default:
        this.code satisfies never;
        return HttpStatus.BAD_REQUEST;
    }
  }
}
