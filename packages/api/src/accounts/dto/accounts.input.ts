import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  type ChangeEmailInput,
  type ChangePasswordInput,
  type DeleteAccountInput,
  type PasswordResetConfirmInput,
  type PasswordResetRequestInput,
  type VerifyEmailInput,
} from '@pawpal/contract';
import { EmailField, PasswordField } from '../../auth/dto/signup.dto.js';
import { ACCOUNT_TOKEN_MAX_LENGTH } from '../account-tokens.js';

// Rules run bottom-up with stopAtFirstError: the basic rule goes last (see SignupDto). The email
// and password rules are the sign-up form's (EmailField, PasswordField).

export class PasswordResetRequestDto implements PasswordResetRequestInput {
  @EmailField()
  email: string;
}

export class TokenDto implements VerifyEmailInput {
  @MaxLength(ACCOUNT_TOKEN_MAX_LENGTH, { message: 'This link has expired or was already used. Ask for a new one.' })
  @IsString()
  @IsNotEmpty({ message: 'The link has no token: copy the whole link from the email' })
  token: string;
}

export class PasswordResetConfirmDto extends TokenDto implements PasswordResetConfirmInput {
  @PasswordField()
  password: string;
}

export class ChangePasswordDto implements ChangePasswordInput {
  @PasswordField('Current password is required')
  currentPassword: string;

  @PasswordField('New password is required')
  newPassword: string;
}

export class ChangeEmailDto implements ChangeEmailInput {
  @PasswordField('Current password is required')
  currentPassword: string;

  @EmailField('New email is required')
  newEmail: string;
}

export class DeleteAccountDto implements DeleteAccountInput {
  @PasswordField('Current password is required')
  currentPassword: string;
}
