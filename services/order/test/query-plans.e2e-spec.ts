import { planOn, QueryShape, seedForPlans } from '@shop/testkit';
import mongoose, { Types } from 'mongoose';
import { CartClaimSchema } from '../src/cart-claims/cart-claim.schema';
import { OrderCounterSchema } from '../src/counters/order-counter.schema';
import { blockOf, keyDay, keyDaysOf, slotOf, userKey } from '../src/orders/order-buckets';
import { orderSchemaFor } from '../src/orders/order.schema';

const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';

const ORDERS = 3_000;
const SHOPPERS = 60;
const HOUR_MS = 3_600_000;
const now = Date.now();
const createdAtOf = (index: number) => new Date(now - Math.floor(index / 20) * HOUR_MS);
const dayOf = (index: number) => createdAtOf(index).toISOString().slice(0, 10);
const orderNo = (index: number) => `ORD-${index.toString(16).toUpperCase().padStart(10, '0')}`;
const shopper = (index: number) => new Types.ObjectId(index.toString(16).padStart(24, '0')).toHexString();

/**
 * Where orders stand in a shop with history: nearly all settled long ago, a handful still in checkout.
 * The planner sees this spread after ANALYZE, as it would in a real shop.
 */
const statusOf = (index: number) =>
  index === 7
    ? 'RESERVING'
    : index % 500 === 3
      ? 'PAYMENT_PENDING'
      : index % 97 === 5
        ? 'FAILED'
        : index % 10 === 1
          ? 'CANCELLED'
          : index < 60
            ? 'PLACED'
            : 'DELIVERED';

