import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import {
  type CompleteCardSetupInput as CompleteCardSetupContract,
  type SaveCardInput as SaveCardContract,
  type SavedCardChargeInput as SavedCardChargeContract,
} from '@pawpal/contract';
import { SandboxChargeInput } from './sandbox-charge.input.js';

/** POST /api/payments/cards (test mode): the same card form and rules as a sandbox charge; only brand, last four and expiry are kept. */
export class SaveCardInput extends SandboxChargeInput implements SaveCardContract {}

/** POST /api/payments/{bookingId}/saved-card-charge: one of the owner's saved cards. */
export class SavedCardChargeInput implements SavedCardChargeContract {
  @MaxLength(64, { message: 'Card id is not valid' })
  @IsString({ message: 'Card id must be text' })
  @IsNotEmpty({ message: 'Choose a saved card' })
  cardId: string;
}

/** POST /api/payments/cards/setup-intent/complete: the SetupIntent Stripe confirmed in the browser. */
export class CompleteCardSetupInput implements CompleteCardSetupContract {
  @Matches(/^seti_[A-Za-z0-9_]{1,200}$/, { message: 'setupIntentId must be a Stripe SetupIntent id (seti_…)' })
  @IsString({ message: 'setupIntentId must be text' })
  @IsNotEmpty({ message: 'setupIntentId is required' })
  setupIntentId: string;
}
