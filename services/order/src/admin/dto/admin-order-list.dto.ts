import { FULFILMENT_STATUSES, FulfilmentStatus } from '@shop/common';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export const ADMIN_PAGE_MAX = 100;
const toNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * A page of the shop's orders, newest first. `search` is an exact Order No, customer e-mail (any case),
 * mobile or delivery pincode; `from` and `to` are ISO dates of UTC days, both included.
 */
export class AdminOrderListDto {
  @IsOptional()
  @Transform(toNumber)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(100_000, { message: 'page must be at most 100000' })
  page?: number;

  @IsOptional()
  @Transform(toNumber)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(ADMIN_PAGE_MAX, { message: `limit must be at most ${ADMIN_PAGE_MAX}` })
  limit?: number;

  @IsOptional()
  @IsIn(FULFILMENT_STATUSES, { message: `status must be one of ${FULFILMENT_STATUSES.join(', ')}` })
  status?: FulfilmentStatus;

  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'search must be text' })
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  search?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'from must be an ISO date (YYYY-MM-DD)' })
  from?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'to must be an ISO date (YYYY-MM-DD)' })
  to?: string;
}
