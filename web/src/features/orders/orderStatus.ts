import { adminOrderListDtoStatusValues } from '../../api/generated/enums';
import type { FulfilmentStatus, Order, OrderStatus, StatusChange } from '../../api/types';

/** Every status an order can show: the shopper's list keeps today's PAYMENT_PENDING beside the fulfilment ones. */
export type AnyOrderStatus = OrderStatus | FulfilmentStatus;

export const STATUS_LABEL: Record<AnyOrderStatus, string> = {
  PLACED: 'Placed',
  PAYMENT_PENDING: 'Payment pending',
  PAID: 'Paid',
  PACKED: 'Packed',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERY_FAILED: 'Delivery failed',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  REFUNDED: 'Refunded',
};

export const STATUS_STYLE: Record<AnyOrderStatus, string> = {
  PLACED: 'bg-blue-100 text-blue-800',
  PAYMENT_PENDING: 'bg-amber-100 text-amber-800',
  PAID: 'bg-green-100 text-green-800',
  PACKED: 'bg-indigo-100 text-indigo-800',
  OUT_FOR_DELIVERY: 'bg-orange-100 text-orange-800',
  DELIVERY_FAILED: 'bg-yellow-100 text-yellow-900',
  DELIVERED: 'bg-emerald-700 text-white',
  CANCELLED: 'bg-red-100 text-red-700',
  REFUNDED: 'bg-neutral-200 text-neutral-800',
};

export const PAYMENT_LABEL: Record<Order['paymentMethod'], string> = {
  CASH_ON_DELIVERY: 'Cash on Delivery',
  CARD: 'Card',
};

export const CHANGED_BY_LABEL: Record<StatusChange['by'] & string, string> = {
  ADMIN: 'the shop',
  PACKER: 'the packer',
  RIDER: 'the rider',
  SHOPPER: 'the customer',
  SYSTEM: 'automatically',
};

/** An order's status changes, newest first. */
export function historyNewestFirst<Change extends { at: string }>(order: { statusHistory: Change[] }): Change[] {
  return [...order.statusHistory].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/**
 * The statuses an admin filters by and counts, in the order an order goes through them: the admin list's
 * filter as the API description declares it (generated), so a status the order service adds shows up here.
 */
export const FULFILMENT_STATUSES: readonly FulfilmentStatus[] = adminOrderListDtoStatusValues;

const PAYMENT_STATE: Record<Order['payment_status'], string> = {
  'CASH ON DELIVERY': 'to be paid on delivery',
  PAID: 'paid',
  PENDING: 'payment pending',
  UNPAID: 'not paid',
  'REFUND PENDING': 'refund pending',
  REFUNDED: 'refunded',
};

/** How the order is paid and where that stands, in words: 'Card · refund pending', 'Cash on Delivery · paid on delivery'. */
export function paymentSummary(
  order: Pick<Order, 'paymentMethod' | 'payment_status'> & { paymentCollectedAt: string | null },
) {
  const state = order.paymentCollectedAt ? 'paid on delivery' : PAYMENT_STATE[order.payment_status];
  return `${PAYMENT_LABEL[order.paymentMethod]} · ${state}`;
}
