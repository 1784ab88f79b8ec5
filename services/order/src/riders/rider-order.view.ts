import { nextStatuses } from '../orders/order-lifecycle';
import { PaymentMethod } from '../orders/order-status';
import type { StoredOrder } from '../orders/order.schema';
import { itemCountOf, shownQuantity } from '../orders/order.view';

/** An order as its rider sees it (RIDER_ORDER): the door, the phone, the cash; not the shopper's e-mail or history. */
export function toRiderOrderView(order: StoredOrder) {
  return {
    _id: order._id.toHexString(),
    orderId: order.orderId,
    status: order.status,
    items: order.items.map((item) => ({
      name: item.product_details.name,
      quantity: shownQuantity(item),
      sellBy: item.sellBy ?? ('unit' as const),
    })),
    itemCount: itemCountOf(order),
    customer: {
      name: order.customer?.name ?? '',
      mobile: order.customer?.mobile || order.delivery_address.mobile || '',
    },
    delivery_address: order.delivery_address,
    delivery: order.delivery ?? null,
    paymentMethod: order.paymentMethod,
    totalAmt: order.totalAmt,
    amountToCollect: order.paymentMethod === PaymentMethod.cashOnDelivery ? order.totalAmt : 0,
    currency: order.currency,
    cashCollected: order.cashCollected ?? null,
    nextStatuses: nextStatuses(order, 'RIDER'),
    updatedAt: order.updatedAt,
  };
}
