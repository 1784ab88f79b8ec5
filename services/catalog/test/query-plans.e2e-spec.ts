import { planOn, QueryShape, seedForPlans } from '@shop/testkit';
import mongoose, { Types } from 'mongoose';
import { productSchema } from '../src/products/product.schema';
import { stockReservationSchema } from '../src/stock/stock-reservation.schema';
import { stockRestockSchema } from '../src/stock/stock-restock.schema';

const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';

const PRODUCTS = 3_000;
const ORDERS = 3_000;
const category = { _id: new Types.ObjectId(), name: 'Fruit' };
const reservationId = (index: number) => new Types.ObjectId(index.toString(16).padStart(24, '0')).toHexString();

/**
 * Every query shape the catalog issues against a collection that grows with the shop's catalogue or
 * history (products, stock reservations and restocks: one per order), with values as the seeded shop
 * holds them. Add a shape here with the query: it must be served by an index on FerretDB.
 */
const SHAPES: QueryShape[] = [
  {
    issuedBy: 'ProductsService.byId and every stock write',
    collection: 'products',
    filter: { _id: new Types.ObjectId() },
  },
  { issuedBy: 'OutboxRelay sweep (every minute)', collection: 'products', filter: { outboxPending: true } },
  { issuedBy: 'ProductEventsPublisher.purgeDeleted', collection: 'products', filter: { purgeDue: true } },
  { issuedBy: 'StockService: one reservation', collection: 'stock_reservations', filter: { _id: reservationId(42) } },
  ...['reserving', 'cancelled', 'releasing', 'confirming', 'held'].map((status) => ({
    issuedBy: `StockService.unsettled: reservations ${status} (stock sweeper), then the time in FerretDB`,
    collection: 'stock_reservations',
    filter: { status },
  })),
  ...['restocking', 'restocked'].map((status) => ({
    issuedBy: `RestockService.since: restocks ${status} (stock sweeper), then the time in FerretDB`,
    collection: 'stock_restocks',
    filter: { status },
  })),
  { issuedBy: 'RestockService: one order’s restock', collection: 'stock_restocks', filter: { _id: reservationId(42) } },
];

/*
 * Not listed, by design: the in-memory product index's read of the live catalogue at start and when
 * the change log says many products changed (a rename's background job, when it is done). A renamed
 * category's products are found through the product queries (that index on FerretDB), not by
 * `{'category._id'}` (a dotted path FerretDB filters after reading every row).
 */
/** See services/order/test/query-plans.e2e-spec.ts for why plans after ANALYZE of a seeded shop. */
describe('catalog queries on FerretDB (PostgreSQL plans)', () => {
  let connection: mongoose.Connection;

  beforeAll(async () => {
    connection = await mongoose.createConnection(MONGO_URL, { dbName: 'test_catalog_query_plans' }).asPromise();
    await connection.dropDatabase();
    await seedForPlans(connection.model('Product', productSchema), PRODUCTS, (index) => ({
      name: `Product ${index} with a name of some length`,
      image: [`/img/${index}.jpg`],
      category: [category],
      subCategory: [],
      unit: '1 kg',
      stock: 100,
      price: 120,
      discount: 0,
      description: 'A description of a few words, as products have. '.repeat(4),
      more_details: {},
      publish: true,
      outbox: [],
      // A few deleted products wait for their purge.
      ...(index % 1000 === 0 && { deletedAt: new Date(), purgeDue: true }),
      createdAt: new Date(),
      updatedAt: new Date(),
    }));
    // Nearly every order's reservation is settled; a few are under way.
    const reservationStatus = (index: number) =>
      ['reserving', 'cancelled', 'releasing', 'confirming', 'held'][index] ?? (index % 10 ? 'confirmed' : 'released');
    await seedForPlans(connection.model('StockReservation', stockReservationSchema), ORDERS, (index) => ({
      _id: reservationId(index),
      status: reservationStatus(index),
      lines: [{ productId: new Types.ObjectId(), quantity: 2 }],
      expiresAt: new Date(),
      createdAt: new Date(),
      updatedAt: new Date(),
    }));
    await seedForPlans(connection.model('StockRestock', stockRestockSchema), ORDERS / 3, (index) => ({
      _id: reservationId(index),
      status: ['restocking', 'restocked'][index] ?? 'settled',
      lines: [{ productId: new Types.ObjectId(), quantity: 2 }],
      createdAt: new Date(),
      updatedAt: new Date(),
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
