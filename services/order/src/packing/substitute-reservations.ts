import { ReservationOutcome } from '@shop/common';
import { Types } from 'mongoose';
import { OrderStatus } from '../orders/order-status';
import type { StoredOrder } from '../orders/order.schema';

/** `<order id>s<8 hex digits>`: one pack's substitutes, told apart from the order's own reservation. */
const SUBSTITUTE_RESERVATION = /^([0-9a-f]{24})s[0-9a-f]{8}$/;

/** Statuses from which a pack still under way may yet be stored (a plain PACKED can be undone). */
const PACK_MAY_LAND: ReadonlySet<string> = new Set([OrderStatus.placed, OrderStatus.paid, OrderStatus.packed]);

export function substituteReservationIdOf(orderId: Types.ObjectId, random: Buffer): string {
  return `${orderId.toHexString()}s${random.toString('hex').slice(0, 8)}`;
}

/** The order a substitutes' reservation id belongs to; undefined for any other reservation id. */
export function orderOfSubstitutes(reservationId: string): string | undefined {
  return SUBSTITUTE_RESERVATION.exec(reservationId.toLowerCase())?.[1];
}

/**
 * What the catalog does with a pack's substitutes that reached their expiry unconfirmed: kept when the
 * order stored that pack; released once no pack of it can land any more (another pack with changes,
 * which cannot be undone, or the order went on or was cancelled); until then, asked again later.
 */
export function substituteOutcome(
  reservationId: string,
  order: Pick<StoredOrder, 'status' | 'adjustments' | 'substituteReservationId'> | null,
): ReservationOutcome {
  if (!order) return { outcome: 'release' };
  if (order.substituteReservationId === reservationId.toLowerCase()) return { outcome: 'keep' };
  if (order.adjustments?.length || !PACK_MAY_LAND.has(order.status)) return { outcome: 'release' };
  return { outcome: 'wait' };
}
