import { randomUUID } from 'node:crypto';
import {
  DocumentLocks,
  FerretDbDocumentReads,
  FerretDbDocumentWrites,
  MongoDbDocumentReads,
  MongoDbDocumentWrites,
  OutboxRelay,
} from '@shop/common';
import Redis from 'ioredis';
import mongoose, { Types } from 'mongoose';
import { Product, PRODUCT_MODEL, productSchema } from '../products/product.schema';
import { ProductQueries } from '../products/queries/product-queries';
import { FerretDbStockStore } from './ferretdb-stock-store';
import { MongoDbStockStore } from './mongodb-stock-store';
import { RestockService } from './restock.service';
import { STOCK_RESERVATION_MODEL, StockReservation, stockReservationSchema } from './stock-reservation.schema';
import { STOCK_RESTOCK_MODEL, StockRestock, stockRestockSchema } from './stock-restock.schema';
import { StockService } from './stock.service';
import { StockStore } from './stock-store';
import { productWritesFor } from './stock-store.contract-suite';

// Keys of its own: the running catalog's stock rank (the admins' stock levels) never sees this spec's products.
const OWN_KEYS = { keyPrefix: `test-${randomUUID()}:` };

const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';

/**
 * Restocks of cancelled orders against the real FerretDB and Redis, on both engines' stock stores:
 * a restock interrupted between its lines (a crash) is finished without counting a line twice, and
 * the order's reservation decides whether its units are to be restocked at all.
 */
describe.each([
  ['FerretDB', 'ferretdb'],
  ['MongoDB (one writer at a time)', 'mongodb'],
] as const)('%s restocks', (_name, engine) => {
  let connection: mongoose.Connection;
  let products: mongoose.Model<Product>;
  let reservations: mongoose.Model<StockReservation>;
  let restockDocs: mongoose.Model<StockRestock>;
  let redis: Redis;
  let store: StockStore;
  let restocks: RestockService;

  beforeAll(async () => {
    connection = await mongoose.createConnection(MONGO_URL, { dbName: `test_restock_${engine}` }).asPromise();
    products = connection.model<Product>(PRODUCT_MODEL, productSchema);
    reservations = connection.model<StockReservation>(STOCK_RESERVATION_MODEL, stockReservationSchema);
    restockDocs = connection.model<StockRestock>(STOCK_RESTOCK_MODEL, stockRestockSchema);
    await Promise.all([products.init(), reservations.init(), restockDocs.init()]);
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', OWN_KEYS);
    const relay = { kick: () => undefined } as unknown as OutboxRelay;
    const writes =
      engine === 'ferretdb' ? new FerretDbDocumentWrites(new DocumentLocks(redis)) : new MongoDbDocumentWrites();
    const productWrites = productWritesFor(products, writes, relay, redis);
    store =
      engine === 'ferretdb' ? new FerretDbStockStore(productWrites) : new MongoDbStockStore(products, productWrites);
    const reads = engine === 'ferretdb' ? new FerretDbDocumentReads() : new MongoDbDocumentReads();
    const stock = new StockService(reservations, store, writes, reads, {} as ProductQueries);
    restocks = new RestockService(restockDocs, store, stock, writes);
  });

  afterAll(async () => {
    await connection.close();
    await redis.quit();
  });

  async function product(stock: number): Promise<Types.ObjectId> {
    const _id = new Types.ObjectId();
    await products.create({ _id, name: 'Oat Milk', price: 100, stock });
    return _id;
  }

  const stockOf = async (id: Types.ObjectId) => (await products.findById(id).lean<Product>())?.stock;
  const statusOf = async (orderId: string) => (await restockDocs.findById(orderId).lean<StockRestock>())?.status;

  it('finishes a restock interrupted between its lines without counting a line twice, then ignores repeats', async () => {
    const orderId = new Types.ObjectId().toHexString();
    const [a, b] = [await product(3), await product(4)];
    const lines = [
      { productId: a.toHexString(), quantity: 2 },
      { productId: b.toHexString(), quantity: 1 },
    ];
    // What a catalog killed mid-way leaves: the restock document, and the first line's units back.
    await restockDocs.create({
      _id: orderId,
      status: 'restocking',
      lines: lines.map((line) => ({ productId: new Types.ObjectId(line.productId), quantity: line.quantity })),
    });
    await store.apply(a, { kind: 'restock', restockId: orderId, quantity: 2 });

    await restocks.restock(orderId, lines);
    expect([await stockOf(a), await stockOf(b), await statusOf(orderId)]).toEqual([5, 5, 'restocked']);

    await restocks.restock(orderId, lines);
    const [restocked] = await restocks
      .since('restocked', new Date(Date.now() + 60_000), 100)
      .then((found) => found.filter((restock) => restock._id === orderId));
    await restocks.forgetRecords(restocked);
    expect(await statusOf(orderId)).toBe('settled');
    expect((await products.findById(a).lean<Product>())?.restocks ?? {}).toEqual({});

    await restocks.restock(orderId, lines);
    expect([await stockOf(a), await stockOf(b)]).toEqual([5, 5]);

    // A week on, settled restocks are dropped.
    await restocks.forgetSettled(new Date(Date.now() + 60_000));
    expect(await statusOf(orderId)).toBeUndefined();
  });

  it('confirms a reservation still held before restocking, so the units are not handed back twice', async () => {
    const orderId = new Types.ObjectId().toHexString();
    const id = await product(10);
    await products.updateOne({ _id: id }, { $set: { stock: 7, [`holds.${orderId}`]: 3 } });
    await reservations.create({
      _id: orderId,
      status: 'held',
      lines: [{ productId: id, quantity: 3 }],
      expiresAt: new Date(Date.now() + 60_000),
    });

    await restocks.restock(orderId, [{ productId: id.toHexString(), quantity: 3 }]);

    expect(await reservations.findById(orderId).lean()).toMatchObject({ status: 'confirmed' });
    const after = await products.findById(id).lean<Product>();
    expect(after?.stock).toBe(10);
    expect(after?.holds ?? {}).toEqual({});
  });

  it('skips an order whose reservation was released: its units came back that way', async () => {
    const orderId = new Types.ObjectId().toHexString();
    const id = await product(10);
    await reservations.create({ _id: orderId, status: 'released', lines: [], expiresAt: new Date() });

    await restocks.restock(orderId, [{ productId: id.toHexString(), quantity: 3 }]);

    expect(await stockOf(id)).toBe(10);
    expect(await statusOf(orderId)).toBe('skipped');
  });
});
