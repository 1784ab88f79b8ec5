// The admins' stock levels are a range read of a sorted set in Redis on both engines, because FerretDB
// filters and sorts by `stock` only by reading the whole collection (deploy/k6/results/scale-benchmark.md,
// the 14-day admin summary's low-stock list), and search reads its sold-out products from the same set
// only when stock moves (deploy/k6/results/search-benchmark.md).
import { Inject, Injectable, Logger } from '@nestjs/common';
import { REDIS } from '@shop/common';
import type Redis from 'ioredis';
import { CATALOG_CACHE_VERSION_KEY } from './versioned-cache';

/**
 * Every live product's stock as the score of its id (no lifetime), written with the product's stock
 * entry (StockEntries); a product missing from it is ranked by the entry in force.
 */
export const STOCK_RANK_KEY = 'catalog:stock-rank';
/** Bounds of a stock range in the rank, as Redis takes them: '-inf', '+inf', '(0' (above 0), a number. */
export type StockRange = [string | number, string | number];

/** Reads of the stock rank: pages and counts of products by stock, and the sold-out set. */
@Injectable()
export class StockRank {
  private readonly logger = new Logger('StockRank');
  /** The sold-out products as last read, and the catalogue version they were read at (outOfStock). */
  private soldOut?: { version: string; ids: ReadonlySet<string> };

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

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
   * or coming back moves it, set-stock-if-newer.lua): one GET per search instead of thousands of ids.
   * The version is read before the set, so the set kept is never older than the version it is kept
   * under. When Redis does not answer, every product counts as in stock.
   */
  async outOfStock(): Promise<ReadonlySet<string>> {
    try {
      const version = (await this.redis.get(CATALOG_CACHE_VERSION_KEY)) ?? '0';
      if (this.soldOut?.version !== version) {
        this.soldOut = { version, ids: new Set(await this.redis.zrangebyscore(STOCK_RANK_KEY, '-inf', 0)) };
      }
      return this.soldOut.ids;
    } catch (error) {
      this.logger.warn(`stock rank not read: ${(error as Error).message}`);
      return new Set();
    }
  }
}
