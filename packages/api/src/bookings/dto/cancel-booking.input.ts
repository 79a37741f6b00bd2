import { type CancelBookingInput } from '@pawpal/contract';
import { IsBoolean } from 'class-validator';
import { Omittable } from '../../platform/validation/omittable.js';

/** POST /api/bookings/{id}/cancel body, optional: the sitter says the owner asked for it (docs/reliability.md). */
export class CancelBookingDto implements CancelBookingInput {
  @Omittable()
  @IsBoolean({ message: 'ownerAsked must be true or false' })
  ownerAsked?: boolean;
}
