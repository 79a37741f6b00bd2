import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import {
  ADDRESS_LINE_MAX_LENGTH,
  AU_STATES,
  type AuAddress,
  type AuState,
  isValidAccountNumber,
  LEGAL_NAME_MAX_LENGTH,
  normaliseAbn,
  normaliseBsb,
  PAYOUT_ACCOUNT_NAME_MAX_LENGTH,
  type PayoutAccountInput,
  type TaxDetailsInput,
} from '@pawpal/contract';
import { IsCalendarDate } from '../../platform/calendar/calendar.validators.js';

// Rules run bottom-up and stop at the first failure per field: the basic rule goes last.

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A string the contract's rule accepts. */
function Satisfies(rule: (value: string) => boolean, message: string): PropertyDecorator {
  return ValidateBy(
    { name: 'satisfies', validator: { validate: (value: unknown) => typeof value === 'string' && rule(value) } },
    { message },
  );
}

/** PUT /api/payouts/account body. */
export class PayoutAccountBody implements PayoutAccountInput {
  @Transform(trim)
  @MaxLength(PAYOUT_ACCOUNT_NAME_MAX_LENGTH, { message: `Account name must be at most ${PAYOUT_ACCOUNT_NAME_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'Account name is required' })
  @IsString({ message: 'Account name must be text' })
  @IsDefined({ message: 'Account name is required' })
  accountName: string;

  @Satisfies((value) => normaliseBsb(value) !== null, 'BSB must be six digits, like 110-000')
  @IsString({ message: 'BSB must be text, like 110-000' })
  @IsDefined({ message: 'BSB is required' })
  bsb: string;

  @Satisfies(isValidAccountNumber, 'Account number must be 5 to 9 digits')
  @IsString({ message: 'Account number must be text, like 000123456' })
  @IsDefined({ message: 'Account number is required' })
  accountNumber: string;
}

export class AuAddressBody implements AuAddress {
  @Transform(trim)
  @MaxLength(ADDRESS_LINE_MAX_LENGTH, { message: `Address must be at most ${ADDRESS_LINE_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'Street address is required' })
  @IsString({ message: 'Street address must be text' })
  @IsDefined({ message: 'Street address is required' })
  line1: string;

  @Transform(trim)
  @MaxLength(ADDRESS_LINE_MAX_LENGTH, { message: `Address line 2 must be at most ${ADDRESS_LINE_MAX_LENGTH} characters` })
  @IsString({ message: 'Address line 2 must be text' })
  @IsOptional()
  line2?: string | null;

  @Transform(trim)
  @MaxLength(ADDRESS_LINE_MAX_LENGTH, { message: `Suburb must be at most ${ADDRESS_LINE_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'Suburb is required' })
  @IsString({ message: 'Suburb must be text' })
  @IsDefined({ message: 'Suburb is required' })
  suburb: string;

  @IsIn(AU_STATES, { message: `State must be one of ${AU_STATES.join(', ')}` })
  @IsDefined({ message: 'State is required' })
  state: AuState;

  @Matches(/^\d{4}$/, { message: 'Postcode must be four digits' })
  @IsString({ message: 'Postcode must be text, like 2010' })
  @IsDefined({ message: 'Postcode is required' })
  postcode: string;
}

/** PUT /api/payouts/tax-details body. */
export class TaxDetailsBody implements TaxDetailsInput {
  @Transform(trim)
  @MaxLength(LEGAL_NAME_MAX_LENGTH, { message: `Legal name must be at most ${LEGAL_NAME_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'Legal name is required' })
  @IsString({ message: 'Legal name must be text' })
  @IsDefined({ message: 'Legal name is required' })
  legalName: string;

  @IsCalendarDate({ message: 'Date of birth must be a date like 1990-06-30' })
  @IsDefined({ message: 'Date of birth is required' })
  dateOfBirth: string;

  @ValidateNested()
  @Type(() => AuAddressBody)
  @IsObject({ message: 'Address must be an object with line1, suburb, state and postcode' })
  @IsDefined({ message: 'Address is required' })
  address: AuAddressBody;

  @Satisfies((value) => normaliseAbn(value) !== null, 'ABN is not valid: check its 11 digits')
  @IsString({ message: 'ABN must be text, like 51 824 753 556' })
  @IsOptional()
  abn?: string | null;

  @IsBoolean({ message: 'Say whether you are registered for GST (true or false)' })
  @IsDefined({ message: 'Say whether you are registered for GST (true or false)' })
  gstRegistered: boolean;
}
