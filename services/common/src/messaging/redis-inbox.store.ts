import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '../redis/redis.tokens';
import { Claim, InboxStore } from './inbox.store';

const REMEMBER_SECONDS = 14 * 24 * 3600;
/**
 * A claim outlives any sane handler (their calls time out within seconds); if the process dies
 * mid-way, the redelivered event waits for the claim to lapse, then is handled: a minute at most.
 */
const CLAIM_SECONDS = 60;
/** Claims the event, or answers what holds it; one script, so nothing changes between the two. */
const CLAIM_SCRIPT = `
if redis.call('SET', KEYS[1], 'handling', 'EX', ARGV[1], 'NX') then return 'claimed' end
if redis.call('GET', KEYS[1]) == 'handled' then return 'handled' end
return 'busy'`;

@Injectable()
export class RedisInboxStore extends InboxStore {
  constructor(@Inject(REDIS) private readonly redis: Redis) {
    super();
  }

  async claim(consumer: string, eventId: string): Promise<Claim> {
    return (await this.redis.eval(CLAIM_SCRIPT, 1, key(consumer, eventId), CLAIM_SECONDS)) as Claim;
  }

  async complete(consumer: string, eventId: string): Promise<void> {
    await this.redis.set(key(consumer, eventId), 'handled', 'EX', REMEMBER_SECONDS);
  }

  async release(consumer: string, eventId: string): Promise<void> {
    await this.redis.del(key(consumer, eventId));
  }
}

const key = (consumer: string, eventId: string) => `inbox:${consumer}:${eventId}`;
