import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { normalisedEmail, trimmed } from './register.dto';

/** Profile changes a user may make; role and status are not among them (unknown fields are dropped). */
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
}
