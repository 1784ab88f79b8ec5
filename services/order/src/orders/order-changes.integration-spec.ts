import { DocumentLocks, FerretDbDocumentWrites, IntegrationEvent, OutboxRelay } from '@shop/common';
import Redis from 'ioredis';
import mongoose, { Types } from 'mongoose';
import { CountedChange, CountedChangeSchema, OrderCounter, OrderCounterSchema } from '../counters/order-counter.schema';
import { OrderCounters } from '../counters/order-counters';
import { OrderChangedMeanwhile, OrderTransitionNotAllowed } from '../order.errors';
import { OrderChanges } from './order-changes.service';
import { OrderTransitions } from './order-transitions';
import { blockOf, slotOf } from './order-buckets';
import { CreatedBlocks } from './created-blocks';
import { FerretDbOrderPages } from './ferretdb-order-pages';
import { Order, OrderSchema } from './order.schema';
import type { NewOrder, StoredOrder } from './order.schema';

const MONGO_URL = process.env.MONGO_URL ?? `mongodb://127.0.0.1:${process.env.MONGO_PORT ?? 27017}`;

describe('OrderChanges (real FerretDB and Redis)', () => {
  let connection: mongoose.Connection;
  let orders: mongoose.Model<Order>;
  let redis: Redis;
  let transitions: OrderTransitions;
  let changes: OrderChanges;
  /** What the outbox relay was told to publish (the broker is not needed here: the events are on the order). */
  const kicked: IntegrationEvent[] = [];

  beforeAll(async () => {
    connection = await mongoose.createConnection(MONGO_URL, { dbName: 'test_order_changes' }).asPromise();
    orders = connection.model<Order>(Order.name, OrderSchema);
    await orders.init();
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const relay = { kick: (_model: unknown, _id: unknown, events: IntegrationEvent[]) => kicked.push(...events) };
    const writes = new FerretDbDocumentWrites(new DocumentLocks(redis));
    const counterModel = connection.model<OrderCounter>(OrderCounter.name, OrderCounterSchema);
    const counters = new OrderCounters(
      counterModel,
      connection.model<CountedChange>(CountedChange.name, CountedChangeSchema),
      orders,
      writes,
      new FerretDbOrderPages(orders, counterModel, new CreatedBlocks(redis)),
    );
    transitions = new OrderTransitions(orders, writes, relay as unknown as OutboxRelay, counters, {
      SHOP_TIME_ZONE: 'Asia/Kolkata',
    });
    changes = new OrderChanges(orders, transitions);
  });

  afterAll(async () => {
    await orders.deleteMany({});
    await connection.close();
    await redis.quit();
  });

  /** A cash order's lines, amounts and buyer, as the checkout stores them. */
  function checkoutOf(_id: Types.ObjectId, createdAt: Date): Omit<NewOrder, 'status'> & Pick<Order, 'createdAt'> {
    return {
      _id,
      orderId: `ORD-${_id.toHexString().slice(-10).toUpperCase()}`,
      userId: 'user-1',
      items: [
        {
          productId: '64b0000000000000000000a1',
          product_details: { name: 'Tea', image: ['/media/tea.png'] },
          quantity: 2,
          price: 50,
          discount: 0,
          unitPrice: 50,
          lineTotal: 100,
        },
      ],
      subTotalAmt: 100,
      totalAmt: 100,
      currency: 'usd',
      delivery_address: {
        _id: 'a1',
        address_line: '1 Main St',
        city: 'Pune',
        state: 'MH',
        country: 'IN',
        pincode: '411001',
        mobile: '999',
      },
      paymentMethod: 'CASH_ON_DELIVERY',
      customer: { name: 'Ann', email: 'ann@example.test', mobile: '999' },
      createdAt,
      createdBlock: blockOf(slotOf(createdAt), 1),
      keyDays: [],
      searchKeys: [],
      cartGeneration: 0,
      cartLineIds: [],
    };
  }

  async function placedOrder(): Promise<StoredOrder> {
    const createdAt = new Date();
    const _id = new Types.ObjectId();
    await orders.create({
      ...checkoutOf(_id, createdAt),
      status: 'PLACED',
      statusHistory: [{ status: 'PLACED', at: createdAt, by: 'SHOPPER' }],
      placedAt: createdAt,
      outbox: [],
    });
    return changes.find(_id.toHexString());
  }

  const stored = (id: Types.ObjectId) => orders.findById(id).lean<Order>().orFail();

  it('applies a change with its timeline entry and its events in one update', async () => {
    const order = await placedOrder();

    const cancelled = await changes.change(order, 'CANCELLED', 'ADMIN', 'no stock');

    const after = await stored(order._id);
    expect(after).toMatchObject({ status: 'CANCELLED', stockReleased: true, updatedAt: cancelled.updatedAt });
    expect(after.statusHistory.map(({ status, by, reason }) => ({ status, by, reason }))).toEqual([
      { status: 'PLACED', by: 'SHOPPER', reason: undefined },
      { status: 'CANCELLED', by: 'ADMIN', reason: 'no stock' },
    ]);
    expect(after.outbox.map((event) => event.type)).toEqual(['order.status-changed', 'order.cancelled']);
    expect(after.outbox[0].payload).toMatchObject({
      changeId: `${order._id.toHexString()}:CANCELLED`,
      orderNo: order.orderId,
      from: 'PLACED',
      to: 'CANCELLED',
      by: 'ADMIN',
      reason: 'no stock',
      customer: { email: 'ann@example.test' },
      lines: [{ name: 'Tea', quantity: 2, lineTotal: 100 }],
    });
    expect(kicked.slice(-2)).toEqual(after.outbox);
  });

  it('of eight changes made from the same reading, applies exactly one: the others lost the compare-and-set', async () => {
    const order = await placedOrder();

    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => changes.change(order, i % 2 ? 'PACKED' : 'CANCELLED', 'ADMIN')),
    );

    const applied = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(applied).toHaveLength(1);
    expect(refused).toHaveLength(7);
    for (const reason of refused) expect(reason).toBeInstanceOf(OrderChangedMeanwhile);
    const after = await stored(order._id);
    expect(after.statusHistory).toHaveLength(2);
    expect(after.outbox.filter((event) => event.type === 'order.status-changed')).toHaveLength(1);
  });

  it('answers a repeated change with the order as stored, and refuses what the table does not allow', async () => {
    const order = await placedOrder();
    const packed = await changes.change(order, 'PACKED', 'ADMIN');

    const again = await changes.change(await changes.find(order.orderId), 'PACKED', 'ADMIN');

    expect(again).toEqual(await changes.find(order._id.toHexString()));
    expect(again.updatedAt).toEqual(packed.updatedAt);
    expect((await stored(order._id)).statusHistory).toHaveLength(2);
    await expect(changes.change(again, 'CANCELLED', 'SHOPPER')).rejects.toThrow(
      new OrderTransitionNotAllowed('Packed', 'Cancelled'),
    );
    await expect(changes.change(again, 'DELIVERED', 'ADMIN')).rejects.toBeInstanceOf(OrderTransitionNotAllowed);
  });

  it('takes a card checkout from its first status to cancelled unpaid, each step kept with who made it', async () => {
    const _id = new Types.ObjectId();
    const reserving = await transitions.start({ ...checkoutOf(_id, new Date()), paymentMethod: 'CARD' });
    const waiting = (await transitions.transition(reserving, 'PAYMENT_PENDING', 'SHOPPER'))!;

    await transitions.transition(waiting, 'CANCELLED', 'SYSTEM', { reason: 'the payment was not completed in time' });

    const after = await stored(_id);
    expect(after).toMatchObject({ status: 'CANCELLED', stockReleased: false, stockReleaseDue: true, placedAt: null });
    expect(after.statusHistory.map(({ status, by, reason }) => ({ status, by, reason }))).toEqual([
      { status: 'PAYMENT_PENDING', by: 'SHOPPER', reason: undefined },
      { status: 'CANCELLED', by: 'SYSTEM', reason: 'the payment was not completed in time' },
    ]);
    // Never one of the shop's orders: no status change is announced, only the cancellation.
    expect(after.outbox.map((event) => event.type)).toEqual(['order.cancelled']);
    // A payment confirmed from the reading before the cancellation loses the compare-and-set.
    expect(await transitions.transition(waiting, 'PAID', 'SYSTEM')).toBeUndefined();
    expect((await stored(_id)).status).toBe('CANCELLED');
  });
});
