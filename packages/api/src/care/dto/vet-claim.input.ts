import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { VET_CLAIM_DESCRIPTION_MAX_LENGTH, VET_CLAIM_MAX_CENTS, type VetClaimInput as VetClaimContract } from '@pawpal/contract';
import { formatAud } from '../../money/index.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/bookings/{id}/vet-claims (the booking's sitter). */
export class VetClaimInput implements VetClaimContract {
  @Max(VET_CLAIM_MAX_CENTS, { message: `A vet claim can be at most ${formatAud(VET_CLAIM_MAX_CENTS)}` })
  @Min(1, { message: 'The amount must be at least 1 cent' })
  @IsInt({ message: 'The amount must be a whole number of cents' })
  amountCents: number;

  @Transform(trim)
  @MaxLength(VET_CLAIM_DESCRIPTION_MAX_LENGTH, {
    message: `The description must be at most ${VET_CLAIM_DESCRIPTION_MAX_LENGTH} characters`,
  })
  @IsNotEmpty({ message: 'Say what the vet did' })
  @IsString({ message: 'The description must be text' })
  description: string;

  @IsUUID('all', { message: 'The receipt must be the id of an image you uploaded' })
  @IsNotEmpty({ message: 'Attach a photo of the receipt' })
  receiptUploadId: string;
}
