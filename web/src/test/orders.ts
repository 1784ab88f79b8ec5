import type { StatusChange } from '../api/types';

/** Order views as the order service answers them (issue 19), for screen tests. */
type Change = { status: string; at: string; by: StatusChange['by']; reason?: string };

const PLACED_AT = '2026-11-24T09:30:00.000Z';

export function orderView({
  id = 'o1',
  orderNo = 'ORD-1001',
  status = 'PLACED',
  history = [{ status: 'PLACED', at: PLACED_AT, by: 'SHOPPER' }] as Change[],
  nextStatuses = ['CANCELLED'] as string[],
  paymentMethod = 'CASH_ON_DELIVERY',
}: {
  id?: string;
  orderNo?: string;
  status?: string;
  history?: Change[];
  nextStatuses?: string[];
  paymentMethod?: 'CASH_ON_DELIVERY' | 'CARD';
} = {}) {
  const rice = { name: 'Basmati Rice 1 kg', image: ['/media/rice.webp'] };
  return {
    _id: id,
    orderId: orderNo,
    userId: 'u1',
    product_details: rice,
    items: [
      {
        productId: 'p1',
        product_details: rice,
        quantity: 2,
        price: 120,
        discount: 0,
        unitPrice: 120,
        lineTotal: 240,
        substitution: 'NONE',
      },
    ],
    subTotalAmt: 240,
    totalAmt: 240,
    confirmedTotalAmt: 240,
    refundAmt: 0,
    substitution: { default: 'NONE' },
    adjustments: [],
    currency: 'usd',
    delivery_address: {
      _id: 'a1',
      address_line: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      pincode: '560001',
      mobile: '9876543210',
    },
    paymentMethod,
    payment_status: paymentMethod === 'CARD' ? 'PAID' : 'CASH ON DELIVERY',
    status,
    statusHistory: history,
    nextStatuses,
    paymentCollectedAt: null,
    paymentSessionId: null,
    createdAt: PLACED_AT,
    updatedAt: PLACED_AT,
  };
}

/** The admin's view: the order with its customer, item count and rider (and, in details, its payment). */
export function adminOrderView(options: Parameters<typeof orderView>[0] = {}, extra: Record<string, unknown> = {}) {
  return {
    ...orderView(options),
    customer: { name: 'Asha Rao', email: 'asha@example.com', mobile: '9876543210' },
    itemCount: 2,
    rider: null,
    cashCollected: null,
    ...extra,
  };
}

export const COUNTS = { PLACED: 3, PAID: 1, PACKED: 2, OUT_FOR_DELIVERY: 0, DELIVERED: 5, CANCELLED: 1, REFUNDED: 0 };

/**
 * Issue 38: a line sold by weight as order views carry it (quantity in kg, prices per kg): 0.75 kg of
 * apples at $119.99 a kg is $89.99; weighed at 0.62 kg it is $74.39, $15.60 less.
 */
export function appleItem({ quantity = 0.75, lineTotal = 89.99 } = {}) {
  return {
    productId: 'p4',
    product_details: { name: 'Shimla Apple', image: [] },
    quantity,
    sellBy: 'weight',
    price: 119.99,
    discount: 0,
    unitPrice: 119.99,
    lineTotal,
    substitution: 'NONE',
  };
}

export const appleWeighed = {
  type: 'WEIGHED',
  productId: 'p4',
  name: 'Shimla Apple',
  ordered: 0.75,
  packed: 0.62,
  sellBy: 'weight',
  amount: -15.6,
};
