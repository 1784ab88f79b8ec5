import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '../redis/redis.tokens';
import { InboxStore } from './inbox.store';

const REMEMBER_SECONDS = 14 * 24 * 3600;
/** A claim outlives any sane handler; if the process dies mid-way, the redelivery can claim again after it. */
const CLAIM_SECONDS = 5 * 60;

@Injectable()
export class RedisInboxStore extends InboxStore {
  constructor(@Inject(REDIS) private readonly redis: Redis) {
    super();
  }

  async claim(consumer: string, eventId: string): Promise<boolean> {
    return (await this.redis.set(key(consumer, eventId), 'handling', 'EX', CLAIM_SECONDS, 'NX')) === 'OK';
  }

  async complete(consumer: string, eventId: string): Promise<void> {
    await this.redis.set(key(consumer, eventId), 'handled', 'EX', REMEMBER_SECONDS);
  }

  async release(consumer: string, eventId: string): Promise<void> {
    await this.redis.del(key(consumer, eventId));
  }
}

const key = (consumer: string, eventId: string) => `inbox:${consumer}:${eventId}`;
