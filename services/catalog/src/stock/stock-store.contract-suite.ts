import type { DocumentWrites, OutboxRelay } from '@shop/common';
import type Redis from 'ioredis';
import type mongoose from 'mongoose';
import { Types } from 'mongoose';
import { ProductDocuments } from '../cache/product-documents';
import { StockEntries } from '../cache/stock-entries';
import type { ProductEventsPublisher } from '../integration-events/product-events.publisher';
import type { ProductQueries } from '../products/queries/product-queries';
import { ProductWrites } from '../products/product-writes';
import { Product, PRODUCT_MODEL, productSchema } from '../products/product.schema';
import { StockChange, StockStore } from './stock-store';

export interface StockStoreContract {
  /** The database the products are written in (its products are deleted first); closed at the end. */
  connect: () => Promise<mongoose.Connection>;
  /** The Redis of the stock cache entries (and the FerretDB store's locks); quit at the end. */
  redis: () => Redis;
  store: (products: mongoose.Model<Product>, redis: Redis, relay: OutboxRelay) => StockStore;
  /** Whether writers may race: not for the MongoDB store on FerretDB, whose conditional updates are not atomic. */
  races: boolean;
}

/**
 * The ProductWrites a store writes through, caching in `redis`; stock writes neither refresh the product
 * queries nor purge.
 */
export function productWritesFor(
  products: mongoose.Model<Product>,
  writes: DocumentWrites,
  relay: OutboxRelay,
  redis: Redis,
): ProductWrites {
  const stock = new StockEntries(redis);
  const documents = new ProductDocuments(redis, stock);
  return new ProductWrites(
    products,
    writes,
    relay,
    documents,
    stock,
    {} as ProductQueries,
    {} as ProductEventsPublisher,
  );
}

/**
 * What every StockStore promises, registered in the caller's describe: stock-stores.integration-spec.ts
 * runs it for both stores on FerretDB, stock-stores.mongodb-contract-spec.ts for the MongoDB store on
 * MongoDB, so each engine's store is held to the very same assertions.
 */
