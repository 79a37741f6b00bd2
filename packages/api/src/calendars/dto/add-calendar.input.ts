import { IsString, MaxLength } from 'class-validator';
import { type AddCalendarInput as AddCalendarContract, CALENDAR_NAME_MAX_LENGTH, CALENDAR_URL_MAX_LENGTH } from '@pawpal/contract';
import { Omittable } from '../../platform/validation/omittable.js';

/**
 * POST /api/sitters/me/calendars: a calendar's https address or an .ics file's text (exactly one,
 * checked by the service). The file's size limit is the service's (413), within the body limit.
 */
export class AddCalendarInput implements AddCalendarContract {
  @Omittable()
  @MaxLength(CALENDAR_URL_MAX_LENGTH, { message: `The address must be at most ${CALENDAR_URL_MAX_LENGTH} characters` })
  @IsString({ message: 'url must be the calendar’s address' })
  url?: string;

  @Omittable()
  @IsString({ message: 'ics must be the text of an .ics file' })
  ics?: string;

  @Omittable()
  @MaxLength(CALENDAR_NAME_MAX_LENGTH, { message: `The name must be at most ${CALENDAR_NAME_MAX_LENGTH} characters` })
  @IsString({ message: 'name must be text' })
  name?: string;
}
