import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  type ChangeEmailInput,
  type ChangePasswordInput,
  type DeleteAccountInput,
  EMAIL_MAX_LENGTH,
  MAX_PASSWORD_LENGTH,
  type PasswordResetConfirmInput,
  type PasswordResetRequestInput,
  type VerifyEmailInput,
} from '@pawpal/contract';
import { ACCOUNT_TOKEN_MAX_LENGTH } from '../account-tokens.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

// Rules run bottom-up with stopAtFirstError: the basic rule goes last (see SignupDto).

export class PasswordResetRequestDto implements PasswordResetRequestInput {
  @Transform(trim)
  @MaxLength(EMAIL_MAX_LENGTH, { message: `Email must be at most ${EMAIL_MAX_LENGTH} characters` })
  @IsEmail({}, { message: 'Enter a valid email address' })
  @IsString()
  @IsNotEmpty({ message: 'Email is required' })
  email: string;
}

export class TokenDto implements VerifyEmailInput {
  @MaxLength(ACCOUNT_TOKEN_MAX_LENGTH, { message: 'This link has expired or was already used. Ask for a new one.' })
  @IsString()
  @IsNotEmpty({ message: 'The link has no token: copy the whole link from the email' })
  token: string;
}

export class PasswordResetConfirmDto extends TokenDto implements PasswordResetConfirmInput {
  @MaxLength(MAX_PASSWORD_LENGTH, { message: `Password must be at most ${MAX_PASSWORD_LENGTH} characters` })
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  password: string;
}

export class ChangePasswordDto implements ChangePasswordInput {
  @MaxLength(MAX_PASSWORD_LENGTH, { message: `Password must be at most ${MAX_PASSWORD_LENGTH} characters` })
  @IsString()
  @IsNotEmpty({ message: 'Current password is required' })
  currentPassword: string;

  @MaxLength(MAX_PASSWORD_LENGTH, { message: `Password must be at most ${MAX_PASSWORD_LENGTH} characters` })
  @IsString()
  @IsNotEmpty({ message: 'New password is required' })
  newPassword: string;
}

export class ChangeEmailDto implements ChangeEmailInput {
  @MaxLength(MAX_PASSWORD_LENGTH, { message: `Password must be at most ${MAX_PASSWORD_LENGTH} characters` })
  @IsString()
  @IsNotEmpty({ message: 'Current password is required' })
  currentPassword: string;

  @Transform(trim)
  @MaxLength(EMAIL_MAX_LENGTH, { message: `Email must be at most ${EMAIL_MAX_LENGTH} characters` })
  @IsEmail({}, { message: 'Enter a valid email address' })
  @IsString()
  @IsNotEmpty({ message: 'New email is required' })
  newEmail: string;
}

export class DeleteAccountDto implements DeleteAccountInput {
  @MaxLength(MAX_PASSWORD_LENGTH, { message: `Password must be at most ${MAX_PASSWORD_LENGTH} characters` })
  @IsString()
  @IsNotEmpty({ message: 'Current password is required' })
  currentPassword: string;
}
