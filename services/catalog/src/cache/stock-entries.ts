// Stock changes with every sale, so it is kept in Redis apart from the product documents and laid over
// them on every read: checkouts and cart additions take it from here instead of reading each product
// from FerretDB (deploy/k6/results/checkout-benchmark.md, 2026-11-24T09:16Z).
import { Inject, Injectable, Logger } from '@nestjs/common';
import { REDIS } from '@shop/common';
import type Redis from 'ioredis';
import type { ChainableCommander } from 'ioredis';
import { luaScript } from './lua-script';
import { STOCK_RANK_KEY } from './stock-rank';
import { CATALOG_CACHE_VERSION_KEY, CATALOG_TAXONOMY_VERSION_KEY, CacheVersions } from './versioned-cache';

export const stockKey = (id: string) => `catalog:stock:${id}`;
/** Entries are written on every stock change; the lifetime only clears out orphans. */
const STOCK_TTL_SECONDS = 6 * 3600;

/**
 * Writes a stock entry only when its version is newer than the entry's, so writes that land out of
 * order, and pages filling the cache from an older read, never put back a stock already replaced. The
 * rank follows the entry in the same script, and a product selling out or coming back moves the
 * catalogue version on: search ranks products in stock first, so pages kept from before are out of
 * date, and the sold-out set search reads (StockRank.outOfStock) is read again.
 */
const SET_STOCK_IF_NEWER = luaScript('set-stock-if-newer.lua');

/** A product as read from the database: its stock and the version the last stock write gave it. */
export type StockVersioned = { stock?: number; stockVersion?: number };

/** The keys and arguments of SET_STOCK_IF_NEWER for one product's stock. */
const stockWrite = (id: string, stock: number, stockVersion: number) =>
  [stockKey(id), STOCK_RANK_KEY, CATALOG_CACHE_VERSION_KEY, stockVersion, stock, STOCK_TTL_SECONDS, id] as const;

interface StockCommands {
  setStockIfNewer(...args: ReturnType<typeof stockWrite>): Promise<number>;
}

/** The stock of an entry ("<stockVersion>:<stock>"). */
export const stockOf = (entry: string) => Number(entry.slice(entry.indexOf(':') + 1));

/**
 * Each product's live stock, written by each stock change with the product's stock version (only a
 * newer one replaces an entry), and the stock rank beside it. A stock entry that could not be written
 * during a Redis outage is dropped as soon as Redis answers again.
 */
@Injectable()
export class StockEntries {
  private readonly logger = new Logger('StockEntries');
  /** Products whose stock entry may be stale: writing it failed, so it is dropped once Redis is back. */
  private readonly staleStock = new Set<string>();

  constructor(@Inject(REDIS) private readonly redis: Redis) {
    if (!('setStockIfNewer' in redis))
      redis.defineCommand('setStockIfNewer', { numberOfKeys: 3, lua: SET_STOCK_IF_NEWER });
  }

  /** Called right after a product's stock was written, with the version that write gave it. */
  async setStock(id: string, stock: number, stockVersion: number): Promise<void> {
    try {
      await this.dropStale();
      await (this.redis as unknown as StockCommands).setStockIfNewer(...stockWrite(id, stock, stockVersion));
    } catch (error) {
      this.logger.error(
        `stock of ${id} not cached (the old entry is dropped when Redis is back): ${(error as Error).message}`,
      );
      this.staleStock.add(id);
    }
  }

  /**
   * Ranks these products by the stock they were read with, as a stock write does (a newer stock entry
   * wins), and drops the others (deleted) from the rank.
   */
  async rankStock(live: (StockVersioned & { _id: unknown })[], gone: string[]): Promise<void> {
    const batch = this.redis.pipeline();
    for (const product of live)
      this.queueWrite(batch, String(product._id), product.stock ?? 0, product.stockVersion ?? 0);
    if (gone.length) batch.zrem(STOCK_RANK_KEY, ...gone);
    await batch.exec();
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

  /** Queues writing a product's stock entry and rank on `batch`, unless a newer version is there. */
  queueWrite(batch: ChainableCommander, id: string, stock: number, stockVersion: number): void {
    (batch as unknown as StockCommands).setStockIfNewer(...stockWrite(id, stock, stockVersion));
  }

  /** Drops the entries that failed to be written, before anything reads or writes stock again. */
  async dropStale(): Promise<void> {
    if (!this.staleStock.size) return;
    const ids = [...this.staleStock];
    await this.redis.del(...ids.map(stockKey));
    ids.forEach((id) => this.staleStock.delete(id));
  }
}
