import { RELIABILITY_REPLY_MAX_LENGTH, type ReliabilityReplyInput } from '@pawpal/contract';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** POST /api/reliability/entries/{id}/reply body. */
export class ReliabilityReplyDto implements ReliabilityReplyInput {
  @MaxLength(RELIABILITY_REPLY_MAX_LENGTH, { message: `text must be at most ${RELIABILITY_REPLY_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'text must not be empty' })
  @IsString({ message: 'text must be a string' })
  text!: string;
}
