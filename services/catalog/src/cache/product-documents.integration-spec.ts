import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { Types } from 'mongoose';
import { ProductDocuments } from './product-documents';
import { StockEntries } from './stock-entries';

// Keys of its own: the running catalog's stock rank (the admins' stock levels) never sees this spec's products.
const OWN_KEYS = { keyPrefix: `test-${randomUUID()}:` };

interface Doc {
  _id: string;
  name: string;
  stock: number;
  stockVersion: number;
}

/** The product entries on the real Redis: a read that raced an edit never puts the old document back. */
describe('ProductDocuments', () => {
  let redis: Redis;
  let cache: ProductDocuments;

  beforeAll(() => {
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', OWN_KEYS);
    cache = new ProductDocuments(redis, new StockEntries(redis));
  });

  afterAll(() => redis.quit());

  const doc = (id: string, name: string): Doc => ({ _id: id, name, stock: 3, stockVersion: 1 });
  const names = async (id: string, load: (id: string) => Promise<Doc | null>) =>
    (await cache.products<Doc>([id], load))[0]?.name;
  /**
   * Waits until the fill a read queued (not awaited by the reader) has run: it sets the product's stock
   * entry in the same MULTI as it keeps (or declines to keep) the document, so once the stock entry is
   * there the document's fate is decided.
   */
  const filled = async (id: string) => {
    const deadline = Date.now() + 5_000;
    while (!(await redis.exists(`catalog:stock:${id}`))) {
      if (Date.now() > deadline) throw new Error(`the cache fill of ${id} never ran`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it('keeps a product once read, until the product is written', async () => {
    const id = new Types.ObjectId().toHexString();
    const load = jest.fn(async () => doc(id, 'Tea'));
    expect(await names(id, load)).toBe('Tea');
    await filled(id);
    expect(await names(id, load)).toBe('Tea');
    expect(load).toHaveBeenCalledTimes(1);
    await cache.forgetProducts([id]);
    expect(await names(id, async () => doc(id, 'Green Tea'))).toBe('Green Tea');
  });

  it('does not keep a document read before an edit that landed while it was being read', async () => {
    const id = new Types.ObjectId().toHexString();
    // The edit is written and its entry dropped after this read took the old document from the database.
    const staleRead = async () => {
      const old = doc(id, 'Old name');
      await cache.forgetProducts([id]);
      return old;
    };
    expect(await names(id, staleRead)).toBe('Old name');
    await filled(id);
    expect(await names(id, async () => doc(id, 'New name'))).toBe('New name');
  });

  it('a full scan keeps only the products not written since it began', async () => {
    const [kept, edited] = [new Types.ObjectId().toHexString(), new Types.ObjectId().toHexString()];
    const readAt = await cache.productWrites();
    await cache.forgetProducts([edited]);
    await cache.keepProducts([doc(kept, 'Scanned'), doc(edited, 'Scanned before the edit')], readAt);
    const load = jest.fn(async (id: string) => doc(id, 'From the database'));
    expect(await names(kept, load)).toBe('Scanned');
    expect(await names(edited, load)).toBe('From the database');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
