import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { normalisedEmail, trimmed } from './register.dto';

/**
 * Profile changes a user may make; role and status are not among them (unknown fields are dropped).
 * A new e-mail address also needs the current password (and is confirmed by a mailed code).
 */
export class UpdateUserDto {
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'Name must be text' })
  @MinLength(1, { message: 'Name is required' })
  @MaxLength(80, { message: 'Name must be at most 80 characters' })
  name?: string;

  @IsOptional()
  @Transform(normalisedEmail)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email?: string;

  @IsOptional()
  @Transform(({ value }) => (typeof value === 'number' ? String(value) : trimmed({ value })))
  @IsString({ message: 'Mobile must be text' })
  @Matches(/^\+?[0-9 ()-]{6,20}$/, { message: 'Please enter a valid mobile number' })
  mobile?: string;

  @IsOptional()
  @IsString({ message: 'Current password must be text' })
  @MaxLength(72, { message: 'Password must be at most 72 characters' })
  currentPassword?: string;
}

/** What changes at once, without a confirmation. */
export type ProfileDetails = Pick<UpdateUserDto, 'name' | 'mobile'>;
