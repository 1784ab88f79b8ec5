import type { Order, OrderStatus } from '../../api/types';

export const STATUS_LABEL: Record<OrderStatus, string> = {
  PLACED: 'Placed',
  PAYMENT_PENDING: 'Payment pending',
  PAID: 'Paid',
  PACKED: 'Packed',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  REFUNDED: 'Refunded',
};

export const STATUS_STYLE: Record<OrderStatus, string> = {
  PLACED: 'bg-blue-100 text-blue-800',
  PAYMENT_PENDING: 'bg-amber-100 text-amber-800',
  PAID: 'bg-green-100 text-green-800',
  PACKED: 'bg-indigo-100 text-indigo-800',
  OUT_FOR_DELIVERY: 'bg-purple-100 text-purple-800',
  DELIVERED: 'bg-emerald-100 text-emerald-800',
  CANCELLED: 'bg-red-100 text-red-700',
  REFUNDED: 'bg-gray-100 text-gray-700',
};

export const PAYMENT_LABEL: Record<Order['paymentMethod'], string> = {
  CASH_ON_DELIVERY: 'Cash on Delivery',
  CARD: 'Card',
};

/** An order's status changes, newest first. */
export function historyNewestFirst(order: Pick<Order, 'statusHistory'>) {
  return [...order.statusHistory].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
