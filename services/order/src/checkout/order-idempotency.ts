import { Inject, Injectable } from '@nestjs/common';
import { CartLine, REDIS } from '@shop/common';
import type Redis from 'ioredis';
import { createHash } from 'node:crypto';
import { ORDER_ENV, OrderEnv } from '../config';
import { InvalidIdempotencyKey, OrderInProgress } from '../order.errors';

const RUNNING = 'running';
const POLL_MS = 50;
/** Deletes the key only while it still holds the answer that was found stale (no one replaced it meanwhile). */
const DELETE_IF_UNCHANGED =
  "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";
/** A client's Idempotency-Key holds its answer this long (a retried request gets the same order). */
const CLIENT_KEY_TTL_SECONDS = 24 * 3600;

export interface IdempotencyKey {
  key: string;
  ttlSeconds: number;
}

/**
 * Places an order once per request, however often it is sent. The key is the client's Idempotency-Key
 * header when it sends one, otherwise the cart itself (the spec's client sends no header): identical
 * requests for the same cart lines and address within ORDER_IDEMPOTENCY_WINDOW_SECONDS are one order. The
 * first request claims the key in Redis; the others wait for its answer and give the same one. A
 * request that fails frees the key, so trying again works, and so does an answer `stillValid` rejects
 * (a card checkout whose order was cancelled meanwhile: the shopper starts a new one).
 */
@Injectable()
export class OrderIdempotency {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(ORDER_ENV) private readonly env: OrderEnv,
  ) {}

  fromHeader(kind: string, userId: string, header: string): IdempotencyKey {
    if (!/^[\x21-\x7e]{1,200}$/.test(header)) throw new InvalidIdempotencyKey();
    return { key: `order:once:${userId}:${kind}:key:${header}`, ttlSeconds: CLIENT_KEY_TTL_SECONDS };
  }

  /**
   * Line ids are part of the key: a cart emptied by an order and filled again is a new cart. So is where
   * and when it goes (`destination`: the address and the delivery chosen): another slot is another order.
   */
  fromCart(kind: string, userId: string, destination: string, lines: CartLine[]): IdempotencyKey {
    const basket = lines.map((line) => `${line.lineId}:${line.productId}x${line.quantity}`).sort();
    const digest = createHash('sha256')
      .update(`${destination}|${basket.join(',')}`)
      .digest('hex');
    return {
      key: `order:once:${userId}:${kind}:cart:${digest}`,
      ttlSeconds: this.env.ORDER_IDEMPOTENCY_WINDOW_SECONDS,
    };
  }

  async once<T>(
    { key, ttlSeconds }: IdempotencyKey,
    place: () => Promise<T>,
    stillValid: (answer: T) => Promise<boolean> = async () => true,
  ): Promise<T> {
    const deadline = Date.now() + this.env.RPC_TIMEOUT_MS * 4;
    for (;;) {
      if (await this.redis.set(key, RUNNING, 'EX', ttlSeconds, 'NX')) break;
      const earlier = await this.redis.get(key);
      if (earlier && earlier !== RUNNING) {
        const answer = JSON.parse(earlier) as T;
        if (await stillValid(answer)) return answer;
        await this.redis.eval(DELETE_IF_UNCHANGED, 1, key, earlier);
        continue;
      }
      if (Date.now() > deadline) throw new OrderInProgress();
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    let answer: T;
    try {
      answer = await place();
    } catch (error) {
      await this.redis.del(key);
      throw error;
    }
    await this.redis.set(key, JSON.stringify(answer), 'EX', ttlSeconds);
    return answer;
  }
}
