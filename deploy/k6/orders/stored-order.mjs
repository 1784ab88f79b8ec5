// The order document as the order service stores it (services/order/src/orders/order.schema.ts),
// made from one order of order-history.mjs. Kept beside the schema's shape on purpose: when the schema
// gains a field, this is the one place the seeder follows it.
import mongoose from 'mongoose';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const { ObjectId } = mongoose.mongo;
const require = createRequire(import.meta.url);
const SERVICE_DIST = new URL('../../../services/order/dist/', import.meta.url);
/** The service's own derivations of the fields the order lists and the search read orders by. */
const { blockOf, keyDaysOf, slotOf } = require(fileURLToPath(new URL('orders/order-buckets.js', SERVICE_DIST)));
const { searchKeysOf } = require(fileURLToPath(new URL('orders/order-search-keys.js', SERVICE_DIST)));

const GIVEN_UP = ['CANCELLED', 'FAILED'];

/**
 * Turns the history's orders, taken oldest first, into stored orders: numbers each ten minutes' orders
 * in the order created, as the service does, for their blocks (Order.createdBlock).
 */
export function storedOrders() {
  const numbered = new Map();
  return (order) => {
    const slot = slotOf(order.createdAt);
    numbered.set(slot, (numbered.get(slot) ?? 0) + 1);
    return toStoredOrder(order, blockOf(slot, numbered.get(slot)));
  };
}

function toStoredOrder(order, createdBlock) {
  const { _id: _address, ...address } = order.deliveryAddress;
  // Cash orders are the shop's once PLACED, card orders once PAID; checkouts never placed have no placedAt.
  const placed = order.statusHistory.find((step) => step.status === 'PLACED' || step.status === 'PAID');
  const stored = {
    _id: new ObjectId(order._id),
    orderId: order.orderId,
    userId: order.customer.userId,
    items: order.items,
    subTotalAmt: order.subTotalAmt,
    totalAmt: order.totalAmt,
    currency: 'usd',
    delivery_address: { _id: order.deliveryAddress._id, ...address },
    paymentMethod: order.paymentMethod,
    status: order.status,
    statusHistory: order.statusHistory.map(({ status, at, by, reason }) => ({
      status,
      at: new Date(at),
      by,
      ...(reason ? { reason } : {}),
    })),
    ...(order.paymentSessionId ? { paymentSessionId: order.paymentSessionId } : {}),
    cartGeneration: order.cartGeneration,
    cartLineIds: order.cartLineIds,
    // Given-up orders had their reservation handed back long ago: the sweeper has nothing to do for them.
    stockReleased: GIVEN_UP.includes(order.status),
    customer: { name: order.customer.name, email: order.customer.email, mobile: order.customer.mobile },
    placedAt: placed ? new Date(placed.at) : null,
    paymentCollectedAt: order.paymentCollectedAt,
    createdBlock,
    outbox: [],
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    __v: 0,
  };
  return { ...stored, keyDays: keyDaysOf(stored), searchKeys: searchKeysOf(stored) };
}

/** What the benchmark searches for: how many orders each e-mail and pincode has. */
export class SearchSamples {
  byEmail = new Map();
  byPincode = new Map();

  add(order) {
    this.byEmail.set(order.customer.email, (this.byEmail.get(order.customer.email) ?? 0) + 1);
    const { pincode } = order.deliveryAddress;
    this.byPincode.set(pincode, (this.byPincode.get(pincode) ?? 0) + 1);
  }

  /** The entry of `counts` nearest its median, and the largest: a typical search and the worst one. */
  static typicalAndLargest(counts) {
    const sorted = [...counts].sort((a, b) => a[1] - b[1]);
    return { typical: sorted[Math.floor(sorted.length / 2)], largest: sorted.at(-1) };
  }
}
