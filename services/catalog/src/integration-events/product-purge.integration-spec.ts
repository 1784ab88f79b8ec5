import { JobLeases, OutboxRelay } from '@shop/common';
import mongoose, { Types } from 'mongoose';
import { Product, productSchema } from '../products/product.schema';
import { ProductEventsPublisher } from './product-events.publisher';

const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';

/** The purge of deleted products, on real FerretDB: only what is due goes, and only once its event is out. */
describe('ProductEventsPublisher.purgeDeleted (real FerretDB)', () => {
  let connection: mongoose.Connection;
  let products: mongoose.Model<Product>;
  let publisher: ProductEventsPublisher;

  beforeAll(async () => {
    connection = await mongoose.createConnection(MONGO_URL, { dbName: 'test_catalog_purge' }).asPromise();
    await connection.dropDatabase();
    products = connection.model<Product>('Product', productSchema);
    await products.init();
    // Neither the relay nor the leases take part in a purge called directly.
    publisher = new ProductEventsPublisher(products, {} as OutboxRelay, {} as JobLeases);
  });

  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  const add = async (fields: Record<string, unknown>) => {
    const _id = new Types.ObjectId();
    await products.collection.insertOne({ _id, name: `Product ${_id}`, price: 1, stock: 1, outbox: [], ...fields });
    return _id;
  };

  it('removes the deleted products whose event is out, keeps the one still waiting to be published, and the live ones', async () => {
    await add({ deletedAt: new Date(), purgeDue: true });
    const waiting = await add({
      deletedAt: new Date(),
      purgeDue: true,
      outbox: [{ _id: new Types.ObjectId(), type: 'product.deleted', payload: {}, createdAt: new Date() }],
    });
    const live = await add({});

    expect(await publisher.purgeDeleted()).toBe(1);
    const left = (await products.find({}, { _id: 1 }).lean()).map((product) => String(product._id)).sort();
    expect(left).toEqual([String(waiting), String(live)].sort());

    await products.updateOne({ _id: waiting }, { $set: { outbox: [] } });
    expect(await publisher.purgeDeleted()).toBe(1);
    expect(await products.exists({ _id: waiting })).toBeNull();
    expect(await products.exists({ _id: live })).not.toBeNull();
  });
});