function order(index: number): Record<string, unknown> {
  const createdAt = createdAtOf(index);
  const email = `shopper${index % SHOPPERS}@example.com`;
  const status = statusOf(index);
  const customer = { name: `Shopper ${index % SHOPPERS}`, email, mobile: '9876543210' };
  const delivery_address = {
    address_line: `${index} Long Street, Block ${index % 40}`,
    city: 'Pune',
    state: 'Maharashtra',
    pincode: `4110${index % 90}`,
    country: 'India',
    mobile: '9876543210',
  };
  const userId = shopper(index % SHOPPERS);
  return {
    _id: new Types.ObjectId(),
    orderId: orderNo(index),
    userId,
    items: [1, 2, 3].map((line) => ({
      productId: new Types.ObjectId().toHexString(),
      quantity: line,
      price: 120 * line,
      discount: 0,
      product_details: { name: `Product ${index}-${line} with a name of some length`, image: [`/img/${index}.jpg`] },
    })),
    subTotalAmt: 720,
    totalAmt: 720,
    currency: 'inr',
    delivery_address,
    paymentMethod: index % 2 ? 'CARD' : 'CASH_ON_DELIVERY',
    status,
    statusHistory: [{ status, at: createdAt, by: 'SYSTEM' }],
    cartGeneration: 1,
    cartLineIds: ['line-1', 'line-2', 'line-3'],
    stockReleased: status === 'CANCELLED' || status === 'FAILED' ? index !== 21 : false,
    ...(index === 21 ? { stockReleaseDue: true } : {}),
    customer,
    placedAt: createdAt,
    paymentCollectedAt: null,
    createdBlock: blockOf(slotOf(createdAt), (index % 20) + 1),
    keyDays: keyDaysOf({ userId, customer, delivery_address, createdAt } as never),
    searchKeys: [orderNo(index), email, '9876543210', `4110${index % 90}`],
    outbox: [],
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * Every query shape the order service issues against a collection that grows with the shop's history
 * (orders, their counters, cart claims), with values as the seeded shop holds them. Add a shape here
 * with the query: it must be served by an index on FerretDB (see the test below).
 */
const SHAPES: QueryShape[] = [
  { issuedBy: 'OrdersService.listOf: a shopper’s orders', collection: 'orders', filter: { userId: shopper(4) } },
  {
    issuedBy: 'OrderChanges.find: an order by Order No (shopper)',
    collection: 'orders',
    filter: { orderId: orderNo(42), userId: shopper(42 % SHOPPERS) },
  },
  {
    issuedBy: 'OrderChanges.find: an order by Order No (admin)',
    collection: 'orders',
    filter: { orderId: orderNo(42) },
  },
  { issuedBy: 'OrderChanges.find: an order by _id', collection: 'orders', filter: { _id: new Types.ObjectId() } },
  {
    issuedBy: 'OrdersService: unpaid card checkouts (order sweeper), then createdAt in FerretDB',
    collection: 'orders',
    filter: { status: 'PAYMENT_PENDING' },
  },
  {
    issuedBy: 'OrdersService: stuck reservations (order sweeper), then createdAt in FerretDB',
    collection: 'orders',
    filter: { status: 'RESERVING' },
  },
  {
    issuedBy: 'OrdersService: given-up orders whose stock is to be handed back (order sweeper)',
    collection: 'orders',
    filter: { stockReleaseDue: true },
  },
  {
    issuedBy: 'OrdersService: a shopper’s other open card checkouts',
    collection: 'orders',
    filter: { userId: shopper(3), status: 'PAYMENT_PENDING' },
  },
  {
    issuedBy: 'OrdersService.unpaidUnitsOf: a shopper’s orders of one status (units limit)',
    collection: 'orders',
    filter: { userId: shopper(3), status: 'PLACED' },
  },
  {
    issuedBy: 'FerretDbOrderPages: a block of the shop’s orders',
    collection: 'orders',
    filter: { createdBlock: blockOf(slotOf(createdAtOf(100)), 1) },
  },
  {
    issuedBy: 'FerretDbOrderPages: a block of the shop’s orders of a status',
    collection: 'orders',
    filter: { createdBlock: blockOf(slotOf(createdAtOf(100)), 1), status: 'DELIVERED' },
  },
  {
    issuedBy: 'FerretDbOrderPages: one day of a shopper’s orders',
    collection: 'orders',
    filter: { keyDays: keyDay(userKey(shopper(7)), dayOf(7)) },
  },
  {
    issuedBy: 'FerretDbOrderPages: one day of an e-mail’s orders',
    collection: 'orders',
    filter: { keyDays: keyDay('shopper7@example.com', dayOf(7)) },
  },
  {
    issuedBy: 'FerretDbOrderPages: search by Order No',
    collection: 'orders',
    filter: { searchKeys: orderNo(42) },
  },
  { issuedBy: 'OutboxRelay sweep (every minute)', collection: 'orders', filter: { outboxPending: true } },
  {
    issuedBy: 'OrderCounters: a month’s days (summary)',
    collection: 'ordercounters',
    filter: { kind: 'placed', month: dayOf(0).slice(0, 7) },
  },
  {
    issuedBy: 'FerretDbOrderPages.bucketsOf: the buckets of a list under a parent',
    collection: 'ordercounters',
    filter: { _id: `buckets||${dayOf(0)}` },
  },
  { issuedBy: 'CartClaims.take: a shopper’s cart claim', collection: 'cartclaims', filter: { _id: shopper(5) } },
];

/**
 * On FerretDB, every query shape above is served by an index: FerretDB hands its equalities to
 * PostgreSQL, whose plan for the SQL FerretDB issues reads the table through an index, never by a
 * sequential scan (which at a million orders reads 3 GB: deploy/k6/results/orders-at-scale-findings.md).
 * Plans, not timings: a few thousand orders, spread over statuses, shoppers and hours as in a shop with
 * history, and the table's statistics gathered (ANALYZE), so PostgreSQL chooses as it would on a real
 * shop. Not by forbidding sequential scans (enable_seqscan off): that would pass a query whose only
 * index is too unselective to be chosen, which a real shop would then read whole. On another engine the
 * jest preset leaves these suites out, and the summary line says so.
 */
describe('order queries on FerretDB (PostgreSQL plans)', () => {
  let connection: mongoose.Connection;

  beforeAll(async () => {
    connection = await mongoose.createConnection(MONGO_URL, { dbName: 'test_order_query_plans' }).asPromise();
    await connection.dropDatabase();
    await seedForPlans(connection.model('Order', orderSchemaFor('ferretdb')), ORDERS, order);
    // Three years of a shop's counters: each day's placed orders, the shop's list's days and slots.
    await seedForPlans(connection.model('OrderCounter', OrderCounterSchema), 2 * 3 * 366, (index) => {
      const date = new Date(now - Math.floor(index / 2) * 24 * HOUR_MS).toISOString().slice(0, 10);
      return index % 2
        ? { _id: `placed:${date}`, kind: 'placed', date, month: date.slice(0, 7), orders: index }
        : { _id: `buckets||${date}`, kind: 'buckets', buckets: { [`b${date}T10:1`]: { all: index } } };
    });
    await seedForPlans(connection.model('CartClaim', CartClaimSchema), SHOPPERS * 20, (index) => ({
      _id: shopper(index),
      generation: 1,
      lineIds: [],
    }));
  }, 120_000);

  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  it.each(SHAPES.map((shape) => [shape.issuedBy, shape]))('%s: read through an index', async (_, shape) => {
    const plan = await planOn(connection, shape);
    expect({ pushdown: plan.pushdown, sequential: plan.scans.includes('Seq Scan') }).toEqual({
      pushdown: true,
      sequential: false,
    });
    expect(plan.indexes.length).toBeGreaterThan(0);
  });
});
