// Product documents are kept one entry each and dropped only when that product changes, so the pages a
// write drops are rebuilt mostly from here (deploy/k6/results/catalog-benchmark.md: 669 product lists/s
// while writes drop the pages every 20 ms; 73/s when they drop the documents too and the index is rescanned).
import { Inject, Injectable, Logger } from '@nestjs/common';
import { REDIS } from '@shop/common';
import type Redis from 'ioredis';
import type { ChainableCommander } from 'ioredis';
import { luaScript } from './lua-script';
import { StockEntries, stockKey, stockOf, StockVersioned } from './stock-entries';
import { CATALOG_CACHE_VERSION_KEY, CATALOG_TAXONOMY_VERSION_KEY } from './versioned-cache';

/** Product entries are dropped explicitly on every change; the lifetime only clears out orphans. */
const PRODUCT_TTL_SECONDS = 6 * 3600;
/** Counts product writes; each product's last write is marked with the count it took (forgetProducts). */
const PRODUCT_WRITES_KEY = 'catalog:product-writes';
const writtenKey = (id: string) => `catalog:product-written:${id}`;
/** Far longer than any read of a product or scan of the catalogue takes. */
const WRITTEN_TTL_SECONDS = 24 * 3600;

/**
 * Keeps a product document read at a given write count, unless the product was written since (its
 * mark is newer): a read that raced an edit would otherwise put the old document back.
 */
const KEEP_PRODUCT_IF_UNWRITTEN = luaScript('keep-product-if-unwritten.lua');
/** Marks products as written at a new write count, atomically with taking the count. */
const MARK_PRODUCTS_WRITTEN = luaScript('mark-products-written.lua');

interface DocumentCommands {
  keepProductIfUnwritten(
    key: string,
    writtenKey: string,
    readAt: string,
    document: string,
    ttlSeconds: number,
  ): Promise<number>;
  markProductsWritten(numberOfKeys: number, ...args: (string | number)[]): Promise<number>;
}

/**
 * Each product's document in an entry of its own, with its live stock laid over it from its stock
 * entry on every read. Each drop also marks the product with the write count it took, and a document
 * read from the database is kept only if its product was not written since the read began. A Redis
 * outage only costs speed.
 */
@Injectable()
export class ProductDocuments {
  private readonly logger = new Logger('ProductDocuments');

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly stock: StockEntries,
  ) {
    if (!('keepProductIfUnwritten' in redis))
      redis.defineCommand('keepProductIfUnwritten', { numberOfKeys: 2, lua: KEEP_PRODUCT_IF_UNWRITTEN });
    if (!('markProductsWritten' in redis)) redis.defineCommand('markProductsWritten', { lua: MARK_PRODUCTS_WRITTEN });
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
      await this.stock.dropStale();
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
          this.queueKeep(batch, keys[index], id, value, readAt);
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

  /**
   * Caches these product documents and their stock (as read by a full scan that began when the write
   * count was `readAt`), so pages need not read them again. A product written since the scan began is
   * not kept (its document may predate the write); a sale since has written a newer stock version, which stays.
   */
  async keepProducts<T extends { _id: unknown } & StockVersioned>(products: T[], readAt: string): Promise<void> {
    try {
      const keys = await this.productKeys(products.map((product) => String(product._id)));
      const batch = this.redis.pipeline();
      products.forEach((product, index) => this.queueKeep(batch, keys[index], String(product._id), product, readAt));
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
      (batch as unknown as DocumentCommands).markProductsWritten(
        ids.length + 1,
        PRODUCT_WRITES_KEY,
        ...ids.map(writtenKey),
        WRITTEN_TTL_SECONDS,
      );
      await batch
        .del(...keys)
        .incr(CATALOG_CACHE_VERSION_KEY)
        .exec();
    } catch (error) {
      this.logger.error(
        `could not drop cached products (they expire within ${PRODUCT_TTL_SECONDS}s): ${(error as Error).message}`,
      );
    }
  }

  private async productKeys(ids: string[]): Promise<string[]> {
    const taxonomy = (await this.redis.get(CATALOG_TAXONOMY_VERSION_KEY)) ?? '0';
    return ids.map((id) => `catalog:product:${taxonomy}:${id}`);
  }

  /**
   * Queues keeping one product read from the database when the write count stood at `readAt`: its
   * document (unless the product was written since) and its stock (unless a newer version is there).
   */
  private queueKeep(batch: ChainableCommander, key: string, id: string, product: StockVersioned, readAt: string): void {
    (batch as unknown as DocumentCommands).keepProductIfUnwritten(
      key,
      writtenKey(id),
      readAt,
      JSON.stringify(withoutVersion(product)),
      PRODUCT_TTL_SECONDS,
    );
    this.stock.queueWrite(batch, id, product.stock ?? 0, product.stockVersion ?? 0);
  }
}

/** The stock version is the cache's business only: it never reaches a cached document or the API. */
function withoutVersion<T extends StockVersioned>(product: T): Omit<T, 'stockVersion'>;
function withoutVersion<T extends StockVersioned>(product: T | null): Omit<T, 'stockVersion'> | null;
function withoutVersion<T extends StockVersioned>(product: T | null): Omit<T, 'stockVersion'> | null {
  if (!product) return null;
  const { stockVersion: _version, ...rest } = product;
  return rest;
}
