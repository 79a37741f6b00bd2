import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

// Rules run bottom-up with stopAtFirstError: the basic rule goes last (see SignupDto).

/** PATCH /api/profile: any subset. Names and email cannot be emptied; phone can (null or ""), which un-completes the profile. */
export class UpdateProfileDto {
  @IsOptional()
  @Transform(trim)
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  @IsString()
  @IsNotEmpty({ message: 'First name cannot be empty' })
  firstName?: string;

  @IsOptional()
  @Transform(trim)
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  @IsString()
  @IsNotEmpty({ message: 'Last name cannot be empty' })
  lastName?: string;

  @IsOptional()
  @Transform(trim)
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  @IsEmail({}, { message: 'Enter a valid email address' })
  @IsString()
  @IsNotEmpty({ message: 'Email cannot be empty' })
  email?: string;

  /** Checked and normalised to E.164 by ProfileService (one place for the phone rule). */
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @Transform(trim)
  @MaxLength(40, { message: 'Phone must be at most 40 characters' })
  @IsString({ message: 'Phone must be text' })
  phone?: string | null;
}
