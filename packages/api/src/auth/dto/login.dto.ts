import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EMAIL_MAX_LENGTH, type LoginInput, MAX_PASSWORD_LENGTH } from '@pawpal/contract';

// Rules run bottom-up, first failure per field only (see SignupDto).

/** POST /api/auth/login and the sign-in form. */
export class LoginDto implements LoginInput {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(EMAIL_MAX_LENGTH, { message: `Email must be at most ${EMAIL_MAX_LENGTH} characters` })
  @IsString()
  @IsNotEmpty({ message: 'Email is required' })
  email: string;

  @MaxLength(MAX_PASSWORD_LENGTH, { message: `Password must be at most ${MAX_PASSWORD_LENGTH} characters` })
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  password: string;
}
