import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  ChangedBy,
  createEvent,
  DocumentWrites,
  IntegrationEvent,
  OrderDelivery,
  OrderEvents,
  OrderPlacedPayload,
  OutboxRelay,
  ReservationOutcome,
  toObjectId,
} from '@shop/common';
import { Model, Types, UpdateQuery } from 'mongoose';
import { CartClaims } from '../cart-claims/cart-claims.service';
import { orderOfSubstitutes, substituteOutcome } from '../packing/substitute-reservations';
import { CartClient } from '../remote/cart.client';
import { CatalogClient } from '../remote/catalog.client';
import { DeliveryClient } from '../remote/delivery.client';
import { isShopOrder } from './order-lifecycle';
import { OrderPages } from './order-pages';
import { searchKeysOf } from './order-search-keys';
import { OrderStatus, PaymentMethod } from './order-status';
import { OrderTransitions } from './order-transitions';
import { NewOrder, Order, StoredOrder } from './order.schema';

/** Why a waiting card checkout is closed when another order takes the buyer's cart. */
export const SUPERSEDED = 'another order was placed for this cart';

/** Orders that will not be fulfilled: whatever stock they still hold goes back. */
const GIVEN_UP = [OrderStatus.cancelled, OrderStatus.failed];

/** Statuses of an order holding stock nobody has paid for yet, by how it is paid. */
const UNPAID_HOLDING_STOCK: Record<PaymentMethod, ReadonlySet<OrderStatus>> = {
  [PaymentMethod.cashOnDelivery]: new Set([
    OrderStatus.reserving,
    OrderStatus.placed,
    OrderStatus.packed,
    OrderStatus.outForDelivery,
  ]),
  [PaymentMethod.card]: new Set([OrderStatus.reserving, OrderStatus.paymentPending]),
};
const UNPAID_STATUSES = [...new Set(Object.values(UNPAID_HOLDING_STOCK).flatMap((statuses) => [...statuses]))];

/**
 * The order store and the checkout's status changes. Each change is made by OrderTransitions: one
 * compare-and-set single-document update (FerretDB has no transactions) from the status it leaves, so
 * a repeated event finds nothing to change, with the event announcing the change queued in that same
 * update. Other updates run under the order's document lock, which the outbox relay takes too: FerretDB
 * applies conditional updates non-atomically, and concurrent writers of one document can undo each
 * other there.
 */
