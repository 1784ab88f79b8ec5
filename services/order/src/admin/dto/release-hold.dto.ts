import { OrderRef, Reason } from '../../orders/dto/order-fields';

/** A card checkout whose stock hold an admin releases, and why (kept in its history). */
export class ReleaseHoldDto {
  @OrderRef()
  orderId: string;

  @Reason()
  reason?: string;
}
