import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ChangedBy, DocumentWrites, IntegrationEvent, OutboxRelay, PackedChanges } from '@shop/common';
import { Model } from 'mongoose';
import { ORDER_ENV, OrderEnv } from '../config';
import { OrderCounters } from '../counters/order-counters';
import { OrderTransitionNotAllowed, PackNotUndoable, ReasonRequired } from '../order.errors';
import { riderKeysOf } from '../riders/rider-keys';
import { eventsOfChange } from './order-events';
import {
  cameFromOf,
  INITIAL_STATUS,
  isFulfilmentStatus,
  mayChange,
  needsReason,
  STATUS_LABELS,
  undoesAdjustedPack,
} from './order-lifecycle';
import { OrderStatus, PaymentMethod } from './order-status';
import { NewOrder, Order, StatusChange, StoredOrder } from './order.schema';

/** What a caller adds to a change: the reason, the stock flags it alone knows, events of its own. */
export type ChangeDetails = {
  reason?: string;
  set?: Partial<
    Pick<
      Order,
      | 'paymentSessionId'
      | 'stockReleased'
      | 'stockReleaseDue'
      | 'cashCollected'
      | 'items'
      | 'subTotalAmt'
      | 'totalAmt'
      | 'confirmedTotalAmt'
      | 'adjustments'
      | 'substituteReservationId'
    >
  >;
  /** Queued before the change's own events (e.g. order.placed, order.paid). */
  events?: IntegrationEvent[];
  /** A pack that changed the bag (PackingService): announced with the change to PACKED. */
  packed?: PackedChanges;
};

/**
 * The only writer of an order's status (a unit test holds every other file of the service to that).
 * An order is created in the table's first status; every change after is one compare-and-set of the
 * status it was read in (on FerretDB under the order's document lock, see DocumentWrites) that, in the
 * same single-document update, appends its history entry (with who made it) and queues the events it
 * announces in the order's outbox. So of two changes racing from one status exactly one applies.
 */
@Injectable()
export class OrderTransitions {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly writes: DocumentWrites,
    private readonly relay: OutboxRelay,
    private readonly counters: OrderCounters,
    @Inject(ORDER_ENV) private readonly env: Pick<OrderEnv, 'SHOP_TIME_ZONE'>,
  ) {}

  /** Stores a new order in the first status, with no history yet. */
  async start(order: Omit<NewOrder, 'status'> & Pick<Order, 'createdAt'>): Promise<StoredOrder> {
    const created = await this.orders.create({ ...order, status: INITIAL_STATUS, statusHistory: [], outbox: [] });
    const { outbox: _outbox, ...stored } = created.toObject();
    return stored;
  }

  /**
   * Moves `order` (as read) to `to` for `by`, when the transition table allows it (else throws);
   * answers the order after the change, or undefined when it changed meanwhile.
   */
  async transition(
    order: StoredOrder,
    to: OrderStatus,
    by: ChangedBy,
    { reason, set: extra, events: own = [], packed }: ChangeDetails = {},
  ): Promise<StoredOrder | undefined> {
    const from = order.status;
    if (!mayChange(from, to, by, cameFromOf(order.statusHistory)))
      throw new OrderTransitionNotAllowed(STATUS_LABELS[from], STATUS_LABELS[to]);
    // Stock, money and the shopper's e-mail moved with it: only a pack that changed nothing is undone.
    if (undoesAdjustedPack(order, to)) throw new PackNotUndoable();
    if (needsReason(from, to) && !reason?.trim()) throw new ReasonRequired(STATUS_LABELS[to]);
    const at = new Date();
    const entry: StatusChange = { status: to, at, by, ...(reason ? { reason } : {}) };
    // updatedAt is written here, not by the schema's timestamps, so the order answered is the one stored.
    const set: Partial<Order> = {
      ...extra,
      ...fieldsOnReaching(order, to, at),
      // A rider's lists follow the order: still to deliver, delivered that day, or off them.
      ...(order.rider ? { riderKeys: riderKeysOf(order.rider.id, to, at, this.env.SHOP_TIME_ZONE) } : {}),
      status: to,
      updatedAt: at,
    };
    // Announced as it is after the change: a pack's lines and totals are the bag's.
    const events = [...own, ...eventsOfChange({ ...order, ...extra }, to, by, at, reason, packed)];
    const { modifiedCount } = await this.writes.atomically(this.orders, order._id, () =>
      this.orders.updateOne(
        { _id: order._id, status: from },
        { $set: set, $push: { statusHistory: entry, outbox: { $each: events } } },
        { timestamps: false },
      ),
    );
    if (!modifiedCount) return undefined;
    // A change of a shop order is counted before its event goes out (OrderCounters.countBeforePublishing);
    // a checkout's placing or paying is left to the consumer, so checkouts never wait on the counters' locks.
    if (isFulfilmentStatus(from)) await this.counters.countBeforePublishing(events);
    if (events.length) this.relay.kick(this.orders, order._id, events);
    return { ...order, ...set, statusHistory: [...(order.statusHistory ?? []), entry] };
  }
}

/** The fields besides the status that reaching `to` from the order's current status sets. */
function fieldsOnReaching(order: StoredOrder, to: OrderStatus, at: Date): Partial<Order> {
  const wasShopOrder = isFulfilmentStatus(order.status);
  // From its first PLACED or PAID on, the order is one of the shop's (an undo back to them keeps the date).
  if ((to === OrderStatus.placed || to === OrderStatus.paid) && !wasShopOrder) return { placedAt: at };
  if (to === OrderStatus.delivered && order.paymentMethod === PaymentMethod.cashOnDelivery)
    return { paymentCollectedAt: at };
  // A placed order's stock was sold, not held: the catalog restocks it from order.status-changed, so the
  // order sweeper must never release it; an unpaid checkout's reservation is still to be handed back.
  if (to === OrderStatus.cancelled) return wasShopOrder ? { stockReleased: true } : { stockReleaseDue: true };
  return {};
}
