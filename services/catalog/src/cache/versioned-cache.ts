// Pages and lists are read through Redis under a version that one INCR moves on at any catalogue write,
// so no write has to find the entries it makes stale (reads while writes drop the pages every 20 ms:
// deploy/k6/results/catalog-benchmark.md).
import { Inject, Injectable, Logger } from '@nestjs/common';
import { REDIS } from '@shop/common';
import type Redis from 'ioredis';
import { CATALOG_ENV, CatalogEnv } from '../config';

/** Moved on by every catalogue write: entries made under an older version are never read again. */
export const CATALOG_CACHE_VERSION_KEY = 'catalog:cache:version';
/** Bumped when a category or sub-category changes: their names are embedded in cached products. */
export const CATALOG_TAXONOMY_VERSION_KEY = 'catalog:cache:taxonomy-version';

/** What every cached entry was made from: entries of other versions are out of date. */
export interface CacheVersions {
  catalogue: string;
  taxonomy: string;
}

export const sameVersions = (a: CacheVersions, b: CacheVersions) =>
  a.catalogue === b.catalogue && a.taxonomy === b.taxonomy;

/**
 * Read-through entries keyed by the catalogue version: a write moves the version on, so every earlier
 * entry stops being read at once (they expire on their own). A Redis outage only costs speed.
 */
@Injectable()
export class VersionedCache {
  private readonly logger = new Logger('VersionedCache');
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
      entryKey = `catalog:cache:${await this.catalogueVersion()}:${key}`;
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

  /** The versions in force now. Read before an answer is made, they are the oldest it can be of. */
  async versions(): Promise<CacheVersions> {
    const [catalogue, taxonomy] = await this.redis.mget(CATALOG_CACHE_VERSION_KEY, CATALOG_TAXONOMY_VERSION_KEY);
    return { catalogue: catalogue ?? '0', taxonomy: taxonomy ?? '0' };
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

  private async catalogueVersion(): Promise<string> {
    return (await this.redis.get(CATALOG_CACHE_VERSION_KEY)) ?? '0';
  }
}
