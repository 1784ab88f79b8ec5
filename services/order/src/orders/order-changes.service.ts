import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ChangedBy, FulfilmentStatus } from '@shop/common';
import { Model, Types } from 'mongoose';
import { OrderChangedMeanwhile, OrderNotFound } from '../order.errors';
import { isShopOrder } from './order-lifecycle';
import { ChangeDetails, OrderTransitions } from './order-transitions';
import { Order, StoredOrder } from './order.schema';

const ORDER_ID = /^[0-9a-f]{24}$/i;

/**
 * The fulfilment status changes the shop's admins and shoppers (and the refund events) ask of an order,
 * each made by OrderTransitions as the transition table allows it for whoever asks. Of two changes
 * racing from one status exactly one applies; the other is told the order changed meanwhile. Asking
 * for the status the order already has answers the order as it is.
 */
@Injectable()
export class OrderChanges {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly transitions: OrderTransitions,
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
  async change(
    order: StoredOrder,
    to: FulfilmentStatus,
    by: ChangedBy,
    reason?: string,
    set?: ChangeDetails['set'],
  ): Promise<StoredOrder> {
    if (order.status === to) return order;
    const changed = await this.transitions.transition(order, to, by, { reason, set });
    if (!changed) throw new OrderChangedMeanwhile();
    return changed;
  }
}
