import { OrderStatusChangedPayload } from '@shop/common';

/** Decimal major units (the API's 12.5) to the minor units the provider counts (1250). */
export const toMinorUnits = (amount: number): number => Math.round(amount * 100);

/**
 * What a card order's pack gives back (issue 38), in minor units: what the shopper confirmed and paid
 * less the bag's final total, each rounded to cents first so float noise never refunds a cent. 0 when
 * the change is not a pack with adjustments of a card order, or the bag costs no less.
 */
export function packedRefundAmount(
  change: Pick<OrderStatusChangedPayload, 'to' | 'paymentMethod' | 'totalAmt' | 'packed'>,
): number {
  if (change.to !== 'PACKED' || change.paymentMethod !== 'CARD' || !change.packed) return 0;
  return Math.max(0, toMinorUnits(change.packed.confirmedTotalAmt) - toMinorUnits(change.totalAmt));
}