export function stockStoreContract({ connect, redis: openRedis, store: makeStore, races }: StockStoreContract) {
  let connection: mongoose.Connection;
  let products: mongoose.Model<Product>;
  let redis: Redis;
  let store: StockStore;
  // A second replica's store: its own queue and Redis connection, so races between the two go through
  // what replicas share (the document lock on FerretDB, the conditional update on MongoDB), not a queue.
  let replicaRedis: Redis;
  let replica: StockStore;
  const kicked: string[] = [];

  beforeAll(async () => {
    connection = await connect();
    products = connection.model<Product>(PRODUCT_MODEL, productSchema);
    await products.deleteMany({});
    redis = openRedis();
    // The relay is told which document has events to publish; that it publishes them is the outbox's own suite.
    const relay = { kick: (_model: unknown, id: unknown) => kicked.push(String(id)) } as unknown as OutboxRelay;
    store = makeStore(products, redis, relay);
    replicaRedis = openRedis();
    replica = makeStore(products, replicaRedis, relay);
  });

  afterAll(async () => {
    await connection.close();
    await redis.quit();
    await replicaRedis.quit();
  });

  async function product(fields: Partial<Product> = {}): Promise<Types.ObjectId> {
    const _id = new Types.ObjectId();
    await products.create({ _id, name: 'Green Tea', price: 100, stock: 5, ...fields });
    return _id;
  }

  // The stored document, with the outbox the schema keeps out of the Product type.
  const stored = (id: Types.ObjectId) =>
    products.findById(id).lean<Product & { outbox?: { payload: { product: { stock: number } } }[] }>();

  it('takes units and records the hold in the same write, once per reservation', async () => {
    const id = await product();
    expect(await store.apply(id, { kind: 'take', reservationId: 'r1', quantity: 3 })).toBeUndefined();
    expect(await store.apply(id, { kind: 'take', reservationId: 'r1', quantity: 3 })).toBeUndefined();
    const after = await stored(id);
    expect(after?.stock).toBe(2);
    expect(after?.holds).toEqual({ r1: 3 });
    expect(after?.stockVersion).toBe(1);
    expect(after?.outbox?.map((event) => event.payload.product.stock)).toEqual([2]);
    expect(kicked).toContain(id.toHexString());
    expect(await redis.get(`catalog:stock:${id.toHexString()}`)).toBe('1:2');
  });

  it('refuses what it cannot serve, saying why, and changes nothing', async () => {
    const id = await product({ stock: 2 });
    expect((await store.apply(id, { kind: 'take', reservationId: 'r1', quantity: 3 }))?.message).toBe(
      'Only 2 of "Green Tea" left in stock',
    );
    const empty = await product({ stock: 0 });
    expect(await store.apply(empty, { kind: 'take', reservationId: 'r1', quantity: 1 })).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: '"Green Tea" is out of stock',
    });
    const hidden = await product({ publish: false });
    expect((await store.apply(hidden, { kind: 'take', reservationId: 'r1', quantity: 1 }))?.message).toBe(
      '"Green Tea" is not for sale right now',
    );
    const gone = await product({ deletedAt: new Date() });
    expect(await store.apply(gone, { kind: 'take', reservationId: 'r1', quantity: 1 })).toMatchObject({
      status: 404,
      code: 'PRODUCT_GONE',
    });
    const missing = new Types.ObjectId();
    expect((await store.apply(missing, { kind: 'take', reservationId: 'r1', quantity: 1 }))?.message).toBe(
      `Product ${missing.toHexString()} is no longer in the catalogue`,
    );
    const untouched = await stored(id);
    expect(untouched?.stock).toBe(2);
    expect(untouched?.holds ?? {}).toEqual({});
  });

  it('gives back exactly what a reservation holds, once', async () => {
    const id = await product();
    await store.apply(id, { kind: 'take', reservationId: 'a', quantity: 2 });
    await store.apply(id, { kind: 'take', reservationId: 'b', quantity: 1 });
    await store.apply(id, { kind: 'giveBack', reservationId: 'a' });
    await store.apply(id, { kind: 'giveBack', reservationId: 'a' });
    await store.apply(id, { kind: 'giveBack', reservationId: 'never-took' });
    const after = await stored(id);
    expect(after?.stock).toBe(4);
    expect(after?.holds).toEqual({ b: 1 });
    expect(after?.stockVersion).toBe(3);
    expect(await redis.get(`catalog:stock:${id.toHexString()}`)).toBe('3:4');
  });

  it('a sale drops the hold and keeps the units taken', async () => {
    const id = await product();
    await store.apply(id, { kind: 'take', reservationId: 's', quantity: 2 });
    await store.apply(id, { kind: 'sell', reservationId: 's' });
    await store.apply(id, { kind: 'giveBack', reservationId: 's' });
    const after = await stored(id);
    expect(after?.stock).toBe(3);
    expect(after?.holds ?? {}).toEqual({});
  });

  it('restocks units once per restock id, recording them in the same write, until the record is forgotten', async () => {
    const id = await product();
    await store.apply(id, { kind: 'take', reservationId: 'held', quantity: 1 });
    expect(await store.apply(id, { kind: 'restock', restockId: 'order-1', quantity: 3 })).toBeUndefined();
    expect(await store.apply(id, { kind: 'restock', restockId: 'order-1', quantity: 3 })).toBeUndefined();
    const after = await stored(id);
    expect(after?.stock).toBe(7);
    expect(after?.restocks).toEqual({ 'order-1': 3 });
    expect(after?.holds).toEqual({ held: 1 });
    expect(after?.outbox?.map((event) => event.payload.product.stock)).toEqual([4, 7]);
    expect(await redis.get(`catalog:stock:${id.toHexString()}`)).toBe('2:7');

    await store.apply(id, { kind: 'forgetRestock', restockId: 'order-1' });
    const forgotten = await stored(id);
    expect(forgotten?.stock).toBe(7);
    expect(forgotten?.restocks ?? {}).toEqual({});
    expect(forgotten?.holds).toEqual({ held: 1 });
  });

  it('refuses to restock a deleted product, saying so, and changes nothing', async () => {
    const gone = await product({ deletedAt: new Date() });
    expect(await store.apply(gone, { kind: 'restock', restockId: 'order-2', quantity: 1 })).toMatchObject({
      code: 'PRODUCT_GONE',
    });
    const after = await stored(gone);
    expect(after?.stock).toBe(5);
    expect(after?.restocks ?? {}).toEqual({});
  });

  if (races) {
    it('restocks once when repeats of a restock race', async () => {
      const id = await product();
      await Promise.all(
        Array.from({ length: 6 }, () => store.apply(id, { kind: 'restock', restockId: 'racing', quantity: 2 })),
      );
      expect(await stored(id)).toMatchObject({ stock: 7, restocks: { racing: 2 } });
    });

    it('swaps one hold for another of the same size in one write: the sold one goes, the new one stays', async () => {
      const id = await product();
      await store.apply(id, { kind: 'take', reservationId: 'sold', quantity: 1 });
      await store.apply(id, { kind: 'take', reservationId: 'kept', quantity: 1 });
      // The first write is under way while the next two queue up: they are written as one batch.
      await Promise.all([
        store.apply(id, { kind: 'take', reservationId: 'first', quantity: 1 }),
        store.apply(id, { kind: 'take', reservationId: 'next', quantity: 1 }),
        store.apply(id, { kind: 'sell', reservationId: 'sold' }),
      ]);
      const after = await stored(id);
      expect(after?.stock).toBe(1);
      expect(after?.holds).toEqual({ kept: 1, first: 1, next: 1 });
    });

    it('sells the last unit once when many checkouts race for it', async () => {
      const id = await product({ stock: 1 });
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => store.apply(id, { kind: 'take', reservationId: `race-${i}`, quantity: 1 })),
      );
      expect(results.filter((result) => result === undefined)).toHaveLength(1);
      expect(await stored(id)).toMatchObject({ stock: 0 });
    });

    it('never takes more than it has when takes of different sizes race, and its cache entry ends at the stored stock', async () => {
      const id = await product({ stock: 5 });
      const quantities = [1, 2, 1, 3, 1, 2, 1, 1, 2, 1, 1, 3];
      const results = await Promise.all(
        quantities.map((quantity, i) => store.apply(id, { kind: 'take', reservationId: `mix-${i}`, quantity })),
      );
      const served = Object.fromEntries(
        quantities.flatMap((quantity, i) => (results[i] === undefined ? [[`mix-${i}`, quantity] as const] : [])),
      );
      const taken = Object.values(served).reduce((sum, quantity) => sum + quantity, 0);
      const refusals = results.filter((result) => result !== undefined).map((refusal) => refusal.code);
      const after = await stored(id);
      expect(after?.stock).toBeGreaterThanOrEqual(0);
      expect(after?.stock).toBe(5 - taken);
      expect(after?.holds).toEqual(served);
      expect(refusals.length).toBeGreaterThan(0);
      expect(refusals.filter((code) => code !== 'OUT_OF_STOCK' && code !== 'INSUFFICIENT_STOCK')).toEqual([]);
      // Writers that finish out of order never leave the entry behind the stored stock.
      expect(await redis.get(`catalog:stock:${id.toHexString()}`)).toBe(`${after?.stockVersion}:${after?.stock}`);
    });

    it('gives back or sells each hold once when repeats of the same changes race', async () => {
      const id = await product();
      for (const reservationId of ['back', 'again', 'sold', 'kept']) {
        await store.apply(id, { kind: 'take', reservationId, quantity: 1 });
      }
      const thrice = (change: StockChange) => Array.from({ length: 3 }, () => store.apply(id, change));
      await Promise.all([
        ...thrice({ kind: 'giveBack', reservationId: 'back' }),
        ...thrice({ kind: 'giveBack', reservationId: 'again' }),
        ...thrice({ kind: 'sell', reservationId: 'sold' }),
      ]);
      const after = await stored(id);
      expect(after?.stock).toBe(3);
      expect(after?.holds).toEqual({ kept: 1 });
      expect(await redis.get(`catalog:stock:${id.toHexString()}`)).toBe(`${after?.stockVersion}:3`);
    });

    // Half of the calls through each replica: neither one's queue can serialise the race.
    it('sells the last units once when two replicas race for them, each with its own queue', async () => {
      const id = await product({ stock: 3 });
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          (i % 2 ? replica : store).apply(id, { kind: 'take', reservationId: `replicas-${i}`, quantity: 1 }),
        ),
      );
      const served = results.flatMap((result, i) => (result === undefined ? [`replicas-${i}`] : []));
      expect(served).toHaveLength(3);
      const after = await stored(id);
      expect(after?.stock).toBe(0);
      expect(Object.keys(after?.holds ?? {}).sort()).toEqual([...served].sort());
    });

    it('restocks once when two replicas receive the same restock at once', async () => {
      const id = await product();
      await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          (i % 2 ? replica : store).apply(id, { kind: 'restock', restockId: 'both-replicas', quantity: 2 }),
        ),
      );
      expect(await stored(id)).toMatchObject({ stock: 7, restocks: { 'both-replicas': 2 } });
    });
  }
}
