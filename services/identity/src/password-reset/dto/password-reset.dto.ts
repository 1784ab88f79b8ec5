import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { NotCommonPassword } from '../../auth/not-common-password';
import { normalisedEmail } from '../../users/dto/register.dto';

export class ForgotPasswordDto {
  @Transform(normalisedEmail)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;
}

export class VerifyCodeDto {
  @Transform(normalisedEmail)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;

  @Transform(({ value }) => (typeof value === 'number' ? String(value).padStart(6, '0') : value))
  @IsString({ message: 'Please enter the 6-digit code' })
  @Matches(/^\d{6}$/, { message: 'Please enter the 6-digit code' })
  otp: string;
}

export class ResetPasswordDto {
  @Transform(normalisedEmail)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;

  @IsString({ message: 'New password is required' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(72, { message: 'Password must be at most 72 characters' })
  @NotCommonPassword()
  newPassword: string;

  @IsString({ message: 'Please confirm the new password' })
  confirmPassword: string;

  /** The token verify-forgot-password-otp answered; browsers need not send it (its cookie carries it). */
  @IsOptional()
  @IsString({ message: 'The reset token must be text' })
  @MaxLength(128, { message: 'The reset token is not valid' })
  resetToken?: string;
}
