import { Inject, Injectable, Logger } from '@nestjs/common';
import { REDIS } from '@shop/common';
import type Redis from 'ioredis';
import { CATALOG_ENV, CatalogEnv } from '../config';

export const CATALOG_CACHE_VERSION_KEY = 'catalog:cache:version';
/** Bumped when a category or sub-category changes: their names are embedded in cached products. */
export const CATALOG_TAXONOMY_VERSION_KEY = 'catalog:cache:taxonomy-version';
/** Product entries are dropped explicitly on every change; the lifetime only clears out orphans. */
const PRODUCT_TTL_SECONDS = 6 * 3600;

/**
 * Hot reads kept in Redis. Pages and lists embed a catalogue version; a write bumps the version, so all
 * earlier entries stop being read at once (they expire on their own). Product documents are kept one
 * entry each and dropped only when that product changes (or a category is renamed), so pages built
 * after any write still read most of their products from here. A Redis outage only costs speed.
 */
@Injectable()
export class CatalogCache {
  private readonly logger = new Logger('CatalogCache');
  private readonly ttlSeconds: number;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CATALOG_ENV) env: CatalogEnv,
  ) {
    this.ttlSeconds = env.CACHE_TTL_SECONDS;
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
    this.redis.set(entryKey, JSON.stringify(value), 'EX', this.ttlSeconds).catch((error: Error) => this.logger.warn(`not cached: ${error.message}`));
    return value;
  }

  /** Each product from its own entry, loading (and keeping) the ones not cached; null where load finds none. */
  async products<T>(ids: string[], load: (id: string) => Promise<T | null>): Promise<(T | null)[]> {
    if (!ids.length) return [];
    let keys: string[];
    let cached: (string | null)[];
    try {
      keys = await this.productKeys(ids);
      cached = await this.redis.mget(keys);
    } catch (error) {
      this.logger.warn(`cache unavailable: ${(error as Error).message}`);
      return Promise.all(ids.map(load));
    }
    return Promise.all(
      ids.map(async (id, index) => {
        if (cached[index] !== null) return JSON.parse(cached[index]) as T;
        const value = await load(id);
        if (value !== null) {
          this.redis.set(keys[index], JSON.stringify(value), 'EX', PRODUCT_TTL_SECONDS).catch((error: Error) => this.logger.warn(`not cached: ${error.message}`));
        }
        return value;
      }),
    );
  }

  /** Caches these product documents (as read by a full scan), so pages need not read them again. */
  async keepProducts<T extends { _id: unknown }>(products: T[]): Promise<void> {
    try {
      const keys = await this.productKeys(products.map((product) => String(product._id)));
      const batch = this.redis.pipeline();
      products.forEach((product, index) => batch.set(keys[index], JSON.stringify(product), 'EX', PRODUCT_TTL_SECONDS));
      await batch.exec();
    } catch (error) {
      this.logger.warn(`products not cached: ${(error as Error).message}`);
    }
  }

  /** Called after these products were written (their stock included). */
  async forgetProducts(ids: string[]): Promise<void> {
    if (!ids.length) return;
    try {
      await this.redis.del(...(await this.productKeys(ids)));
    } catch (error) {
      this.logger.error(`could not drop cached products (they expire within ${this.ttlSeconds}s): ${(error as Error).message}`);
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
      this.logger.error(`could not invalidate the cache (entries expire within ${this.ttlSeconds}s): ${(error as Error).message}`);
    }
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
