import { Transform } from 'class-transformer';
import { IsString, Matches } from 'class-validator';

export class ConfirmEmailChangeDto {
  @Transform(({ value }) => (typeof value === 'number' ? String(value).padStart(6, '0') : value))
  @IsString({ message: 'Please enter the 6-digit code' })
  @Matches(/^\d{6}$/, { message: 'Please enter the 6-digit code' })
  otp: string;
}
