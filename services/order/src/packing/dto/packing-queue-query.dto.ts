import { IsOptional } from 'class-validator';
import { OrderRef } from '../../orders/dto/order-fields';

/** `?orderId=` (optional): the order the packer has in hand, by its `_id` or the Order No on its ticket. */
export class PackingQueueQueryDto {
  @IsOptional()
  @OrderRef()
  orderId?: string;
}
