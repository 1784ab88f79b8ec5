import { Inject, Injectable } from '@nestjs/common';
import { REDIS, StockLine } from '@shop/common';
import type Redis from 'ioredis';
import { CART_ENV, CartEnv } from '../config';
import { cartKey, CartOwner, clearedOrderKey } from './cart-keys';
import {
  ADD_STEP,
  MERGE_GUEST,
  PRICE_SEEN,
  REMOVE_LINE,
  REMOVE_ORDERED,
  REMOVE_PRODUCTS,
  SET_QUANTITY,
} from './cart.scripts';
import { newLineId } from './line-id';

/** The product as the shopper added it (or last saw its price): what a line shows once the product is gone. */
export interface AddedProduct {
  name: string;
  image: string[];
  unit: string;
  price: number;
  discount: number;
  /** How the product is sold (its price per kg and steps), so a deleted one's line still reads right. */
  sellBy?: 'weight';
  weightStepGrams?: number;
  weightMinGrams?: number;
  weightMaxGrams?: number;
}

export interface StoredLine {
  lineId: string;
  productId: string;
  /** Units, or grams of a product sold by weight. */
  quantity: number;
  /** Absent on lines stored before the cart remembered it. */
  added?: AddedProduct;
}

export type AddResult =
  | { added: true; lineId: string; quantity: number }
  | { added: false; reason: 'over-stock'; quantity: number }
  | { added: false; reason: 'cart-full' };
export type SetQuantityResult = { status: 'ok' | 'over-stock' | 'line-gone' } | { status: 'stale'; current: number };
export type RemoveLineResult = { status: 'removed' | 'line-gone' } | { status: 'stale'; current: number };

/** Distinct products one cart may hold: keeps a cart, and the catalog calls it makes, bounded. */
export const MAX_CART_LINES = 100;

/** Remembering an order's cleared lines outlives any redelivery of its events. */
const CLEARED_ORDER_TTL_SECONDS = 30 * 24 * 3600;

/** The carts in Redis: every change is one atomic script (cart.scripts.ts). */
@Injectable()
export class CartStore {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CART_ENV) private readonly env: CartEnv,
  ) {}

  /** The cart's lines, oldest first. */
  async lines(owner: CartOwner): Promise<StoredLine[]> {
    const fields = await this.redis.hgetall(cartKey(owner));
    const lines: StoredLine[] = [];
    for (const [field, value] of Object.entries(fields)) {
      if (!field.startsWith('l:')) continue;
      const productId = field.slice(2);
      lines.push({
        lineId: value,
        productId,
        quantity: Number(fields[`q:${productId}`] ?? 0),
        added: parseAdded(fields[`a:${productId}`]),
      });
    }
    return lines.filter((line) => line.quantity > 0).sort((a, b) => a.lineId.localeCompare(b.lineId));
  }

  async line(owner: CartOwner, lineId: string): Promise<StoredLine | undefined> {
    const key = cartKey(owner);
    const productId = await this.redis.hget(key, `p:${lineId}`);
    if (!productId) return undefined;
    const [quantity, added] = await this.redis.hmget(key, `q:${productId}`, `a:${productId}`);
    return { lineId, productId, quantity: Number(quantity ?? 0), added: parseAdded(added) };
  }

  /**
   * Adds `step` to the line (a new line starts at `first`) unless it would then hold more than `most`;
   * remembers the product as added.
   */
  async addStep(
    owner: CartOwner,
    productId: string,
    { first, step, most }: { first: number; step: number; most: number },
    added: AddedProduct,
  ): Promise<AddResult> {
    const key = cartKey(owner);
    const [quantity, lineId] = (await this.redis.eval(
      ADD_STEP,
      1,
      key,
      productId,
      newLineId(),
      most,
      this.ttl(owner),
      MAX_CART_LINES,
      JSON.stringify(added),
      first,
      step,
    )) as [number, string | number];
    if (quantity === -1) return { added: false, reason: 'over-stock', quantity: Number(lineId) };
    if (quantity === -2) return { added: false, reason: 'cart-full' };
    return { added: true, lineId: String(lineId), quantity };
  }

  /** Sets the quantity, unless over stock or, when `expected` is given, unless the cart no longer holds that many. */
  async setQuantity(
    owner: CartOwner,
    line: StoredLine,
    quantity: number,
    stock: number,
    expected?: number,
  ): Promise<SetQuantityResult> {
    const [code, current] = (await this.redis.eval(
      SET_QUANTITY,
      1,
      cartKey(owner),
      line.lineId,
      line.productId,
      quantity,
      stock,
      this.ttl(owner),
      expected ?? '',
    )) as [number, number];
    if (code === -3) return { status: 'stale', current };
    return { status: code === -1 ? 'over-stock' : code === -2 ? 'line-gone' : 'ok' };
  }

  /** Removes a line, unless, when `expected` is given, the cart no longer holds that many. */
  async removeLine(owner: CartOwner, lineId: string, expected?: number): Promise<RemoveLineResult> {
    const [code, current] = (await this.redis.eval(
      REMOVE_LINE,
      1,
      cartKey(owner),
      lineId,
      this.ttl(owner),
      expected ?? '',
    )) as [number, number];
    if (code === -3) return { status: 'stale', current };
    return { status: code === 1 ? 'removed' : 'line-gone' };
  }

  /** Records that the shopper has seen the product as it is now (its price); false when the line is gone. */
  async priceSeen(owner: CartOwner, line: StoredLine, seen: AddedProduct): Promise<boolean> {
    const args = [line.lineId, line.productId, JSON.stringify(seen), this.ttl(owner)];
    return Number(await this.redis.eval(PRICE_SEEN, 1, cartKey(owner), ...args)) === 1;
  }

  async removeProducts(owner: CartOwner, productIds: string[]): Promise<void> {
    if (productIds.length) await this.redis.eval(REMOVE_PRODUCTS, 1, cartKey(owner), ...productIds);
  }

  /** Takes an order's quantities out of its buyer's cart, once per order id; false when already done. */
  async removeOrdered(userId: string, orderId: string, lines: StockLine[]): Promise<boolean> {
    const pairs = lines.flatMap((line) => [line.productId, line.quantity]);
    const keys = [cartKey({ kind: 'user', userId }), clearedOrderKey(orderId)];
    return Number(await this.redis.eval(REMOVE_ORDERED, 2, ...keys, CLEARED_ORDER_TTL_SECONDS, ...pairs)) === 1;
  }

  /** Moves a guest cart into a user's cart; `stock` holds every product still sold (others are dropped). */
  async mergeGuest(guestId: string, userId: string, stock: Map<string, number>): Promise<number> {
    const triples = [...stock].flatMap(([productId, units]) => [productId, units, newLineId()]);
    const keys = [cartKey({ kind: 'guest', guestId }), cartKey({ kind: 'user', userId })];
    return Number(await this.redis.eval(MERGE_GUEST, 2, ...keys, ...triples));
  }

  /** Keeps a guest cart alive while it is used. */
  async touch(owner: CartOwner): Promise<void> {
    if (owner.kind === 'guest') await this.redis.expire(cartKey(owner), this.env.GUEST_CART_TTL_SECONDS);
  }

  private ttl(owner: CartOwner): number {
    return owner.kind === 'guest' ? this.env.GUEST_CART_TTL_SECONDS : 0;
  }
}

function parseAdded(json: string | null | undefined): AddedProduct | undefined {
  return json ? (JSON.parse(json) as AddedProduct) : undefined;
}
