import { FULFILMENT_STATUSES, FulfilmentStatus } from '@shop/common';
import { Transform } from 'class-transformer';
import { IsIn, IsISO8601, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PageDto } from '../../orders/dto/page.dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * A page of the shop's orders, newest first. `search` is an exact Order No, customer e-mail (any case),
 * mobile or delivery pincode; `from` and `to` are ISO dates of UTC days, both included. `slotId` lists
 * one delivery slot's orders, `slotDate` those of every slot of a day (the shop's time zone); either
 * replaces `search`.
 */
export class AdminOrderListDto extends PageDto {
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

  @IsOptional()
  @Matches(/^[0-9a-f]{24}-\d{8}-\d{4}$/, { message: 'slotId must be a delivery slot id' })
  slotId?: string;

  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'slotDate must be a date (YYYY-MM-DD)' })
  slotDate?: string;
}
