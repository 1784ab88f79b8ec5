import { Inject, Injectable } from '@nestjs/common';
import { REDIS } from '@shop/common';
import type Redis from 'ioredis';
import { BLOCK_SIZE, blockOf, slotOf } from './order-buckets';

/** A slot's count outlives the slot by a day: an order created late in a slot still finds it. */
const COUNT_TTL_SECONDS = 86_400 + 600;
const countKey = (slot: string) => `order:created:${slot}`;

/**
 * Numbers the orders created in each ten minutes, in Redis (one INCR, shared by every replica), and
 * so gives each order its block (Order.createdBlock, order-buckets.ts). Numbers are not kept in the
 * order database: a slot's count is needed only while orders are created in it and the admin list
 * reads its newest blocks. Were Redis emptied mid-slot, numbering would start again and that slot's
 * blocks would hold up to twice BLOCK_SIZE orders: still bounded, and every order still listed.
 */
@Injectable()
export class CreatedBlocks {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** The block of an order created at `at`. */
  async next(at: Date): Promise<string> {
    const slot = slotOf(at);
    const [[error, number]] = (await this.redis
      .multi()
      .incr(countKey(slot))
      .expire(countKey(slot), COUNT_TTL_SECONDS)
      .exec()) as [[Error | null, number], [Error | null, number]];
    if (error) throw error;
    return blockOf(slot, number);
  }

  /**
   * The newest blocks of ten minutes `slot`, newest first: the last one numbered and the one before,
   * where orders just created are (the counts follow them within moments, so pages read these
   * whether or not they are counted yet).
   */
  async newest(slot: string): Promise<string[]> {
    const created = Number(await this.redis.get(countKey(slot)));
    if (!created) return [];
    const last = blockOf(slot, created);
    return created > BLOCK_SIZE ? [last, blockOf(slot, created - BLOCK_SIZE)] : [last];
  }
}
