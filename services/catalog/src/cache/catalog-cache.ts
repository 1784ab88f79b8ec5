import { Inject, Injectable, Logger } from '@nestjs/common';
import { REDIS } from '@shop/common';
import type Redis from 'ioredis';
import type { ChainableCommander } from 'ioredis';
import { CATALOG_ENV, CatalogEnv } from '../config';

export const CATALOG_CACHE_VERSION_KEY = 'catalog:cache:version';
/** Bumped when a category or sub-category changes: their names are embedded in cached products. */
export const CATALOG_TAXONOMY_VERSION_KEY = 'catalog:cache:taxonomy-version';
/** Product entries are dropped explicitly on every change; the lifetime only clears out orphans. */
const PRODUCT_TTL_SECONDS = 6 * 3600;
const stockKey = (id: string) => `catalog:stock:${id}`;
/**
 * Every live product's stock as the score of its id (no lifetime): the index the admins' stock levels
 * are read from on both engines (ProductsService.stockLevels; FerretDB filters and sorts by `stock`
 * only by reading the whole collection), and search its sold-out products.
 */
export const STOCK_RANK_KEY = 'catalog:stock-rank';
/** Bounds of a stock range in the rank, as Redis takes them: '-inf', '+inf', '(0' (above 0), a number. */
export type StockRange = [string | number, string | number];
/** Counts product writes; each product's last write is marked with the count it took (see forgetProducts). */
const PRODUCT_WRITES_KEY = 'catalog:product-writes';
const writtenKey = (id: string) => `catalog:product-written:${id}`;
/** Far longer than any read of a product or scan of the catalogue takes. */
const WRITTEN_TTL_SECONDS = 24 * 3600;

/** What every cached entry was made from: entries of other versions are out of date. */
export interface CacheVersions {
  catalogue: string;
  taxonomy: string;
}

export const sameVersions = (a: CacheVersions, b: CacheVersions) =>
  a.catalogue === b.catalogue && a.taxonomy === b.taxonomy;

/**
 * Stock entries read "<stockVersion>:<stock>". One is written only when its version is newer than the
 * entry's (or there is none), so writes that land out of order, and pages filling the cache from an
 * older read, never put back a stock that was already replaced. The stock rank (KEYS[2], member ARGV[4])
 * follows the entry in the same script; a product missing from it is ranked by the entry in force. A
 * product selling out or coming back in the rank (a product missing from it counts as in stock) moves
 * the catalogue version (KEYS[3]) on: search ranks products in stock first, so pages kept from before
 * are out of date, and the sold-out set search reads (outOfStock) is read again.
 */
const SET_STOCK_IF_NEWER = `
local current = redis.call('GET', KEYS[1])
local stock = ARGV[2]
local written = 1
if current then
  local version = tonumber(string.match(current, '^(%d+):'))
  if version and version >= tonumber(ARGV[1]) then
    stock = string.sub(current, string.find(current, ':') + 1)
    written = 0
  end
end
if written == 1 then redis.call('SET', KEYS[1], ARGV[1] .. ':' .. ARGV[2], 'EX', ARGV[3]) end
local ranked = redis.call('ZSCORE', KEYS[2], ARGV[4])
if written == 1 or not ranked then
  redis.call('ZADD', KEYS[2], stock, ARGV[4])
  local was_sold_out = ranked and tonumber(ranked) <= 0 or false
  if was_sold_out ~= (tonumber(stock) <= 0) then redis.call('INCR', KEYS[3]) end
end
return written`;

/**
 * Keeps a product document read when the write count stood at ARGV[1], unless the product was written
 * since (its mark is newer): a read that raced an edit would otherwise put the old document back.
 */
const KEEP_PRODUCT_IF_UNWRITTEN = `
local written = tonumber(redis.call('GET', KEYS[2]) or '0')
if written > tonumber(ARGV[1]) then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3])
return 1`;

/** Marks each product (KEYS) as written at a new write count, atomically with taking the count. */
const MARK_PRODUCTS_WRITTEN = `
local count = redis.call('INCR', '${PRODUCT_WRITES_KEY}')
for _, key in ipairs(KEYS) do redis.call('SET', key, count, 'EX', ARGV[1]) end
return count`;

type StockVersioned = { stock?: number; stockVersion?: number };

interface CacheCommands {
  setStockIfNewer(
    key: string,
    rankKey: string,
    versionKey: string,
    version: number,
    stock: number,
    ttlSeconds: number,
    id: string,
  ): Promise<number>;
  keepProductIfUnwritten(
    key: string,
    writtenKey: string,
    readAt: string,
    document: string,
    ttlSeconds: number,
  ): Promise<number>;
  markProductsWritten(count: number, ...args: (string | number)[]): Promise<number>;
}

