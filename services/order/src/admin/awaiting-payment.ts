import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { ORDER_ENV, OrderEnv } from '../config';
import { OrderChangedMeanwhile, OrderNotFound } from '../order.errors';
import { OrderStatus } from '../orders/order-status';
import { Order, StoredOrder } from '../orders/order.schema';
import { OrdersService } from '../orders/orders.service';

const ORDER_ID = /^[0-9a-f]{24}$/i;
/** More than a shop has waiting at once; the oldest beyond it are released by the sweeper anyway. */
const MOST_LISTED = 100;

/**
 * Card checkouts still waiting for their payment (PAYMENT_PENDING), as the admin sees them (issue 33
 * item 14): each holds its stock until `holdEndsAt`, when the order sweeper cancels it. An admin may
 * release one sooner through the sweeper's own cancellation (OrdersService.cancel): a compare-and-set
 * from PAYMENT_PENDING, so of a release and a payment arriving together exactly one applies, and a
 * payment arriving after the release is refunded as any late payment is.
 */
@Injectable()
export class AwaitingPayment {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly ordersService: OrdersService,
    @Inject(ORDER_ENV) private readonly env: OrderEnv,
  ) {}

  /** Newest first, each with when its hold ends. */
  async list(): Promise<(StoredOrder & { holdEndsAt: Date })[]> {
    const waiting = await this.orders
      .find({ status: OrderStatus.paymentPending }, { outbox: 0 })
      .sort({ createdAt: -1, _id: -1 })
      .limit(MOST_LISTED)
      .lean<StoredOrder[]>();
    return waiting.map((order) => ({ ...order, holdEndsAt: this.holdEndOf(order) }));
  }

  /** Cancels a checkout still waiting for payment; its stock goes back once (OrdersService.releaseStock). */
  async release(ref: string, reason: string): Promise<void> {
    const byRef = ORDER_ID.test(ref) ? { _id: new Types.ObjectId(ref) } : { orderId: ref.toUpperCase() };
    const order = await this.orders.findOne(byRef, { status: 1 }).lean<Pick<StoredOrder, '_id' | 'status'>>();
    if (!order) throw new OrderNotFound();
    if (order.status !== OrderStatus.paymentPending) throw new OrderChangedMeanwhile();
    if (!(await this.ordersService.cancel(order._id.toHexString(), reason, 'ADMIN'))) throw new OrderChangedMeanwhile();
  }

  private holdEndOf(order: Pick<StoredOrder, 'createdAt'>): Date {
    return new Date(order.createdAt.getTime() + this.env.ORDER_PAYMENT_TIMEOUT_SECONDS * 1000);
  }
}
