import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  EMAIL_MAX_LENGTH,
  MAX_PASSWORD_LENGTH,
  NAME_MAX_LENGTH,
  REFERRAL_CODE_MAX_LENGTH,
  type ReferralSignupInput,
  type SignupInput,
} from '@pawpal/contract';
import { Omittable } from '../../platform/validation/omittable.js';

/** Trims a string field before its rules run. */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

// Rules run bottom-up and stop at the first failure per field (stopAtFirstError): the most basic
// rule goes last so a missing field reads "First name is required". applyDecorators applies its
// list in order, so the fields below list the basic rule first.

/** An email address field (sign-up, password reset, email change): trimmed, required, valid, at most EMAIL_MAX_LENGTH. */
export function EmailField(requiredMessage = 'Email is required'): PropertyDecorator {
  return applyDecorators(
    IsNotEmpty({ message: requiredMessage }),
    IsString(),
    IsEmail({}, { message: 'Enter a valid email address' }),
    MaxLength(EMAIL_MAX_LENGTH, { message: `Email must be at most ${EMAIL_MAX_LENGTH} characters` }),
    Transform(trim),
  );
}

/** A password field (new or current): required, at most MAX_PASSWORD_LENGTH; strength is the service's check. */
export function PasswordField(requiredMessage = 'Password is required'): PropertyDecorator {
  return applyDecorators(
    IsNotEmpty({ message: requiredMessage }),
    IsString(),
    MaxLength(MAX_PASSWORD_LENGTH, { message: `Password must be at most ${MAX_PASSWORD_LENGTH} characters` }),
  );
}

/** POST /api/auth/signup and the sign-up form. Password strength is checked by AuthService. */
export class SignupDto implements SignupInput, ReferralSignupInput {
  @Transform(trim)
  @MaxLength(NAME_MAX_LENGTH, { message: `First name must be at most ${NAME_MAX_LENGTH} characters` })
  @IsString()
  @IsNotEmpty({ message: 'First name is required' })
  firstName: string;

  @Transform(trim)
  @MaxLength(NAME_MAX_LENGTH, { message: `Last name must be at most ${NAME_MAX_LENGTH} characters` })
  @IsString()
  @IsNotEmpty({ message: 'Last name is required' })
  lastName: string;

  @EmailField()
  email: string;

  @PasswordField()
  password: string;

  /** A member's referral code; one that does not exist does not stop the sign-up. */
  @Omittable()
  @Transform(trim)
  @MaxLength(REFERRAL_CODE_MAX_LENGTH, { message: `Referral code must be at most ${REFERRAL_CODE_MAX_LENGTH} characters` })
  @IsString({ message: 'Referral code must be text' })
  referralCode?: string;
}
