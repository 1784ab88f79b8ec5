import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DocumentWrites, Role, shopDate } from '@shop/common';
import { Model } from 'mongoose';
import { ORDER_ENV, OrderEnv } from '../config';
import {
  CashCollectedInvalid,
  OrderChangedMeanwhile,
  OrderNotAssignable,
  OrderNotFound,
  RiderNotFound,
} from '../order.errors';
import { OrderChanges } from '../orders/order-changes.service';
import { STATUS_LABELS } from '../orders/order-lifecycle';
import { OrderStatus, PaymentMethod } from '../orders/order-status';
import { Order, StoredOrder } from '../orders/order.schema';
import { IdentityClient } from '../remote/identity.client';
import { openRiderKey, riderDayKey, riderKeysOf, STILL_TO_DELIVER } from './rider-keys';

/**
 * Riders and their rounds: an admin gives a packed order to a rider; the rider lists what they still
 * have to deliver and what they delivered today, and marks each delivered (with the cash collected)
 * or failed. A rider reaches only the orders given to them: any other is not found.
 */
@Injectable()
export class RiderRounds {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly writes: DocumentWrites,
    private readonly changes: OrderChanges,
    private readonly identity: IdentityClient,
    @Inject(ORDER_ENV) private readonly env: OrderEnv,
  ) {}

  /** Gives the order to the rider with `email`; of two admins assigning it at once, one wins (409 for the other). */
  async assign(ref: string, email: string): Promise<StoredOrder> {
    const order = await this.changes.find(ref);
    if (!STILL_TO_DELIVER.includes(order.status)) throw new OrderNotAssignable(STATUS_LABELS[order.status]);
    const member = await this.identity.staffMember(email);
    if (member?.role !== Role.rider) throw new RiderNotFound(email);
    const rider = { id: member.id, name: member.name, email: member.email, mobile: member.mobile };
    if (order.rider?.id === rider.id) return order;
    const riderKeys = riderKeysOf(rider.id, order.status, new Date(), this.env.SHOP_TIME_ZONE);
    const { modifiedCount } = await this.writes.atomically(this.orders, order._id, () =>
      this.orders.updateOne(
        // Compare-and-set on what was read: the status, and the rider it had (none: null matches absent).
        { _id: order._id, status: order.status, 'rider.id': order.rider?.id ?? null },
        { $set: { rider, riderKeys } },
      ),
    );
    if (!modifiedCount) throw new OrderChangedMeanwhile();
    return { ...order, rider, riderKeys };
  }

  /** The rider's orders still to deliver (by slot, then age) and those they delivered today (latest first). */
  async roundOf(riderId: string): Promise<{ open: StoredOrder[]; deliveredToday: StoredOrder[] }> {
    const today = shopDate(new Date(), this.env.SHOP_TIME_ZONE);
    // Two equalities: FerretDB hands PostgreSQL an equality of a top-level field, not an $in.
    const [open, delivered] = await Promise.all(
      [openRiderKey(riderId), riderDayKey(riderId, today)].map((key) =>
        this.orders.find({ riderKeys: key }, { outbox: 0 }).lean<StoredOrder[]>(),
      ),
    );
    return {
      open: open.sort((a, b) => slotStart(a) - slotStart(b) || a.createdAt.getTime() - b.createdAt.getTime()),
      deliveredToday: delivered.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime()),
    };
  }

  /** The rider delivered it; a cash order records the cash collected (required), a card order takes none. */
  async delivered(riderId: string, ref: string, cashCollected: number | undefined): Promise<StoredOrder> {
    const order = await this.ridersOrder(riderId, ref);
    const cash = order.paymentMethod === PaymentMethod.cashOnDelivery;
    if (cash && cashCollected === undefined) throw CashCollectedInvalid.required(order.totalAmt);
    if (!cash && cashCollected) throw CashCollectedInvalid.notDue();
    return this.changes.change(order, OrderStatus.delivered, 'RIDER', undefined, cash ? { cashCollected } : {});
  }

  /** The rider could not deliver it: it goes back to the shop for another attempt (reason mailed). */
  async failed(riderId: string, ref: string, reason: string | undefined): Promise<StoredOrder> {
    const order = await this.ridersOrder(riderId, ref);
    return this.changes.change(order, OrderStatus.deliveryFailed, 'RIDER', reason);
  }

  private async ridersOrder(riderId: string, ref: string): Promise<StoredOrder> {
    const order = await this.changes.find(ref);
    if (order.rider?.id !== riderId) throw new OrderNotFound();
    return order;
  }
}

function slotStart(order: StoredOrder): number {
  const startsAt = order.delivery?.slot?.startsAt;
  return startsAt ? new Date(startsAt).getTime() : Number.MAX_SAFE_INTEGER;
}
