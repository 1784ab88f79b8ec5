import { FULFILMENT_STATUSES, FulfilmentStatus } from '@shop/common';
import { IsIn } from 'class-validator';
import { OrderRef, Reason } from '../../orders/dto/order-fields';

export class UpdateStatusDto {
  @OrderRef()
  orderId: string;

  @IsIn(FULFILMENT_STATUSES, { message: `status must be one of ${FULFILMENT_STATUSES.join(', ')}` })
  status: FulfilmentStatus;

  @Reason()
  reason?: string;
}
