import { randomUUID } from 'node:crypto';
import { ProductSnapshot } from '@shop/common';
import Redis from 'ioredis';
import mongoose, { Types } from 'mongoose';
import { ProductDocuments } from '../../cache/product-documents';
import { StockEntries } from '../../cache/stock-entries';
import { StockRank } from '../../cache/stock-rank';
import { VersionedCache } from '../../cache/versioned-cache';
import { CatalogEnv } from '../../config';
import { SearchRequest } from '../../search/search-request';
import { SYNONYM_GROUP_MODEL, SynonymGroup, synonymGroupSchema } from '../../synonyms/synonym-group.schema';
import { SynonymSource } from '../../synonyms/synonym-source';
import { Product, PRODUCT_MODEL, productSchema } from '../product.schema';
import { FerretDbProductIndex } from './ferretdb-product-index';
import { MongoDbProductQueries } from './mongodb-product-queries';
import { ProductFilter } from './product-queries';

// Keys of its own: the running catalog's stock rank (the admins' stock levels) never sees this spec's products.
const OWN_KEYS = { keyPrefix: `test-${randomUUID()}:` };

const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';

const fruit = { _id: new Types.ObjectId(), name: 'Fruit' };
const drinks = { _id: new Types.ObjectId(), name: 'Drinks' };
const apples = { _id: new Types.ObjectId(), name: 'Apples' };
const juice = { _id: new Types.ObjectId(), name: 'Juice' };

/**
 * Both ProductQueries answer the same on the same products. The MongoDB one runs its indexed queries
 * against FerretDB here (no MongoDB server runs on these machines): what is checked is its logic.
 */
