import {
  AmqpConnection,
  CartRpc,
  createEvent,
  defineRpc,
  OrderEvents,
  OrderPlacedPayload,
  RpcClient,
  Topology,
} from '@shop/common';
import { ApiClient, CatalogFixture, TestUser, eventsFinished, logIn, signUp } from '@shop/testkit';
import Redis from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';

const RABBITMQ_URL = process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

interface Line {
  _id: string;
  quantity: number;
  productId: {
    _id: string;
    name: string;
    image: string[];
    price: number;
    discount: number;
    stock: number;
    unit: string;
    publish: boolean;
  };
  priceWhenAdded: { price: number; discount: number } | null;
  maxPerOrder: number;
}

const cartOf = async (client: ApiClient): Promise<Line[]> => {
  const response = await client.get('/api/cart/get');
  expect(response.status).toBe(200);
  return response.body.data;
};
const quantities = async (client: ApiClient) =>
  Object.fromEntries((await cartOf(client)).map((line) => [line.productId._id, line.quantity]));
const add = (client: ApiClient, productId: unknown) => client.post('/api/cart/create', { productId });

/**
 * Polls until the check passes (events reach the cart asynchronously); fails, naming the last value
 * read, when the time is up (it once returned quietly, leaving the caller's assertions to notice).
 */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 25_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value)) {
    if (Date.now() > deadline) throw new Error(`not seen within ${timeoutMs} ms; last read: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

describe('cart service (through the gateway)', () => {
  let catalog: CatalogFixture;
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');

  beforeAll(async () => {
    catalog = await CatalogFixture.create('Cart');
  });

  afterAll(async () => {
    await redis.quit();
  });

  describe('guest cart', () => {
    it('works without signing in: add, read, change quantity, remove', async () => {
      const guest = new ApiClient();
      const product = await catalog.product({ stock: 5, price: 250 });

      const added = await add(guest, product._id);
      expect(added.status).toBe(200);
      expect(added.body).toMatchObject({ success: true, data: { quantity: 1, productId: { _id: product._id } } });
      const cookie = added.headers.getSetCookie().find((line) => line.startsWith('guestCartId='));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      // The shop's id, signed: `<uuid>.<signature>`; the cart is stored under the id.
      expect(guest.cookie('guestCartId')).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);
      const cartId = guest.cookie('guestCartId')!.split('.')[0];
      expect(await redis.ttl(`cart:guest:${cartId}`)).toBeGreaterThan(6 * 24 * 3600);

      expect((await add(guest, product._id)).body.data.quantity).toBe(2);
      const [line] = await cartOf(guest);
      expect(line).toEqual({
        _id: added.body.data._id,
        quantity: 2,
        productId: expect.objectContaining({
          _id: product._id,
          name: product.name,
          price: 250,
          discount: 10,
          stock: 5,
          unit: '1 kg',
          image: ['https://img.example.test/p.png'],
        }),
        priceWhenAdded: { price: 250, discount: 10 },
        maxPerOrder: Number(process.env.MAX_UNITS_PER_PRODUCT ?? 10),
      });

      const updated = await guest.put('/api/cart/update-qty', { _id: line._id, qty: 4 });
      expect(updated.status).toBe(200);
      expect((await cartOf(guest))[0].quantity).toBe(4);

      const removed = await guest.delete('/api/cart/delete-cart-item', { _id: line._id });
      expect(removed.status).toBe(200);
      expect(await cartOf(guest)).toEqual([]);
    });

    it('keeps guests apart: another guest’s cookie-less client sees an empty cart', async () => {
      const first = new ApiClient();
      const second = new ApiClient();
      const product = await catalog.product({ stock: 3 });
      await add(first, product._id);
      expect(await cartOf(second)).toEqual([]);
      expect(second.cookie('guestCartId')).not.toBe(first.cookie('guestCartId'));
    });

    it('merges into the user’s cart at login: quantities added, capped at stock, cookie cleared', async () => {
      const shopper = await signUp('Merging Shopper');
      const [scarce, plenty, guestOnly] = await Promise.all([
        catalog.product({ stock: 3 }),
        catalog.product({ stock: 10 }),
        catalog.product({ stock: 10 }),
      ]);
      await add(shopper.client, scarce._id);
      await add(shopper.client, scarce._id);
      await add(shopper.client, plenty._id);

      const browser = new ApiClient();
      for (const id of [scarce._id, scarce._id, plenty._id, plenty._id, guestOnly._id])
        expect((await add(browser, id)).status).toBe(200);
      const guestCartId = browser.cookie('guestCartId')!;

      await logIn(browser, shopper.email, shopper.password);
      expect(await quantities(browser)).toEqual({ [scarce._id]: 3, [plenty._id]: 3, [guestOnly._id]: 1 });
      expect(browser.cookie('guestCartId')).toBeUndefined();
      expect(await quantities(shopper.client)).toEqual({ [scarce._id]: 3, [plenty._id]: 3, [guestOnly._id]: 1 });

      const replay = new ApiClient();
      const stale = await replay.get('/api/cart/get', { headers: { cookie: `guestCartId=${guestCartId}` } });
      expect(stale.body.data).toEqual([]);
      expect(await quantities(browser)).toEqual({ [scarce._id]: 3, [plenty._id]: 3, [guestOnly._id]: 1 });
    });
  });

  describe('ownership', () => {
    it('refuses another user’s or a guest’s use of a cart line id', async () => {
      const [alice, bob] = await Promise.all([signUp('Alice'), signUp('Bob')]);
      const product = await catalog.product({ stock: 5 });
      const lineId = (await add(alice.client, product._id)).body.data._id;

      for (const intruder of [bob.client, new ApiClient()]) {
        const update = await intruder.put('/api/cart/update-qty', { _id: lineId, qty: 2 });
        expect(update.status).toBe(404);
        expect(update.body).toMatchObject({ success: false, message: 'This item is not in your cart' });
        expect((await intruder.delete('/api/cart/delete-cart-item', { _id: lineId })).status).toBe(404);
      }
      expect(await quantities(alice.client)).toEqual({ [product._id]: 1 });
      expect(await cartOf(bob.client)).toEqual([]);
    });
  });

  describe('refusals', () => {
    let shopper: TestUser;
    beforeAll(async () => {
      shopper = await signUp('Careful Shopper');
    });

    it('refuses more than the stock, when adding and when setting a quantity', async () => {
      const product = await catalog.product({ stock: 2 });
      await add(shopper.client, product._id);
      await add(shopper.client, product._id);
      const third = await add(shopper.client, product._id);
      expect(third.status).toBe(409);
      expect(third.body.message).toContain('Only 2');
      expect(third.body.code).toBe('INSUFFICIENT_STOCK');

      const lineId = (await cartOf(shopper.client)).find((line) => line.productId._id === product._id)!._id;
      const tooMany = await shopper.client.put('/api/cart/update-qty', { _id: lineId, qty: 3 });
      expect(tooMany.status).toBe(409);
      expect(tooMany.body).toMatchObject({ success: false, error: true });
      expect((await quantities(shopper.client))[product._id]).toBe(2);
    });

    it('says on each line the most one order may take, and refuses one more', async () => {
      const perOrder = Number(process.env.MAX_UNITS_PER_PRODUCT ?? 10);
      const product = await catalog.product({ stock: perOrder + 50 });
      const line = (await add(shopper.client, product._id)).body.data as Line;
      expect(line.maxPerOrder).toBe(perOrder);
      expect((await cartOf(shopper.client)).find((read) => read._id === line._id)!.maxPerOrder).toBe(perOrder);

      const atLimit = await shopper.client.put('/api/cart/update-qty', { _id: line._id, qty: perOrder });
      expect(atLimit.status).toBe(200);
      const over = await shopper.client.put('/api/cart/update-qty', { _id: line._id, qty: perOrder + 1 });
      expect(over.status).toBe(422);
      expect(over.body.code).toBe('TOO_MANY_UNITS');
      expect((await add(shopper.client, product._id)).body.code).toBe('TOO_MANY_UNITS');
      expect((await quantities(shopper.client))[product._id]).toBe(perOrder);
    });

    it('refuses a quantity of 0 or less, or not a whole number, with a clear 400', async () => {
      const product = await catalog.product({ stock: 4 });
      const lineId = (await add(shopper.client, product._id)).body.data._id;
      const zero = await shopper.client.put('/api/cart/update-qty', { _id: lineId, qty: 0 });
      expect(zero.status).toBe(400);
      expect(zero.body.message).toBe('qty must be above 0; to remove the item use delete-cart-item');
      expect(zero.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: ['qty'] });
      const half = await shopper.client.put('/api/cart/update-qty', { _id: lineId, qty: 1.5 });
      expect([half.status, half.body.code, half.body.message]).toEqual([
        400,
        'QUANTITY_NOT_WHOLE',
        'qty must be a whole number',
      ]);
      expect((await shopper.client.put('/api/cart/update-qty', { _id: lineId, qty: -1 })).status).toBe(400);
      expect((await shopper.client.put('/api/cart/update-qty', { _id: lineId, qty: 'two' })).status).toBe(400);
      expect((await shopper.client.put('/api/cart/update-qty', { _id: 'nope', qty: 1 })).status).toBe(400);
      expect((await quantities(shopper.client))[product._id]).toBe(1);
    });

    it('refuses unknown, malformed and unpublished products', async () => {
      const unknown = await add(shopper.client, '0123456789abcdef01234567');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ message: 'Product not found', code: 'PRODUCT_NOT_FOUND' });
      for (const bad of ['abc', 42, null, { $gt: '' }]) {
        const response = await add(shopper.client, bad);
        expect(response.status).toBe(400);
        expect(response.body.success).toBe(false);
      }
      const hidden = await catalog.product({ stock: 5, publish: false });
      const unpublished = await add(shopper.client, hidden._id);
      expect(unpublished.status).toBe(400);
      expect(unpublished.body.message).toBe('This product is not on sale right now');

      const empty = await catalog.product({ stock: 0 });
      const outOfStock = await add(shopper.client, empty._id);
      expect(outOfStock.status).toBe(409);
      expect(outOfStock.body.code).toBe('OUT_OF_STOCK');
      const malformed = await shopper.client.request('POST', '/api/cart/create', {
        raw: '{"productId":',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
    });
  });

  describe('product snapshots', () => {
    it('show the new price beside the price when added until it is seen, and keep a deleted product’s line, marked, until removed', async () => {
      const shopper = await signUp('Watching Shopper');
      const product = await catalog.product({ stock: 5, price: 300 });
      await add(shopper.client, product._id);
      const [first] = await cartOf(shopper.client);
      expect(first.productId.price).toBe(300);
      expect(first.priceWhenAdded).toEqual({ price: 300, discount: 10 });

      await catalog.update(product._id, { price: 180 });
      const repriced = await eventually(
        () => cartOf(shopper.client),
        (lines) => lines[0]?.productId.price === 180,
      );
      expect(repriced[0]).toMatchObject({ productId: { price: 180 }, priceWhenAdded: { price: 300, discount: 10 } });

      const stranger = await signUp('Nosy Shopper');
      expect((await stranger.client.put('/api/cart/price-seen', { _id: first._id })).status).toBe(404);
      const seen = await shopper.client.put('/api/cart/price-seen', { _id: first._id });
      expect(seen.status).toBe(200);
      expect(seen.body.data.priceWhenAdded).toEqual({ price: 180, discount: 10 });
      expect((await cartOf(shopper.client))[0].priceWhenAdded).toEqual({ price: 180, discount: 10 });

      await catalog.remove(product._id);
      const gone = await eventually(
        () => cartOf(shopper.client),
        (lines) => lines[0]?.productId.publish === false,
      );
      expect(gone).toEqual([
        {
          _id: first._id,
          quantity: 1,
          productId: expect.objectContaining({ _id: product._id, name: product.name, stock: 0, publish: false }),
          priceWhenAdded: { price: 180, discount: 10 },
          maxPerOrder: Number(process.env.MAX_UNITS_PER_PRODUCT ?? 10),
        },
      ]);
      const more = await shopper.client.put('/api/cart/update-qty', { _id: first._id, qty: 2 });
      expect(more.status).toBe(409);
      expect(more.body.message).toBe(`${product.name} is no longer sold`);
      expect((await shopper.client.delete('/api/cart/delete-cart-item', { _id: first._id })).status).toBe(200);
      expect(await cartOf(shopper.client)).toEqual([]);
    });

    it('keep an unpublished product’s line, which may be lowered but not raised', async () => {
      const shopper = await signUp('Patient Shopper');
      const product = await catalog.product({ stock: 5 });
      await add(shopper.client, product._id);
      const lineId = (await add(shopper.client, product._id)).body.data._id;
      await catalog.update(product._id, { publish: false });
      await eventually(
        () => cartOf(shopper.client),
        (lines) => lines[0]?.productId.publish === false,
      );
      const raised = await shopper.client.put('/api/cart/update-qty', { _id: lineId, qty: 3 });
      expect(raised.status).toBe(400);
      expect(raised.body.message).toBe('This product is not on sale right now');
      expect((await shopper.client.put('/api/cart/update-qty', { _id: lineId, qty: 1 })).status).toBe(200);
    });
  });

  describe('two windows on one cart', () => {
    it('refuse a change made against a quantity the cart no longer holds (expectedQty), never undoing the other', async () => {
      const shopper = await signUp('Two Tabs');
      const product = await catalog.product({ stock: 10 });
      await add(shopper.client, product._id);
      const lineId = (await add(shopper.client, product._id)).body.data._id;
      // Tab B lowers 2 to 1; tab A, still showing 2, presses '+'.
      expect((await shopper.client.put('/api/cart/update-qty', { _id: lineId, qty: 1, expectedQty: 2 })).status).toBe(
        200,
      );
      const stale = await shopper.client.put('/api/cart/update-qty', { _id: lineId, qty: 3, expectedQty: 2 });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        success: false,
        message: 'This item was changed in another window: your cart now holds 1. Check the quantity and try again.',
      });
      const staleRemove = await shopper.client.delete('/api/cart/delete-cart-item', { _id: lineId, expectedQty: 2 });
      expect(staleRemove.status).toBe(409);
      expect(await quantities(shopper.client)).toEqual({ [product._id]: 1 });

      // Racing '+' presses from windows that all saw 1: one wins.
      const racing = await Promise.all(
        Array.from({ length: 6 }, () =>
          shopper.client.put('/api/cart/update-qty', { _id: lineId, qty: 2, expectedQty: 1 }),
        ),
      );
      expect(racing.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      expect(await quantities(shopper.client)).toEqual({ [product._id]: 2 });

      const bad = await shopper.client.put('/api/cart/update-qty', { _id: lineId, qty: 3, expectedQty: 'two' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('expectedQty must be a whole number');
      // The spec's shape, without expectedQty, still sets the quantity as before.
      expect((await shopper.client.put('/api/cart/update-qty', { _id: lineId, qty: 4 })).status).toBe(200);
      expect((await shopper.client.delete('/api/cart/delete-cart-item', { _id: lineId, expectedQty: 4 })).status).toBe(
        200,
      );
    });
  });

  describe('with the order service', () => {
    let connection: AmqpConnection;
    let rpc: RpcClient;

    beforeAll(async () => {
      connection = new AmqpConnection(RABBITMQ_URL, 'cart-e2e');
      rpc = new RpcClient(connection);
      // One round trip first: closing the connection while the client's channel is still being set up crashes jest.
      expect(await rpc.request(CartRpc.linesOfUser, { userId: `nobody-${randomUUID()}` })).toEqual([]);
    });

    afterAll(async () => {
      await connection.onApplicationShutdown();
    });

    async function publish(contract: typeof OrderEvents.orderPlaced, payload: OrderPlacedPayload): Promise<void> {
      const channel = connection.manager.createChannel({ confirm: true });
      await channel.waitForConnect();
      const event = createEvent(contract, payload);
      await channel.publish(Topology.eventsExchange, event.type, Buffer.from(JSON.stringify(event)), {
        persistent: true,
        messageId: event.id,
      });
      await channel.close();
    }

    it('serves the user’s lines over RPC and takes ordered quantities out of the cart once per order', async () => {
      const shopper = await signUp('Ordering Shopper');
      const userId = (await shopper.client.get('/api/user/user-details')).body.data._id as string;
      const [bought, kept] = await Promise.all([catalog.product({ stock: 5 }), catalog.product({ stock: 5 })]);
      for (const id of [bought._id, bought._id, bought._id, kept._id]) await add(shopper.client, id);

      const lines = await rpc.request(CartRpc.linesOfUser, { userId });
      expect(lines).toEqual(
        expect.arrayContaining([
          { lineId: expect.any(String), productId: bought._id, quantity: 3 },
          { lineId: expect.any(String), productId: kept._id, quantity: 1 },
        ]),
      );
      expect(lines).toHaveLength(2);

      const order: OrderPlacedPayload = {
        // An order id as the order service makes them: its own consumer of the event reads it as one.
        orderId: randomBytes(12).toString('hex'),
        userId,
        paymentMethod: 'CARD',
        lines: [{ productId: bought._id, quantity: 2 }],
      };
      const finished = () =>
        Promise.all(
          [OrderEvents.orderPlaced, OrderEvents.orderPaid].map((event) =>
            eventsFinished('cart', 'cart.order-completed', event.type),
          ),
        );
      const [placedBefore, paidBefore] = await finished();
      await publish(OrderEvents.orderPlaced, order);
      await publish(OrderEvents.orderPaid, order);
      // Both events are dealt with (the cart service's own count), so whatever they do is done.
      const [placed, paid] = await eventually(
        () => finished(),
        ([placedNow, paidNow]) => placedNow > placedBefore && paidNow > paidBefore,
      );
      expect({ placed, paid }).toEqual({ placed: placedBefore + 1, paid: paidBefore + 1 });
      expect(await quantities(shopper.client)).toEqual({ [bought._id]: 1, [kept._id]: 1 });

      // Sent without the caller's own check (which stops it before it travels), so the cart service answers.
      const unchecked = defineRpc(CartRpc.linesOfUser.route, z.unknown(), z.unknown());
      await expect(rpc.request(unchecked, {})).rejects.toMatchObject({ status: 400, message: 'userId: Required' });
    });
  });
});
