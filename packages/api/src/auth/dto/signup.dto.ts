import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EMAIL_MAX_LENGTH, MAX_PASSWORD_LENGTH, NAME_MAX_LENGTH, REFERRAL_CODE_MAX_LENGTH, type ReferralSignupInput, type SignupInput } from '@pawpal/contract';
import { Omittable } from '../../platform/validation/omittable.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

// Rules run bottom-up and stop at the first failure per field (stopAtFirstError): the most basic
// rule goes last so a missing field reads "First name is required".

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

  @Transform(trim)
  @MaxLength(EMAIL_MAX_LENGTH, { message: `Email must be at most ${EMAIL_MAX_LENGTH} characters` })
  @IsEmail({}, { message: 'Enter a valid email address' })
  @IsString()
  @IsNotEmpty({ message: 'Email is required' })
  email: string;

  @MaxLength(MAX_PASSWORD_LENGTH, { message: `Password must be at most ${MAX_PASSWORD_LENGTH} characters` })
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  password: string;

  /** A member's referral code (issue 10); one that does not exist does not stop the sign-up. */
  @Omittable()
  @Transform(trim)
  @MaxLength(REFERRAL_CODE_MAX_LENGTH, { message: `Referral code must be at most ${REFERRAL_CODE_MAX_LENGTH} characters` })
  @IsString({ message: 'Referral code must be text' })
  referralCode?: string;
}
