import { IsNumber, IsOptional, Max, Min } from 'class-validator';
import { OrderRef, Reason } from '../../orders/dto/order-fields';

/** PUT /api/order/rider/delivered: a cash-on-delivery order says what was collected. */
export class DeliveredDto {
  @OrderRef()
  orderId: string;

  @IsOptional()
  @IsNumber(
    { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
    { message: 'cashCollected must be an amount' },
  )
  @Min(0, { message: 'cashCollected cannot be negative' })
  @Max(10_000_000, { message: 'cashCollected is too large' })
  cashCollected?: number;
}

/** PUT /api/order/rider/delivery-failed: why the rider could not deliver (mailed to the shopper). */
export class DeliveryFailedDto {
  @OrderRef()
  orderId: string;

  @Reason()
  reason?: string;
}
