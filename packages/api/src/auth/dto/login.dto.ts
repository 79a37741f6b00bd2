import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MAX_PASSWORD_LENGTH } from '../passwords.js';

// Rules run bottom-up, first failure per field only (see SignupDto).

/** POST /api/auth/login and the sign-in form. */
export class LoginDto {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  @IsString()
  @IsNotEmpty({ message: 'Email is required' })
  email: string;

  @MaxLength(MAX_PASSWORD_LENGTH, { message: `Password must be at most ${MAX_PASSWORD_LENGTH} characters` })
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  password: string;
}
