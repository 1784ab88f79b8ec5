import { shopDate } from '@shop/common';
import { OrderStatus } from '../orders/order-status';

/** The statuses in which an order given to a rider is still theirs to deliver (and may be given to one). */
export const STILL_TO_DELIVER: readonly string[] = [
  OrderStatus.packed,
  OrderStatus.outForDelivery,
  OrderStatus.deliveryFailed,
];

/** The key of a rider's orders still to deliver. */
export const openRiderKey = (riderId: string) => `${riderId}:open`;

/** The key of the orders a rider delivered on a day of the shop ('YYYY-MM-DD'). */
export const riderDayKey = (riderId: string, day: string) => `${riderId}@${day}`;

/**
 * The rider lists (Order.riderKeys) an order given to `riderId` is on once it is in `status` (reached
 * at `at`): still to deliver, delivered that day, or none (cancelled, taken back to the shop).
 */
export function riderKeysOf(riderId: string, status: string, at: Date, timeZone: string): string[] {
  if (STILL_TO_DELIVER.includes(status)) return [openRiderKey(riderId)];
  if (status === OrderStatus.delivered) return [riderDayKey(riderId, shopDate(at, timeZone))];
  return [];
}