describe('ProductQueries (real FerretDB and Redis)', () => {
  let connection: mongoose.Connection;
  let products: mongoose.Model<Product>;
  let redis: Redis;
  let stock: StockEntries;
  let documents: ProductDocuments;
  let stockRank: StockRank;
  let pages: VersionedCache;
  let synonyms: SynonymSource;
  const ids: string[] = [];

  async function add(name: string, fields: Partial<Product>, minutesAgo: number): Promise<string> {
    const _id = new Types.ObjectId();
    const draft = { name, description: '', category: [], subCategory: [], ...fields };
    await products.create({
      _id,
      price: 10,
      stock: 1,
      ...draft,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    ids.push(String(_id));
    return String(_id);
  }

  beforeAll(async () => {
    connection = await mongoose.createConnection(MONGO_URL, { dbName: 'test_product_queries' }).asPromise();
    products = connection.model<Product>(PRODUCT_MODEL, productSchema);
    await products.deleteMany({});
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', OWN_KEYS);
    stock = new StockEntries(redis);
    documents = new ProductDocuments(redis, stock);
    stockRank = new StockRank(redis);
    pages = new VersionedCache(redis, { CACHE_TTL_SECONDS: 60 } as CatalogEnv);
    synonyms = new SynonymSource(connection.model<SynonymGroup>(SYNONYM_GROUP_MODEL, synonymGroupSchema));
    await add('Green Apple', { category: [fruit], subCategory: [apples] }, 1);
    await add('Red Apple', { category: [fruit], subCategory: [apples], description: 'crisp and sweet' }, 2);
    await add('Apple Juice', { category: [drinks, fruit], subCategory: [juice] }, 3);
    await add('Orange Juice', { category: [drinks], subCategory: [juice], description: 'fresh from apples? no' }, 4);
    await add('Pineapple Slices', { category: [fruit], publish: false }, 5);
    await add('Old Apple', { category: [fruit], deletedAt: new Date() }, 6);
    for (let i = 0; i < 12; i++) await add(`Water ${i}`, { category: [drinks] }, 10 + i);
  });

  afterAll(async () => {
    await connection.close();
    await redis.quit();
  });

  const mongoQueries = () => new MongoDbProductQueries(products, redis, documents, stock, stockRank, synonyms);
  const ferretIndex = () => new FerretDbProductIndex(products, redis, documents, stock, stockRank, synonyms, pages);

  const filters: ProductFilter[] = [
    { audience: 'shopper' },
    { audience: 'admin' },
    { audience: 'shopper', categoryId: String(fruit._id) },
    { audience: 'admin', categoryId: String(fruit._id) },
    { audience: 'shopper', categoryId: String(fruit._id), subCategoryId: String(apples._id) },
    { audience: 'shopper', categoryId: String(drinks._id), subCategoryId: String(juice._id) },
  ];
  const searches = ['apple', 'app', 'juice app', 'sweet', 'fruit', 'pine', 'nothing', 'aple', 'apples'];
  const ask = (text: string, audience: 'shopper' | 'admin', skip = 0, limit = 10): SearchRequest => ({
    text,
    audience,
    sort: 'relevance',
    skip,
    limit,
  });

  it('list, count and search alike on both engines, newest first and best match first', async () => {
    const mongo = mongoQueries();
    const ferret = ferretIndex();
    for (const filter of filters) {
      for (const [skip, limit] of [
        [0, 5],
        [5, 5],
        [0, 100],
      ]) {
        expect(await mongo.page(filter, skip, limit)).toEqual(await ferret.page(filter, skip, limit));
      }
      expect(await mongo.count(filter)).toBe(await ferret.count(filter));
    }
    // The first six products (one deleted) and an unknown id: five snapshots, alike on both.
    const someIds = [...ids.slice(0, 6).map((id) => new Types.ObjectId(id)), new Types.ObjectId()];
    const sorted = (found: ProductSnapshot[]) => [...found].sort((a, b) => a._id.localeCompare(b._id));
    expect(sorted(await ferret.snapshots(someIds))).toEqual(sorted(await mongo.snapshots(someIds)));
    expect((await mongo.snapshots(someIds)).map((snapshot) => snapshot.name).sort()).toEqual([
      'Apple Juice',
      'Green Apple',
      'Orange Juice',
      'Pineapple Slices',
      'Red Apple',
    ]);
    for (const text of searches) {
      for (const audience of ['shopper', 'admin'] as const) {
        expect(await mongo.search(ask(text, audience))).toEqual(await ferret.search(ask(text, audience)));
      }
    }
  });

  it('answers what a shop expects', async () => {
    const mongo = mongoQueries();
    const names = async (page: Promise<{ ids: string[] }>) =>
      Promise.all((await page).ids.map(async (id) => (await products.findById(id).lean())?.name));
    expect(await names(mongo.page({ audience: 'shopper', categoryId: String(fruit._id) }, 0, 10))).toEqual([
      'Green Apple',
      'Red Apple',
      'Apple Juice',
    ]);
    // The apples head their names ('Green Apple'); in 'Apple Juice' the word only qualifies the juice.
    expect(await names(mongo.search(ask('apple', 'shopper')))).toEqual([
      'Green Apple',
      'Red Apple',
      'Apple Juice',
      'Orange Juice',
    ]);
    expect(await names(mongo.search(ask('pine', 'admin')))).toEqual(['Pineapple Slices']);
    expect((await mongo.search(ask('pine', 'shopper'))).total).toBe(0);
    expect(await mongo.count({ audience: 'admin', categoryId: String(drinks._id) })).toBe(14);
  });

  it('FerretDB: a product written through one replica is answered by another at once, without a reload', async () => {
    const writer = ferretIndex();
    const reader = ferretIndex();
    await reader.page({ audience: 'shopper' }, 0, 1);
    const scans = jest.spyOn(products, 'find');
    const id = await add('Fresh Mango', { category: [fruit] }, 0);
    await writer.changed(id);
    expect((await reader.page({ audience: 'shopper', categoryId: String(fruit._id) }, 0, 1)).ids).toEqual([id]);
    expect((await reader.search(ask('mango', 'shopper'))).ids).toEqual([id]);
    // A snapshot has the price of the latest write answered and the stock of the latest stock write.
    await products.updateOne({ _id: id }, { $set: { price: 12.5 } });
    await writer.changed(id);
    await stock.setStock(id, 0, 1);
    expect(await reader.snapshots([new Types.ObjectId(id)])).toEqual([
      expect.objectContaining({ _id: id, name: 'Fresh Mango', price: 12.5, stock: 0 }),
    ]);
    await products.updateOne({ _id: id }, { $set: { deletedAt: new Date() } });
    await writer.changed(id);
    expect((await reader.search(ask('mango', 'shopper'))).total).toBe(0);
    expect(await reader.snapshots([new Types.ObjectId(id)])).toEqual([]);
    expect(scans).not.toHaveBeenCalled();
    scans.mockRestore();
  });
});
