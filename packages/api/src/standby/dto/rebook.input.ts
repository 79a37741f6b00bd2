import { IsNotEmpty, IsString } from 'class-validator';
import { type RebookInput as RebookContract } from '@pawpal/contract';

/** POST /api/bookings/{id}/rebook body: one of the booking's suggestions. */
export class RebookInput implements RebookContract {
  @IsString({ message: 'Choose a sitter' })
  @IsNotEmpty({ message: 'Choose a sitter' })
  sitterId: string;
}
