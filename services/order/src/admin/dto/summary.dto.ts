import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const SUMMARY_DAYS_MAX = 90;

export class SummaryDto {
  /** How many UTC days of orders and revenue, today included (default 14). */
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value))
  @IsInt({ message: 'days must be a whole number' })
  @Min(1, { message: 'days must be between 1 and 90' })
  @Max(SUMMARY_DAYS_MAX, { message: 'days must be between 1 and 90' })
  days?: number;
}