const stockOf = (entry: string) => Number(entry.slice(entry.indexOf(':') + 1));

/**
 * Hot reads kept in Redis. Pages and lists embed a catalogue version; a write bumps the version, so all
 * earlier entries stop being read at once (they expire on their own). Product documents are kept one
 * entry each and dropped only when that product changes (or a category is renamed), so pages built
 * after any write still read most of their products from here. Each drop also marks the product with
 * the write count it took, and a document read from the database is kept only if its product was not
 * written since the read began: a read racing an edit cannot put the old document back. Stock changes
 * with every sale, so it has entries of its own, written by each stock change with the product's stock
 * version (only a newer one replaces an entry) and laid over the product entries on every read; a stock
 * entry that could not be written during a Redis outage is dropped as soon as Redis answers again. A
 * Redis outage only costs speed.
 */
@Injectable()
export class CatalogCache {
  private readonly logger = new Logger('CatalogCache');
  private readonly ttlSeconds: number;
  /** Products whose stock entry may be stale: writing it failed, so it is dropped once Redis is back. */
  private readonly staleStock = new Set<string>();
  /** The sold-out products as last read, and the catalogue version they were read at (outOfStock). */
  private soldOut?: { version: string; ids: ReadonlySet<string> };

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CATALOG_ENV) env: CatalogEnv,
  ) {
    this.ttlSeconds = env.CACHE_TTL_SECONDS;
    if (!('setStockIfNewer' in redis))
      redis.defineCommand('setStockIfNewer', { numberOfKeys: 3, lua: SET_STOCK_IF_NEWER });
    if (!('keepProductIfUnwritten' in redis))
      redis.defineCommand('keepProductIfUnwritten', { numberOfKeys: 2, lua: KEEP_PRODUCT_IF_UNWRITTEN });
    if (!('markProductsWritten' in redis)) redis.defineCommand('markProductsWritten', { lua: MARK_PRODUCTS_WRITTEN });
  }

  async remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    let entryKey: string;
    try {
      entryKey = this.entryKey(await this.version(), key);
      const cached = await this.redis.get(entryKey);
      if (cached !== null) return JSON.parse(cached) as T;
    } catch (error) {
      this.logger.warn(`cache unavailable: ${(error as Error).message}`);
      return load();
    }
    const value = await load();
    this.redis
      .set(entryKey, JSON.stringify(value), 'EX', this.ttlSeconds)
      .catch((error: Error) => this.logger.warn(`not cached: ${error.message}`));
    return value;
  }

  /**
   * Each product from its own entry with its live stock, loading (and keeping) the ones not cached;
   * null where load finds none. A product whose stock entry is missing is read afresh.
   */
  async products<T extends StockVersioned>(
    ids: string[],
    load: (id: string) => Promise<T | null>,
  ): Promise<(Omit<T, 'stockVersion'> | null)[]> {
    if (!ids.length) return [];
    let keys: string[];
    let cached: (string | null)[];
    let readAt: string;
    try {
      await this.dropStaleStock();
      keys = await this.productKeys(ids);
      const [writes, ...entries] = await this.redis.mget([PRODUCT_WRITES_KEY, ...keys, ...ids.map(stockKey)]);
      [readAt, cached] = [writes ?? '0', entries];
    } catch (error) {
      this.logger.warn(`cache unavailable: ${(error as Error).message}`);
      return Promise.all(ids.map(async (id) => withoutVersion(await load(id))));
    }
    return Promise.all(
      ids.map(async (id, index) => {
        const [document, stock] = [cached[index], cached[ids.length + index]];
        if (document !== null && stock !== null)
          return { ...(JSON.parse(document) as Omit<T, 'stockVersion'>), stock: stockOf(stock) };
        const value = await load(id);
        if (value !== null) {
          const batch = this.redis.multi();
          queueKeep(batch, keys[index], id, value, readAt);
          batch.exec().catch((error: Error) => this.logger.warn(`not cached: ${error.message}`));
        }
        return withoutVersion(value);
      }),
    );
  }

  /**
   * The product write count now: documents read after this may be kept (keepProducts), except those of
   * products written since, whose read may have come before the write.
   */
  async productWrites(): Promise<string> {
    return (await this.redis.get(PRODUCT_WRITES_KEY)) ?? '0';
  }

  /** The versions in force now. Read before an answer is made, they are the oldest it can be of. */
  async versions(): Promise<CacheVersions> {
    const [catalogue, taxonomy] = await this.redis.mget(CATALOG_CACHE_VERSION_KEY, CATALOG_TAXONOMY_VERSION_KEY);
    return { catalogue: catalogue ?? '0', taxonomy: taxonomy ?? '0' };
  }

  /**
   * The versions in force and these products' live stock (null where a product has no stock entry),
   * in one round trip: what an answer kept in memory needs to be served exactly.
   */
  async liveStock(ids: string[]): Promise<{ versions: CacheVersions; stocks: (number | null)[] }> {
    const [catalogue, taxonomy, ...stocks] = await this.redis.mget(
      CATALOG_CACHE_VERSION_KEY,
      CATALOG_TAXONOMY_VERSION_KEY,
      ...ids.map(stockKey),
    );
    return {
      versions: { catalogue: catalogue ?? '0', taxonomy: taxonomy ?? '0' },
      stocks: stocks.map((entry) => (entry === null ? null : stockOf(entry))),
    };
  }

  /** Called right after a product's stock was written, with the version that write gave it. */
  async setStock(id: string, stock: number, stockVersion: number): Promise<void> {
    try {
      await this.dropStaleStock();
      await (this.redis as unknown as CacheCommands).setStockIfNewer(
        stockKey(id),
        STOCK_RANK_KEY,
        CATALOG_CACHE_VERSION_KEY,
        stockVersion,
        stock,
        PRODUCT_TTL_SECONDS,
        id,
      );
    } catch (error) {
      this.logger.error(
        `stock of ${id} not cached (the old entry is dropped when Redis is back): ${(error as Error).message}`,
      );
      this.staleStock.add(id);
    }
  }

  /**
   * Caches these product documents and their stock (as read by a full scan that began when the write
   * count was `readAt`), so pages need not read them again. A product written since the scan began is
   * not kept (its document may predate the write); a sale since has written a newer stock version, which stays.
   */
  async keepProducts<T extends { _id: unknown } & StockVersioned>(products: T[], readAt: string): Promise<void> {
    try {
      const keys = await this.productKeys(products.map((product) => String(product._id)));
      const batch = this.redis.pipeline();
      products.forEach((product, index) => queueKeep(batch, keys[index], String(product._id), product, readAt));
      await batch.exec();
    } catch (error) {
      this.logger.warn(`products not cached: ${(error as Error).message}`);
    }
  }

  /**
   * Called after these products were written (their stock included). Also moves the catalogue version
   * on, in the same transaction: answers kept whole (http-cache/cached-answers.ts) embed the documents.
   */
  async forgetProducts(ids: string[]): Promise<void> {
    if (!ids.length) return;
    try {
      const keys = await this.productKeys(ids);
      const batch = this.redis.multi();
      // Marked in the same transaction as the drop: a read that began before it cannot keep its document after it.
      (batch as unknown as CacheCommands).markProductsWritten(ids.length, ...ids.map(writtenKey), WRITTEN_TTL_SECONDS);
      await batch
        .del(...keys)
        .incr(CATALOG_CACHE_VERSION_KEY)
        .exec();
    } catch (error) {
      this.logger.error(
        `could not drop cached products (they expire within ${this.ttlSeconds}s): ${(error as Error).message}`,
      );
    }
  }

  /**
   * Ranks these products by the stock they were read with, as a stock write does (a newer stock entry
   * wins), and drops the others (deleted) from the rank.
   */
  async rankStock(live: (StockVersioned & { _id: unknown })[], gone: string[]): Promise<void> {
    const batch = this.redis.pipeline();
    const commands = batch as unknown as CacheCommands;
    for (const product of live) {
      const id = String(product._id);
      commands.setStockIfNewer(
        stockKey(id),
        STOCK_RANK_KEY,
        CATALOG_CACHE_VERSION_KEY,
        product.stockVersion ?? 0,
        product.stock ?? 0,
        PRODUCT_TTL_SECONDS,
        id,
      );
    }
    if (gone.length) batch.zrem(STOCK_RANK_KEY, ...gone);
    await batch.exec();
  }

  /**
   * A page of the ranked products with a stock in [min, max] (Redis score bounds: '-inf', '(0' for
   * above 0, a number), by stock (then id), lowest or highest first, as [id, stock] pairs, and how many
   * are in the range: a range read and a count of the sorted set, whatever the catalogue's size.
   */
  async stockPage(
    [min, max]: StockRange,
    order: 'asc' | 'desc',
    skip: number,
    count: number,
  ): Promise<{ ranked: [string, number][]; total: number }> {
    const batch = this.redis.pipeline().zcount(STOCK_RANK_KEY, min, max);
    if (order === 'asc') batch.zrangebyscore(STOCK_RANK_KEY, min, max, 'WITHSCORES', 'LIMIT', skip, count);
    else batch.zrevrangebyscore(STOCK_RANK_KEY, max, min, 'WITHSCORES', 'LIMIT', skip, count);
    const [[countError, total], [rangeError, flat]] = (await batch.exec()) as [Error | null, unknown][];
    if (countError || rangeError) throw countError ?? rangeError;
    const ranked: [string, number][] = [];
    const pairs = flat as string[];
    for (let i = 0; i < pairs.length; i += 2) ranked.push([pairs[i], Number(pairs[i + 1])]);
    return { ranked, total: Number(total) };
  }

  /** How many ranked products have a stock in each range. */
  async stockCounts(ranges: StockRange[]): Promise<number[]> {
    const batch = this.redis.pipeline();
    for (const [min, max] of ranges) batch.zcount(STOCK_RANK_KEY, min, max);
    return ((await batch.exec()) as [Error | null, unknown][]).map(([error, count]) => {
      if (error) throw error;
      return Number(count);
    });
  }

  /**
   * The products ranked with no stock left (few, in a shop that restocks): search ranks them below the
   * others at equal relevance. Read again only when the catalogue version moved (a product selling out
   * or coming back moves it, SET_STOCK_IF_NEWER): one GET per search instead of thousands of ids. The
   * version is read before the set, so the set kept is never older than the version it is kept under.
   * When Redis does not answer, every product counts as in stock.
   */
  async outOfStock(): Promise<ReadonlySet<string>> {
    try {
      const version = await this.version();
      if (this.soldOut?.version !== version) {
        this.soldOut = { version, ids: new Set(await this.redis.zrangebyscore(STOCK_RANK_KEY, '-inf', 0)) };
      }
      return this.soldOut.ids;
    } catch (error) {
      this.logger.warn(`stock rank not read: ${(error as Error).message}`);
      return new Set();
    }
  }

  /** Called after a category or sub-category was written. */
  async invalidateTaxonomy(): Promise<void> {
    try {
      await this.redis.incr(CATALOG_TAXONOMY_VERSION_KEY);
    } catch (error) {
      this.logger.error(`could not invalidate cached products: ${(error as Error).message}`);
    }
    await this.invalidate();
  }

  /** Called after every write to the catalogue. */
  async invalidate(): Promise<void> {
    try {
      await this.redis.incr(CATALOG_CACHE_VERSION_KEY);
    } catch (error) {
      this.logger.error(
        `could not invalidate the cache (entries expire within ${this.ttlSeconds}s): ${(error as Error).message}`,
      );
    }
  }

  private async dropStaleStock(): Promise<void> {
    if (!this.staleStock.size) return;
    const ids = [...this.staleStock];
    await this.redis.del(...ids.map(stockKey));
    ids.forEach((id) => this.staleStock.delete(id));
  }

  private async version(): Promise<string> {
    return (await this.redis.get(CATALOG_CACHE_VERSION_KEY)) ?? '0';
  }

  private async productKeys(ids: string[]): Promise<string[]> {
    const taxonomy = (await this.redis.get(CATALOG_TAXONOMY_VERSION_KEY)) ?? '0';
    return ids.map((id) => `catalog:product:${taxonomy}:${id}`);
  }

  private entryKey(version: string, key: string): string {
    return `catalog:cache:${version}:${key}`;
  }
}

