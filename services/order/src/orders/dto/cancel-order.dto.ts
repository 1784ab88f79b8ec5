import { OrderRef, Reason } from './order-fields';

export class CancelOrderDto {
  @OrderRef()
  orderId: string;

  @Reason()
  reason?: string;
}
