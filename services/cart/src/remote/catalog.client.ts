import { Inject, Injectable } from '@nestjs/common';
import { CatalogRpc, ProductSnapshot, REDIS, RpcClient } from '@shop/common';
import type Redis from 'ioredis';
import { productSnapshotKey } from '../cart/cart-keys';
import { CART_ENV, CartEnv } from '../config';

/**
 * Product snapshots from the catalog (RPC catalog.product-snapshots), cached in Redis so reading a
 * cart does not call the catalog every time. The cache is refreshed by product events (see
 * integration-events/product-events.handler.ts) and expires on its own as a safety net.
 */
@Injectable()
export class CatalogClient {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CART_ENV) private readonly env: CartEnv,
  ) {}

  /** Straight from the catalog: used where stock decides (adding, changing quantities, merging). */
  async fresh(ids: string[]): Promise<Map<string, ProductSnapshot>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const snapshots = await this.rpc.request(
      CatalogRpc.productSnapshots,
      { ids: unique },
      this.env.CATALOG_RPC_TIMEOUT_MS,
    );
    await this.remember(snapshots);
    return new Map(snapshots.map((snapshot) => [String(snapshot._id), snapshot]));
  }

  /** Cached where possible: used to show a cart. Products the catalog does not know are absent. */
  async cached(ids: string[]): Promise<Map<string, ProductSnapshot>> {
    const unique = [...new Set(ids)];
    const found = new Map<string, ProductSnapshot>();
    if (!unique.length) return found;
    const stored = await this.redis.mget(unique.map(productSnapshotKey));
    stored.forEach((json, index) => json && found.set(unique[index], JSON.parse(json) as ProductSnapshot));
    const missing = unique.filter((id) => !found.has(id));
    for (const [id, snapshot] of await this.fresh(missing)) found.set(id, snapshot);
    return found;
  }

  async remember(snapshots: ProductSnapshot[]): Promise<void> {
    if (!snapshots.length) return;
    const pipeline = this.redis.pipeline();
    for (const snapshot of snapshots) {
      pipeline.set(
        productSnapshotKey(String(snapshot._id)),
        JSON.stringify(snapshot),
        'EX',
        this.env.SNAPSHOT_CACHE_SECONDS,
      );
    }
    await pipeline.exec();
  }

  async forget(productId: string): Promise<void> {
    await this.redis.del(productSnapshotKey(productId));
  }
}