/**
 * Queues keeping one product read from the database when the write count stood at `readAt`: its
 * document (unless the product was written since) and its stock (unless a newer version is there).
 */
function queueKeep(batch: ChainableCommander, key: string, id: string, product: StockVersioned, readAt: string): void {
  const commands = batch as unknown as CacheCommands;
  commands.keepProductIfUnwritten(
    key,
    writtenKey(id),
    readAt,
    JSON.stringify(withoutVersion(product)),
    PRODUCT_TTL_SECONDS,
  );
  commands.setStockIfNewer(
    stockKey(id),
    STOCK_RANK_KEY,
    CATALOG_CACHE_VERSION_KEY,
    product.stockVersion ?? 0,
    product.stock ?? 0,
    PRODUCT_TTL_SECONDS,
    id,
  );
}

/** The stock version is the cache's business only: it never reaches a cached document or the API. */
function withoutVersion<T extends StockVersioned>(product: T): Omit<T, 'stockVersion'>;
function withoutVersion<T extends StockVersioned>(product: T | null): Omit<T, 'stockVersion'> | null;
function withoutVersion<T extends StockVersioned>(product: T | null): Omit<T, 'stockVersion'> | null {
  if (!product) return null;
  const { stockVersion: _version, ...rest } = product;
  return rest;
}
