import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { cartKey, CartOwner, clearedOrderKey } from './cart-keys';
import { cartEnvSchema } from '../config';
import { AddedProduct, CartStore, MAX_CART_LINES } from './cart.store';

// Runs against the local Redis; every test uses fresh owner ids and removes its keys afterwards.
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const env = cartEnvSchema.parse({ GUEST_CART_TTL_SECONDS: '600' });
const store = new CartStore(redis, env);
const used: string[] = [];

const user = (): CartOwner & { kind: 'user' } => {
  const owner = { kind: 'user' as const, userId: `unit-${randomUUID()}` };
  used.push(cartKey(owner));
  return owner;
};
const guest = (): CartOwner & { kind: 'guest' } => {
  const owner = { kind: 'guest' as const, guestId: randomUUID() };
  used.push(cartKey(owner));
  return owner;
};
const productId = () => randomUUID().replace(/-/g, '').slice(0, 24);
const added: AddedProduct = { name: 'Basmati Rice', image: [], unit: '1 kg', price: 120, discount: 10 };
/** One more unit of a product sold by the unit, up to `most`. */
const addOne = (owner: CartOwner, product: string, most: number, shown: AddedProduct) =>
  store.addStep(owner, product, { first: 1, step: 1, most }, shown);

afterAll(async () => {
  if (used.length) await redis.del(...used);
  await redis.quit();
});

