import { Inject, Injectable, Logger } from '@nestjs/common';
import { REDIS } from '@shop/common';
import type Redis from 'ioredis';
import { CATALOG_ENV, CatalogEnv } from '../config';

export const CATALOG_CACHE_VERSION_KEY = 'catalog:cache:version';

/**
 * Hot reads kept in Redis. Every key embeds a catalogue version; a write bumps the version, so all
 * earlier entries stop being read at once (they expire on their own). A Redis outage only costs speed.
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

  private entryKey(version: string, key: string): string {
    return `catalog:cache:${version}:${key}`;
  }
}