@Injectable()
export class OrdersService implements OnModuleInit {
  private readonly logger = new Logger('Orders');

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly relay: OutboxRelay,
    private readonly catalog: CatalogClient,
    private readonly delivery: DeliveryClient,
    private readonly cart: CartClient,
    private readonly writes: DocumentWrites,
    private readonly claims: CartClaims,
    private readonly pages: OrderPages,
    private readonly transitions: OrderTransitions,
  ) {}

  onModuleInit(): void {
    this.relay.watch(this.orders);
  }

  /** Stores a new order, RESERVING: its lines and prices are kept before any stock is taken for it. */
  async createReserving(
    order: Omit<NewOrder, 'status' | 'createdBlock' | 'keyDays' | 'searchKeys'>,
  ): Promise<StoredOrder> {
    const createdAt = new Date();
    return this.transitions.start({
      ...order,
      searchKeys: searchKeysOf(order),
      createdAt,
      ...(await this.pages.listFieldsOf({ ...order, createdAt })),
    });
  }

  /**
   * RESERVING → PLACED or PAYMENT_PENDING once its stock is held, with the events that announces.
   * Answers the stored order, or undefined when the order was failed meanwhile (it took too long and
   * the stock sweeper or the order sweeper gave it up).
   */
  async settleReserved(
    order: StoredOrder,
    status: OrderStatus,
    events: IntegrationEvent[] = [],
  ): Promise<StoredOrder | undefined> {
    // A cash order is the shop's from now on: the transition announces its first shown status with it.
    return this.transitions.transition(order, status, 'SHOPPER', { events });
  }

  /**
   * RESERVING → FAILED: the order will never be placed. `stockMayBeHeld` marks it for releaseStock
   * (the catalog did not say no, e.g. it timed out). Answers whether this call failed it.
   */
  async fail(order: StoredOrder, stockMayBeHeld: boolean): Promise<boolean> {
    const failed = await this.transitions.transition(order, OrderStatus.failed, 'SYSTEM', {
      set: { stockReleased: !stockMayBeHeld, ...(stockMayBeHeld ? { stockReleaseDue: true as const } : {}) },
    });
    return failed !== undefined;
  }

  /**
   * What the catalog does with this order's reservation that reached its expiry unconfirmed (its
   * order.placed / order.paid not handled yet), or with a pack's substitutes (substitute-reservations.ts). An order still RESERVING past the deadline is failed
   * here first, so it can never be placed afterwards.
   */
  async reservationOutcome(orderId: string, reservingDeadline: Date): Promise<ReservationOutcome> {
    const packedFor = orderOfSubstitutes(orderId);
    if (packedFor) {
      const order = await this.orders
        .findById(packedFor, { status: 1, adjustments: 1, substituteReservationId: 1 })
        .lean<Pick<StoredOrder, 'status' | 'adjustments' | 'substituteReservationId'>>();
      return substituteOutcome(orderId, order);
    }
    if (!Types.ObjectId.isValid(orderId) || !/^[0-9a-f]{24}$/i.test(orderId)) return { outcome: 'release' };
    const order = await this.orders.findById(orderId, { outbox: 0 }).lean<StoredOrder>();
    if (!order) return { outcome: 'release' };
    // An order once placed or paid sold its stock, whatever it became since: a cancelled one is
    // restocked by the catalog from its order.status-changed, never by releasing the reservation too.
    if (isShopOrder(order))
      return { outcome: 'keep', ...(order.delivery?.slot ? { slotId: order.delivery.slot._id } : {}) };
    switch (order.status) {
      case OrderStatus.paymentPending:
        return { outcome: 'wait' };
      case OrderStatus.reserving:
        if (order.createdAt >= reservingDeadline) return { outcome: 'wait' };
        if (await this.fail(order, true)) return { outcome: 'release' };
        return this.reservationOutcome(orderId, reservingDeadline);
      default:
        return { outcome: 'release' };
    }
  }

  /** Orders still RESERVING that were created before `deadline`: their checkout died or hung. */
  reservingSince(deadline: Date, limit: number): Promise<StoredOrder[]> {
    return this.orders
      .find({ status: OrderStatus.reserving, createdAt: { $lt: deadline } }, { outbox: 0 })
      .limit(limit)
      .lean<StoredOrder[]>();
  }

  /**
   * What the shopper ordered: cash-on-delivery orders once placed and card orders once paid, in whatever
   * status they have reached since. A checkout still reserving, failed, waiting for payment or given up
   * unpaid is not an order the shopper made. One shopper's orders are few: filtered here, not by the query.
   */
  async listOf(userId: string): Promise<StoredOrder[]> {
    const orders = await this.orders
      .find({ userId }, { outbox: 0 })
      .sort({ createdAt: -1, _id: -1 })
      .lean<StoredOrder[]>();
    return orders.filter(isShopOrder);
  }

  /**
   * Units per product in the shopper's orders holding stock unpaid: cash-on-delivery ones reserving,
   * placed, packed or out for delivery, and card checkouts reserving or waiting for payment.
   */
  async unpaidUnitsOf(userId: string): Promise<Map<string, number>> {
    // One equality per open status (a shopper has few open orders), never the shopper's whole history;
    // the payment method is filtered here (a paid card order passes through PACKED too).
    const found = await Promise.all(
      UNPAID_STATUSES.map((status) =>
        this.orders
          .find({ userId, status }, { items: 1, status: 1, paymentMethod: 1 })
          .lean<Pick<StoredOrder, 'items' | 'status' | 'paymentMethod'>[]>(),
      ),
    );
    const units = new Map<string, number>();
    for (const order of found.flat()) {
      if (!UNPAID_HOLDING_STOCK[order.paymentMethod]?.has(order.status)) continue;
      for (const { productId, quantity } of order.items)
        units.set(String(productId), (units.get(String(productId)) ?? 0) + quantity);
    }
    return units;
  }

  /** Card orders still waiting for payment that were created before `deadline`. */
  async unpaidSince(deadline: Date, limit: number): Promise<string[]> {
    const unpaid = await this.orders
      .find({ status: OrderStatus.paymentPending, createdAt: { $lt: deadline } }, { _id: 1 })
      .limit(limit)
      .lean();
    return unpaid.map((order) => order._id.toHexString());
  }

  async attachPaymentSession(orderId: Types.ObjectId, sessionId: string): Promise<void> {
    await this.update(orderId, { $set: { paymentSessionId: sessionId } });
  }

  /**
   * PAYMENT_PENDING → PAID: the cart lines are cleared now, and order.paid repeats that if this call failed.
   * Paying takes the buyer's cart (CartClaims); a card order whose cart another order took meanwhile is
   * cancelled instead (the payment service refunds a payment whose order is cancelled). Paying closes
   * the buyer's other open checkouts of that cart.
   */
  async markPaid(orderId: string, sessionId: string): Promise<void> {
    const order = await this.find(orderId);
    if (!order) return;
    if (order.status === OrderStatus.paymentPending && !(await this.claims.take(order))) {
      await this.cancel(orderId, SUPERSEDED);
      return;
    }
    const paid = createEvent(OrderEvents.orderPaid, {
      orderId: order._id.toHexString(),
      userId: order.userId,
      paymentMethod: PaymentMethod.card,
      lines: order.items.map(({ productId, quantity }) => ({ productId, quantity })),
      ...(order.delivery?.slot ? { slotId: order.delivery.slot._id } : {}),
    });
    // Only a waiting order is paid: a repeated event, or one for an order cancelled meanwhile, changes nothing.
    const stored =
      order.status === OrderStatus.paymentPending &&
      (await this.transitions.transition(order, OrderStatus.paid, 'SYSTEM', {
        set: { paymentSessionId: sessionId },
        events: [paid],
      }));
    if (stored) {
      await this.clearCart(paid.payload);
      await this.closeOtherCheckoutsNow(paid.payload);
    } else if (order.status === OrderStatus.cancelled) {
      // order.cancelled, queued when it was cancelled, has the payment service refund this payment.
      this.logger.warn(`order ${orderId} was paid (session ${sessionId}) after it was cancelled; it is refunded`);
    }
  }

  /**
   * A shopper has one cart, and an order placed or paid takes it: every other card checkout made from
   * that cart (the same cart generation) and still waiting for payment can no longer be paid, so it is
   * cancelled now (stock back, and order.cancelled has the payment service close its session). Each
   * cancel is conditional, so a payment arriving for one of them at the same moment is decided once.
   * Checkouts of a later generation are a new cart's; those of an earlier one lost to its taker.
   */
  async closeOtherCheckouts(placedOrderId: Types.ObjectId): Promise<void> {
    const placed = await this.orders.findById(placedOrderId, { userId: 1, cartGeneration: 1 }).lean();
    if (!placed) return;
    const generation = placed.cartGeneration ?? 0;
    const open = await this.orders
      .find({ userId: placed.userId, status: OrderStatus.paymentPending }, { _id: 1, cartGeneration: 1 })
      .lean();
    for (const other of open)
      if (!other._id.equals(placedOrderId) && (other.cartGeneration ?? 0) === generation)
        await this.cancel(other._id.toHexString(), SUPERSEDED);
  }

  /** closeOtherCheckouts right after placing; when it fails, the order's event repeats it. */
  async closeOtherCheckoutsNow(order: OrderPlacedPayload): Promise<void> {
    await this.closeOtherCheckouts(new Types.ObjectId(order.orderId)).catch((error: Error) =>
      this.logger.warn(`other checkouts of order ${order.orderId} left to order events: ${error.message}`),
    );
  }

  /** Whether a card order still waits for its payment (its checkout session can still be paid). */
  async awaitsPayment(orderId: string): Promise<boolean> {
    if (!Types.ObjectId.isValid(orderId)) return false;
    return (await this.orders.exists({ _id: orderId, status: OrderStatus.paymentPending })) !== null;
  }

  /**
   * PAYMENT_PENDING → CANCELLED, announcing order.cancelled, then hands the reserved stock back.
   * Answers whether this call cancelled it; `by` is the system (unpaid in time, cart taken) or an admin
   * releasing the hold.
   */
  async cancel(orderId: string, reason: string, by: ChangedBy = 'SYSTEM'): Promise<boolean> {
    const order = await this.find(orderId);
    if (!order) return false;
    const cancelled =
      order.status === OrderStatus.paymentPending &&
      (await this.transitions.transition(order, OrderStatus.cancelled, by, { reason })) !== undefined;
    await this.releaseStock(order._id);
    return cancelled;
  }

  /** Empties the buyer's cart of an order's lines; when the cart cannot be reached, the order's event will. */
  async clearCart(order: OrderPlacedPayload): Promise<void> {
    await this.cart
      .removeOrdered(order)
      .catch((error: Error) =>
        this.logger.warn(`cart of order ${order.orderId} left to order events: ${error.message}`),
      );
  }

  /**
   * Gives a cancelled or failed order's reservation back to the catalog, and its slot's booking to the
   * delivery service, once. Throws when either cannot be reached, leaving the order marked for a later
   * attempt (both releases are harmless to repeat).
   */
  async releaseStock(orderId: Types.ObjectId): Promise<void> {
    const order = await this.orders
      .findOne({ _id: orderId, status: { $in: GIVEN_UP }, stockReleased: false }, { delivery: 1 })
      .lean<Pick<StoredOrder, 'delivery'>>();
    if (!order) return;
    await this.catalog.release(orderId.toHexString());
    if (order.delivery?.slot) await this.delivery.release(orderId.toHexString(), order.delivery.slot._id);
    await this.update(orderId, { $set: { stockReleased: true }, $unset: { stockReleaseDue: 1 } });
  }

  /**
   * The order is delivered in another slot (an admin moved its booking): it keeps the new slot and is
   * found by it. A repeated or late move to the slot it already has changes nothing.
   */
  async moveToSlot(orderId: string, slot: NonNullable<OrderDelivery['slot']>): Promise<boolean> {
    return this.writes.rewrite<StoredOrder>(
      this.orders,
      toObjectId(orderId, 'orderId'),
      (order) => {
        if (!order.delivery || order.delivery.slot?._id === slot._id) return undefined;
        const moved = { ...order, delivery: { ...order.delivery, slot } };
        return { $set: { 'delivery.slot': slot, searchKeys: searchKeysOf(moved) } };
      },
      { orderId: 1, customer: 1, delivery_address: 1, delivery: 1 },
    );
  }

  /** One atomic update of one order's fields besides its status (OrderTransitions writes that). */
  private update(orderId: Types.ObjectId, change: UpdateQuery<Order>) {
    return this.writes.atomically(this.orders, orderId, () => this.orders.updateOne({ _id: orderId }, change));
  }

  /**
   * Cancelled or failed orders whose stock has not been handed back yet (the catalog was unreachable):
   * found by their own flag, so a sweep reads only them, never the shop's history of given-up orders.
   */
  async awaitingStockRelease(limit: number): Promise<Types.ObjectId[]> {
    const due = await this.orders.find({ stockReleaseDue: true }, { _id: 1 }).limit(limit).lean();
    return due.map((order) => order._id);
  }

  private async find(orderId: string) {
    const order = await this.orders.findById(toObjectId(orderId, 'orderId'), { outbox: 0 }).lean<StoredOrder>();
    if (!order) this.logger.warn(`payment event for unknown order ${orderId} ignored`);
    return order;
  }
}