describe('CartStore', () => {
  it('adds a by-weight line at its minimum, then a step at a time, never past the most', async () => {
    const owner = user();
    const tomatoes = productId();
    const terms = { first: 500, step: 250, most: 1000 };
    expect(await store.addStep(owner, tomatoes, terms, added)).toMatchObject({ added: true, quantity: 500 });
    expect(await store.addStep(owner, tomatoes, terms, added)).toMatchObject({ added: true, quantity: 750 });
    expect(await store.addStep(owner, tomatoes, terms, added)).toMatchObject({ added: true, quantity: 1000 });
    expect(await store.addStep(owner, tomatoes, terms, added)).toEqual({
      added: false,
      reason: 'over-stock',
      quantity: 1000,
    });
  });

  it('adds a line, then increments it, keeping one line id', async () => {
    const owner = user();
    const product = productId();
    const first = await addOne(owner, product, 5, added);
    const second = await addOne(owner, product, 5, added);
    expect(first).toMatchObject({ added: true, quantity: 1 });
    expect(second).toEqual({ added: true, quantity: 2, lineId: first.added && first.lineId });
    expect(await store.lines(owner)).toEqual([
      { lineId: second.added && second.lineId, productId: product, quantity: 2, added },
    ]);
  });

  it('never exceeds the stock, even with many concurrent adds', async () => {
    const owner = user();
    const product = productId();
    const results = await Promise.all(Array.from({ length: 25 }, () => addOne(owner, product, 10, added)));
    expect(results.filter((result) => result.added)).toHaveLength(10);
    expect(results.find((result) => !result.added)).toEqual({ added: false, reason: 'over-stock', quantity: 10 });
    expect((await store.lines(owner))[0].quantity).toBe(10);
  });

  it('refuses a new product once the cart holds the most lines it may, but still increments existing ones', async () => {
    const owner = user();
    const products = Array.from({ length: MAX_CART_LINES }, productId);
    await Promise.all(products.map((product) => addOne(owner, product, 5, added)));
    expect(await addOne(owner, productId(), 5, added)).toEqual({ added: false, reason: 'cart-full' });
    expect(await addOne(owner, products[0], 5, added)).toMatchObject({ added: true, quantity: 2 });
  });

  it('loses no increment under concurrency', async () => {
    const owner = user();
    const product = productId();
    await Promise.all(Array.from({ length: 40 }, () => addOne(owner, product, 1000, added)));
    expect((await store.lines(owner))[0].quantity).toBe(40);
  });

  it('lists lines in the order they were added', async () => {
    const owner = user();
    const products = [productId(), productId(), productId()];
    for (const product of products) {
      await addOne(owner, product, 3, added);
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    expect((await store.lines(owner)).map((line) => line.productId)).toEqual(products);
  });

  it('sets a quantity within stock and refuses one above it', async () => {
    const owner = user();
    const product = productId();
    await addOne(owner, product, 4, added);
    const line = (await store.lines(owner))[0];
    expect(await store.setQuantity(owner, line, 4, 4)).toEqual({ status: 'ok' });
    expect(await store.setQuantity(owner, line, 5, 4)).toEqual({ status: 'over-stock' });
    expect((await store.line(owner, line.lineId))?.quantity).toBe(4);
  });

  it('changes or removes a line only when it holds the quantity the client expected (compare-and-set)', async () => {
    const owner = user();
    const product = productId();
    await addOne(owner, product, 10, added);
    await addOne(owner, product, 10, added);
    const line = (await store.lines(owner))[0];
    // Another tab set 1; this one still shows 2 and presses '+'.
    expect(await store.setQuantity(owner, line, 1, 10, 2)).toEqual({ status: 'ok' });
    expect(await store.setQuantity(owner, line, 3, 10, 2)).toEqual({ status: 'stale', current: 1 });
    expect(await store.removeLine(owner, line.lineId, 2)).toEqual({ status: 'stale', current: 1 });
    expect((await store.line(owner, line.lineId))?.quantity).toBe(1);
    const racing = await Promise.all(Array.from({ length: 10 }, () => store.setQuantity(owner, line, 2, 10, 1)));
    expect(racing.filter((result) => result.status === 'ok')).toHaveLength(1);
    expect(await store.removeLine(owner, line.lineId, 2)).toEqual({ status: 'removed' });
  });

  it('remembers the product as added, until its current price is seen', async () => {
    const owner = user();
    const product = productId();
    await addOne(owner, product, 10, added);
    const line = (await store.lines(owner))[0];
    expect(line.added).toEqual(added);
    const seen = { ...added, price: 150 };
    expect(await store.priceSeen(owner, line, seen)).toBe(true);
    expect((await store.line(owner, line.lineId))?.added).toEqual(seen);
    expect(await store.priceSeen(user(), line, seen)).toBe(false);
    await store.removeLine(owner, line.lineId);
    expect(await redis.exists(cartKey(owner))).toBe(0);
  });

  it('finds and removes a line only in its own cart', async () => {
    const owner = user();
    const stranger = user();
    await addOne(owner, productId(), 2, added);
    const { lineId } = (await store.lines(owner))[0];
    expect(await store.line(stranger, lineId)).toBeUndefined();
    expect(await store.removeLine(stranger, lineId)).toEqual({ status: 'line-gone' });
    expect(await store.removeLine(owner, lineId)).toEqual({ status: 'removed' });
    expect(await store.lines(owner)).toEqual([]);
    expect(await redis.exists(cartKey(owner))).toBe(0);
  });

  it('gives guest carts a lifetime, renewed on use, and user carts none', async () => {
    const visitor = guest();
    const member = user();
    await addOne(visitor, productId(), 2, added);
    await addOne(member, productId(), 2, added);
    expect(await redis.ttl(cartKey(visitor))).toBeGreaterThan(590);
    expect(await redis.ttl(cartKey(member))).toBe(-1);
    await redis.expire(cartKey(visitor), 30);
    await store.touch(visitor);
    expect(await redis.ttl(cartKey(visitor))).toBeGreaterThan(590);
  });

  it('merges a guest cart: quantities added, capped at stock, unknown products dropped, guest cart deleted', async () => {
    const visitor = guest();
    const member = user();
    const [both, guestOnly, capped, gone, alreadyOver] = [
      productId(),
      productId(),
      productId(),
      productId(),
      productId(),
    ];
    for (const [owner, product, times] of [
      [visitor, both, 2],
      [member, both, 1],
      [visitor, guestOnly, 3],
      [visitor, capped, 4],
      [member, capped, 2],
      [visitor, gone, 1],
      [visitor, alreadyOver, 1],
      [member, alreadyOver, 3],
    ] as const) {
      for (let i = 0; i < times; i++) await addOne(owner, product, 100, added);
    }
    const stock = new Map([
      [both, 10],
      [guestOnly, 10],
      [capped, 5],
      [alreadyOver, 2],
    ]);
    await store.mergeGuest(visitor.guestId, member.userId, stock);

    const quantities = Object.fromEntries((await store.lines(member)).map((line) => [line.productId, line.quantity]));
    expect(quantities).toEqual({ [both]: 3, [guestOnly]: 3, [capped]: 5, [alreadyOver]: 3 });
    expect(await redis.exists(cartKey(visitor))).toBe(0);
  });

  it('takes an order’s quantities out of the cart once per order', async () => {
    const member = user();
    const [bought, partly, untouched] = [productId(), productId(), productId()];
    for (const [product, times] of [
      [bought, 2],
      [partly, 3],
      [untouched, 1],
    ] as const) {
      for (let i = 0; i < times; i++) await addOne(member, product, 10, added);
    }
    const orderId = randomUUID();
    used.push(clearedOrderKey(orderId));
    const lines = [
      { productId: bought, quantity: 2 },
      { productId: partly, quantity: 1 },
    ];
    expect(await store.removeOrdered(member.userId, orderId, lines)).toBe(true);
    expect(await store.removeOrdered(member.userId, orderId, lines)).toBe(false);
    const quantities = Object.fromEntries((await store.lines(member)).map((line) => [line.productId, line.quantity]));
    expect(quantities).toEqual({ [partly]: 2, [untouched]: 1 });
  });
});
