import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ChangedBy, DocumentWrites, FulfilmentStatus, OutboxRelay } from '@shop/common';
import { Model, Types } from 'mongoose';
import { OrderCounters } from '../counters/order-counters';
import { OrderChangedMeanwhile, OrderNotFound, OrderTransitionNotAllowed, ReasonRequired } from '../order.errors';
import { cameFromOf, mayChange, needsReason, STATUS_LABELS } from './order-lifecycle';
import { OrderStatus, PaymentMethod } from './order-status';
import { orderCancelled, statusChanged } from './order-events';
import { Order, StatusChange } from './order.schema';
import type { StoredOrder } from './orders.service';

const ORDER_ID = /^[0-9a-f]{24}$/i;

/** Whether the order ever was PLACED or PAID: only those are the shop's orders (a checkout never paid is not). */
export function isShopOrder(order: Pick<StoredOrder, 'placedAt' | 'statusHistory'>): boolean {
  return (
    Boolean(order.placedAt) ||
    (order.statusHistory ?? []).some(
      (change) => change.status === OrderStatus.placed || change.status === OrderStatus.paid,
    )
  );
}

/**
 * The fulfilment status changes of an order, each one allowed by the transition table
 * (order-lifecycle.ts) for whoever makes it. A change is a compare-and-set of the stored status (the
 * status it was read in is in the update's filter; on FerretDB under the order's document lock, see
 * DocumentWrites), and it appends the timeline entry and queues order.status-changed in that same
 * update. So of two changes racing from one status exactly one applies; the other is told the order
 * changed meanwhile. Asking for the status the order already has answers the order as it is.
 */
@Injectable()
export class OrderChanges {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly writes: DocumentWrites,
    private readonly relay: OutboxRelay,
    private readonly counters: OrderCounters,
  ) {}

  /**
   * One of the shop's orders by its `_id` or 'Order No'; with `userId`, only that user's. Anything else
   * (no such order, someone else's, a checkout never placed) is ORDER_NOT_FOUND.
   */
  async find(ref: string, userId?: string): Promise<StoredOrder> {
    const byRef = ORDER_ID.test(ref) ? { _id: new Types.ObjectId(ref) } : { orderId: ref.toUpperCase() };
    const order = await this.orders
      .findOne({ ...byRef, ...(userId ? { userId } : {}) }, { outbox: 0 })
      .lean<StoredOrder>();
    if (!order || !isShopOrder(order)) throw new OrderNotFound();
    return order;
  }

  /** Moves `order` (as read) to `to` for `by`; answers the order after the change. */
  async change(order: StoredOrder, to: FulfilmentStatus, by: ChangedBy, reason?: string): Promise<StoredOrder> {
    if (order.status === to) return order;
    const from = order.status;
    if (!mayChange(from, to, by, cameFromOf(order.statusHistory)))
      throw new OrderTransitionNotAllowed(STATUS_LABELS[from as FulfilmentStatus] ?? from, STATUS_LABELS[to]);
    if (needsReason(from, to) && !reason?.trim()) throw new ReasonRequired(STATUS_LABELS[to]);
    const at = new Date();
    const entry: StatusChange = { status: to, at, by, ...(reason ? { reason } : {}) };
    // updatedAt is written here, not by the schema's timestamps, so the order answered is the one stored.
    const set: Partial<Order> = { status: to, updatedAt: at };
    if (to === OrderStatus.delivered && order.paymentMethod === PaymentMethod.cashOnDelivery)
      set.paymentCollectedAt = at;
    // A placed order's stock was sold, not held: the catalog restocks it from order.status-changed,
    // so the order sweeper's release of held stock must never pick it up.
    if (to === OrderStatus.cancelled) set.stockReleased = true;
    // A status reached again (a new delivery attempt, packing redone) needs its own change id.
    const reachedBefore = (order.statusHistory ?? []).filter((change) => change.status === to).length;
    const events = [statusChanged(order, from as FulfilmentStatus, to, by, at, reason, reachedBefore)];
    // The payment service refunds a paid card order (and closes any open session) on order.cancelled.
    if (to === OrderStatus.cancelled) events.push(orderCancelled(order, reason ?? `cancelled by ${by.toLowerCase()}`));
    const { modifiedCount } = await this.writes.atomically(this.orders, order._id, () =>
      this.orders.updateOne(
        { _id: order._id, status: from },
        { $set: set, $push: { statusHistory: entry, outbox: { $each: events } } },
        { timestamps: false },
      ),
    );
    if (!modifiedCount) throw new OrderChangedMeanwhile();
    await this.counters.countBeforePublishing(events);
    this.relay.kick(this.orders, order._id, events);
    return { ...order, ...set, statusHistory: [...(order.statusHistory ?? []), entry] };
  }
}
