import { OrderRef } from './order-fields';

/** `?orderId=`: the order's `_id` or its 'Order No'. */
export class OrderRefDto {
  @OrderRef()
  orderId: string;
}
