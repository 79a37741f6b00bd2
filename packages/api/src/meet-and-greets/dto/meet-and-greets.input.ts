import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsISO8601, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  type AcceptMeetAndGreetInput as AcceptContract,
  type CreateMeetAndGreetInput as CreateContract,
  MEET_AND_GREET_MESSAGE_MAX_LENGTH,
  MEET_AND_GREET_OUTCOMES,
  MEET_AND_GREET_PROPOSED_TIMES,
  type MeetAndGreetOutcome,
  type MeetAndGreetOutcomeInput as OutcomeContract,
} from '@pawpal/contract';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const TIMES_MESSAGE = `proposedTimes must be exactly ${MEET_AND_GREET_PROPOSED_TIMES} dates and times (ISO 8601, like 2026-12-05T09:30:00+11:00)`;

/** POST /api/meet-and-greets body. */
export class CreateMeetAndGreetDto implements CreateContract {
  @IsString({ message: 'sitterId must be the id of a sitter' })
  @IsNotEmpty({ message: 'Choose the sitter to meet: sitterId is required' })
  sitterId: string;

  @IsISO8601({ strict: true }, { each: true, message: TIMES_MESSAGE })
  @ArrayMaxSize(MEET_AND_GREET_PROPOSED_TIMES, { message: TIMES_MESSAGE })
  @ArrayMinSize(MEET_AND_GREET_PROPOSED_TIMES, { message: TIMES_MESSAGE })
  @IsArray({ message: TIMES_MESSAGE })
  proposedTimes: string[];

  @MaxLength(MEET_AND_GREET_MESSAGE_MAX_LENGTH, { message: `The message must be at most ${MEET_AND_GREET_MESSAGE_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'Write the sitter a message: say a little about your pets' })
  @IsString({ message: 'Write the sitter a message: say a little about your pets' })
  @Transform(trim)
  message: string;
}

/** POST /api/meet-and-greets/{id}/accept body. */
export class AcceptMeetAndGreetDto implements AcceptContract {
  @IsISO8601({ strict: true }, { message: 'time must be one of the proposed times (ISO 8601)' })
  @IsNotEmpty({ message: 'Choose one of the proposed times' })
  time: string;
}

/** POST /api/meet-and-greets/{id}/outcome body. */
export class MeetAndGreetOutcomeDto implements OutcomeContract {
  @IsIn(MEET_AND_GREET_OUTCOMES, { message: `outcome must be one of ${MEET_AND_GREET_OUTCOMES.join(', ')}` })
  @IsNotEmpty({ message: 'Say how it went: outcome is required' })
  outcome: MeetAndGreetOutcome;
}
