import type { DeliveryFeeLine } from '@shop/common';
import type { ZoneFees } from '../zones/zone.schema';

/**
 * The fee rules, on integer minor units. The delivery fee applies below the free-delivery amount
 * (at or above it, delivery is free); the small-cart fee below its amount; express and slot fees come
 * with what was chosen. A fee of 0 is no line at all.
 */
export function deliveryFees(
  fees: ZoneFees,
  itemsTotal: number,
  chosen: { expressFee?: number; slotFee?: number },
): { lines: DeliveryFeeLine[]; addForFreeDelivery: number | null } {
  const lines: DeliveryFeeLine[] = [];
  const free = fees.freeDeliveryAbove !== null && itemsTotal >= fees.freeDeliveryAbove;
  const deliveryFee = fees.deliveryFee ?? 0;
  if (deliveryFee > 0 && !free) lines.push({ code: 'DELIVERY_FEE', label: 'Delivery fee', amount: deliveryFee });
  if (fees.smallCartBelow !== null && (fees.smallCartFee ?? 0) > 0 && itemsTotal < fees.smallCartBelow)
    lines.push({ code: 'SMALL_CART_FEE', label: 'Small cart fee', amount: fees.smallCartFee! });
  if ((chosen.expressFee ?? 0) > 0)
    lines.push({ code: 'EXPRESS_FEE', label: 'Express delivery', amount: chosen.expressFee! });
  if ((chosen.slotFee ?? 0) > 0) lines.push({ code: 'SLOT_FEE', label: 'Slot fee', amount: chosen.slotFee! });
  const addForFreeDelivery =
    deliveryFee > 0 && !free && fees.freeDeliveryAbove !== null ? fees.freeDeliveryAbove - itemsTotal : null;
  return { lines, addForFreeDelivery };
}

/** What is still missing to reach the minimum order; 0 when it is reached (exactly at it is enough). */
export function missingForMinimum(fees: ZoneFees, itemsTotal: number): number {
  return fees.minimumOrder !== null && itemsTotal < fees.minimumOrder ? fees.minimumOrder - itemsTotal : 0;
}
