import { lockKey } from '@shop/common';
import { ApiClient, eventually, signUp } from '@shop/testkit';
import Redis from 'ioredis';
import mongoose, { Types } from 'mongoose';
import { CatalogFixture, Ref, token } from './support';

const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
const CATALOG_DB = `${process.env.MONGO_DB_PREFIX ?? ''}catalog`;
const anonymous = new ApiClient();

/** The names of the ref a product carries now, as a shopper reads it. */
async function carried(productId: string, field: 'category' | 'subCategory'): Promise<string[]> {
  const details = await anonymous.post('/api/product/get-product-details', { productId });
  return details.body.data[field].map((ref: Ref) => ref.name);
}

describe('renaming a category or sub-category (its products follow in the background)', () => {
  let fixture: CatalogFixture;
  let connection: mongoose.Connection;

  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');

  beforeAll(async () => {
    fixture = await CatalogFixture.create();
    connection = await mongoose.createConnection(MONGO_URL, { dbName: CATALOG_DB }).asPromise();
  });

  afterAll(async () => {
    await connection.close();
    await redis.quit();
  });

  it('answers at once, shows the admin how far it got, and ends with every product carrying the last name given', async () => {
    const category = await fixture.category();
    const other = await fixture.category();
    const products = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        fixture.product({ name: `Renamed ${token()} ${index}`, category: [category, other] }),
      ),
    );

    const first = `First ${token()}`;
    const last = `Last ${token()}`;
    expect((await fixture.admin.put('/api/category/update', { _id: category._id, name: first })).status).toBe(200);
    // Renamed again before the products may have followed: the second name wins, whatever the timing.
    const renamed = await fixture.admin.put('/api/category/update', { _id: category._id, name: last });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe(last);
    await renameFinished(category._id);
    for (const product of products) expect(await carried(product._id, 'category')).toEqual([last, other.name]);

    // Renamed once more while the test holds one product's document lock: the rename stops part-way at
    // a known point (that product's write waiting), so the admin is sure to see it under way.
    const held = `lock:${lockKey('products', products[12]._id)}`;
    await redis.set(held, 'held-by-the-test', 'PX', 5_000);
    const third = `Third ${token()}`;
    expect((await fixture.admin.put('/api/category/update', { _id: category._id, name: third })).status).toBe(200);
    const underWay = await eventually(async () => {
      const progress = await fixture.admin.get('/api/category/renames');
      return progress.body.data.find(
        (rename: { _id: string; name: string; total: number }) =>
          rename._id === `category:${category._id}` && rename.name === third && rename.total === products.length,
      );
    }, 'the rename to be seen under way');
    await redis.del(held);
    expect(underWay).toMatchObject({ field: 'category', name: third, total: products.length });
    expect(underWay.done).toBeLessThan(products.length);
    await renameFinished(category._id);
    for (const product of products) expect(await carried(product._id, 'category')).toEqual([third, other.name]);
  });

  /** Waits until the ref's rename is no longer listed as under way; each listing seen names the job as it stood. */
  async function renameFinished(categoryId: string): Promise<void> {
    const seen: unknown[] = [];
    await eventually(async () => {
      const progress = await fixture.admin.get('/api/category/renames');
      const mine = progress.body.data.find((rename: { _id: string }) => rename._id === `category:${categoryId}`);
      if (mine) seen.push(mine);
      return !mine;
    }, 'the rename to finish');
    for (const progress of seen) {
      expect(progress).toMatchObject({ field: 'category', done: expect.any(Number), total: expect.any(Number) });
    }
  }

  it('finishes a rename a stopped replica left half done', async () => {
    const category = await fixture.category();
    const sub = await fixture.subCategory([category]);
    const products = await Promise.all(
      Array.from({ length: 6 }, () =>
        fixture.product({ name: `Half ${token()}`, category: [category], subCategory: [sub] }),
      ),
    );
    // What a replica that stopped mid-way leaves: the new name on the sub-category and two of its products, and the job pending.
    const name = `Resumed ${token()}`;
    const subId = new Types.ObjectId(sub._id);
    await connection.collection('subcategories').updateOne({ _id: subId }, { $set: { name } });
    for (const product of products.slice(0, 2)) {
      await connection
        .collection('products')
        .updateOne({ _id: new Types.ObjectId(product._id) }, { $set: { subCategory: [{ _id: subId, name }] } });
    }
    await connection.collection<{ _id: string } & Record<string, unknown>>('ref_renames').insertOne({
      _id: `subCategory:${sub._id}`,
      field: 'subCategory',
      refId: subId,
      name,
      pending: true,
      done: 2,
      total: 6,
    });

    // Any rename sets the job going, and it takes up every rename still pending.
    await fixture.admin.put('/api/category/update', { _id: (await fixture.category())._id, name: `Kick ${token()}` });
    await eventually(async () => {
      const names = await Promise.all(products.map((product) => carried(product._id, 'subCategory')));
      return names.every((carriedNames) => carriedNames[0] === name);
    }, 'every product to carry the resumed name');
    // The job notes it is done after its last product is written: a moment after they show the name.
    const jobs = connection.collection<{ _id: string; pending?: boolean }>('ref_renames');
    const job = await eventually(async () => {
      const stored = await jobs.findOne({ _id: `subCategory:${sub._id}` });
      return stored?.pending === false ? stored : undefined;
    }, 'the job to be noted done');
    expect(job).toMatchObject({ pending: false, name });
  });

  it('shows the renames under way to admins only', async () => {
    const { client: shopper } = await signUp();
    expect((await shopper.get('/api/category/renames')).status).toBe(403);
    expect((await anonymous.get('/api/category/renames')).status).toBe(401);
  });
});
