import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MAX_PASSWORD_LENGTH } from '../passwords.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

// Rules run bottom-up and stop at the first failure per field (stopAtFirstError): the most basic
// rule goes last so a missing field reads "First name is required".

/** POST /api/auth/signup and the sign-up form. Password strength is checked by AuthService. */
export class SignupDto {
  @Transform(trim)
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  @IsString()
  @IsNotEmpty({ message: 'First name is required' })
  firstName: string;

  @Transform(trim)
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  @IsString()
  @IsNotEmpty({ message: 'Last name is required' })
  lastName: string;

  @Transform(trim)
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  @IsEmail({}, { message: 'Enter a valid email address' })
  @IsString()
  @IsNotEmpty({ message: 'Email is required' })
  email: string;

  @MaxLength(MAX_PASSWORD_LENGTH, { message: `Password must be at most ${MAX_PASSWORD_LENGTH} characters` })
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  password: string;
}
