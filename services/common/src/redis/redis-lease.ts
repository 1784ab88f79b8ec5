import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';

/** Deletes the key only while it still holds the caller's token (compare and delete, atomically in Redis). */
const RELEASE_IF_OWNER = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

/**
 * A lease in Redis: a key set only if absent, holding its owner's token, expiring by itself if the
 * owner dies. Document locks and background jobs are both built on it.
 */
export async function takeLease(redis: Redis, key: string, leaseMs: number): Promise<string | undefined> {
  const token = randomUUID();
  return (await redis.set(key, token, 'PX', leaseMs, 'NX')) ? token : undefined;
}

/** Frees the lease if it is still the owner's; false when it lapsed (and perhaps went to someone else). */
export async function releaseLease(redis: Redis, key: string, token: string): Promise<boolean> {
  return Number(await redis.eval(RELEASE_IF_OWNER, 1, key, token)) === 1;
}
