import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '../redis/redis.tokens';
import { InboxStore } from './inbox.store';

const REMEMBER_SECONDS = 14 * 24 * 3600;

@Injectable()
export class RedisInboxStore extends InboxStore {
  constructor(@Inject(REDIS) private readonly redis: Redis) {
    super();
  }

  async hasHandled(consumer: string, eventId: string): Promise<boolean> {
    return (await this.redis.exists(key(consumer, eventId))) === 1;
  }

  async markHandled(consumer: string, eventId: string): Promise<void> {
    await this.redis.set(key(consumer, eventId), '1', 'EX', REMEMBER_SECONDS);
  }
}

const key = (consumer: string, eventId: string) => `inbox:${consumer}:${eventId}`;
