import { CartEvents, CatalogEvents, createEvent, Topology } from '@shop/common';
import {
  addToCart,
  ApiClient,
  CatalogFixture,
  createAddress,
  expectOk,
  logIn,
  signInAdmin,
  signUp,
  TestUser,
} from '@shop/testkit';
import amqplib from 'amqplib';
import { connect } from 'node:net';
import { GatewayProcess } from './support/gateway-process';
import { LiveClient, LiveEvent, someAddress } from './support/live-client';

/** A second gateway on ports of this helper's range (the stack's gateway is GATEWAY_PORT). */
const SECOND_PORT = Number(process.env.GATEWAY_PORT ?? 8080) + 1;
const SECOND_METRICS_PORT = Number(process.env.GATEWAY_METRICS_PORT ?? 9464) + 1;
/** The second gateway's cap, low so the test reaches it with a few streams. */
const SECOND_CAP = 3;

let catalog: CatalogFixture;
let admin: ApiClient;
const open: LiveClient[] = [];
const stream = async (options: Parameters<typeof LiveClient.open>[0]) => {
  const client = await LiveClient.open(options);
  open.push(client);
  return client;
};

beforeAll(async () => {
  catalog = await CatalogFixture.create('Live');
  admin = await signInAdmin();
});
afterEach(() => open.splice(0).forEach((client) => client.close()));

const isProduct =
  (productId: string, check: (data: any) => boolean = () => true) =>
  (event: LiveEvent) =>
    event.event === 'product' && event.data.productId === productId && check(event.data);

describe('GET /api/live: who sees what', () => {
  let shopper: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    [shopper, other] = await Promise.all([signUp('Live Shopper'), signUp('Live Other')]);
  });

  it("a sale moves the stock on the product's streams; orders and carts reach their owner and admins only", async () => {
    const sold = await catalog.product({ stock: 5, price: 200, discount: 0 });
    const barrier = await catalog.product({ stock: 5 });
    const mine = await stream({ token: shopper.client.token, products: [sold._id, barrier._id] });
    const theirs = await stream({ token: other.client.token, products: [barrier._id] });
    const admins = await stream({ token: admin.token, products: [barrier._id] });
    const guest = await stream({ products: [sold._id, barrier._id] });
    for (const client of [mine, theirs, admins, guest]) {
      expect(client.status).toBe(200);
      expect(client.response.headers['content-type']).toMatch(/^text\/event-stream/);
    }

    await addToCart(shopper.client, sold._id);
    await mine.waitFor('my cart change', (event) => event.event === 'cart');
    const placed = await shopper.client.post('/api/order/cash-on-delivery', {
      addressId: await createAddress(shopper.client),
    });
    expectOk(placed, 'place order');
    const order = placed.body.data;

    const stockFell = isProduct(sold._id, (data) => data.stock === 4);
    expect((await guest.waitFor('the sale on a guest stream', stockFell)).data).toEqual({
      productId: sold._id,
      stock: 4,
      price: 200,
      discount: 0,
      publish: true,
    });
    await mine.waitFor('the sale on my stream', stockFell);
    const placedEvent = await mine.waitFor('my order placed', (event) => event.event === 'order');
    expect(placedEvent.data).toEqual({
      orderId: order._id,
      orderNo: order.orderId,
      status: 'PLACED',
      at: expect.any(String),
    });
    const adminPlaced = await admins.waitFor('the new order for admins', (event) => event.event === 'admin-order');
    expect(adminPlaced.data).toEqual({
      orderId: order._id,
      orderNo: order.orderId,
      from: null,
      status: 'PLACED',
      at: expect.any(String),
      totalAmt: order.totalAmt,
    });

    expectOk(await admin.put('/api/order/admin/update-status', { orderId: order._id, status: 'PACKED' }), 'pack');
    await mine.waitFor('my order packed', (event) => event.event === 'order' && event.data.status === 'PACKED');
    await admins.waitFor(
      'the change for admins',
      (event) => event.event === 'admin-order' && event.data.from === 'PLACED' && event.data.status === 'PACKED',
    );

    // Events reach each gateway's queue in order: once every stream has the barrier, whatever came
    // before it has been delivered wherever it was going to be.
    await catalog.update(barrier._id, { price: 150 });
    for (const client of [mine, theirs, admins, guest]) await client.waitFor('the barrier', isProduct(barrier._id));
    const private_ = ['order', 'cart', 'admin-order'];
    expect(theirs.events.filter((event) => private_.includes(event.event))).toEqual([]);
    expect(theirs.events.filter(isProduct(sold._id))).toEqual([]);
    expect(guest.events.filter((event) => private_.includes(event.event))).toEqual([]);
    expect(mine.named('admin-order')).toEqual([]);
    expect(admins.named('order')).toEqual([]);
  });

  it("keeps a product's newest announcement when an older one arrives after it", async () => {
    const product = await catalog.product({ stock: 5, price: 10 });
    const client = await stream({ products: [product._id] });
    // Straight onto the real broker, in this order: each announcement leaves the catalog when its write
    // is done, from whichever replica made it, so an older one can arrive last.
    const broker = await amqplib.connect(process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
    try {
      const channel = await broker.createConfirmChannel();
      const snapshot = { _id: product._id, name: product.name, image: [], unit: '1 kg', discount: 0, publish: true };
      for (const [version, price] of [
        [1000, 11],
        [999, 10],
        [1001, 12],
      ]) {
        const event = createEvent(CatalogEvents.productUpdated, { product: { ...snapshot, stock: 5, price, version } });
        channel.publish(Topology.eventsExchange, event.type, Buffer.from(JSON.stringify(event)), { type: event.type });
      }
      await channel.waitForConfirms();
    } finally {
      await broker.close();
    }
    // One queue per gateway, in publishing order: once the last has arrived, the older one was handled.
    await client.waitFor(
      'the newest announcement',
      isProduct(product._id, (data) => data.price === 12),
    );
    expect(client.events.filter(isProduct(product._id)).map((event) => event.data.price)).toEqual([11, 12]);
  });

  it('refuses a malformed or too long product list with 400 and its code', async () => {
    for (const products of [['not-an-id'], Array.from({ length: 201 }, (_, i) => i.toString(16).padStart(24, '0'))]) {
      const refused = await stream({ products });
      await refused.ended;
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.body)).toMatchObject({ success: false, code: 'BAD_LIVE_SUBSCRIPTION' });
    }
  });
});

/** Resolves true when the stream ends within `ms`, false when it is still open then. */
const endsWithin = (client: LiveClient, ms: number) =>
  Promise.race([
    client.ended.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

describe('GET /api/live: sessions and unpublished products (issue 32, item 5)', () => {
  it('ends a stream when its session logs out, not when its token expires; other sessions stream on', async () => {
    const shopper = await signUp('Live Logout');
    const otherSession = new ApiClient();
    await logIn(otherSession, shopper.email, shopper.password);
    const product = await catalog.product({ stock: 5 });
    const leaving = await stream({ token: shopper.client.token, products: [product._id] });
    const staying = await stream({ token: otherSession.token, products: [product._id] });
    expect([leaving.status, staying.status]).toEqual([200, 200]);

    expectOk(await shopper.client.get('/api/user/logout'), 'logout');
    expect(await endsWithin(leaving, 10_000)).toBe(true);
    // The other session's stream is open and still gets the user's own events.
    await addToCart(otherSession, product._id);
    await staying.waitFor('a cart change on the other session', (event) => event.event === 'cart');
    expect(await endsWithin(staying, 0)).toBe(false);
  });

  it("streams an unpublished product's figures to admins only; shoppers see it off sale", async () => {
    const hidden = await catalog.product({ stock: 7, price: 321, publish: false });
    const guest = await stream({ products: [hidden._id] });
    const admins = await stream({ token: admin.token, products: [hidden._id] });
    await catalog.update(hidden._id, { price: 333 });
    const adminSaw = await admins.waitFor(
      'the change for admins',
      isProduct(hidden._id, (data) => data.price === 333),
    );
    expect(adminSaw.data).toMatchObject({ stock: 7, publish: false });
    const guestSaw = await guest.waitFor('the change on a guest stream', isProduct(hidden._id));
    expect(guestSaw.data).toEqual({
      productId: hidden._id,
      stock: 0,
      price: 0,
      discount: 0,
      publish: false,
      hidden: true,
    });
    expect(guest.events.filter(isProduct(hidden._id, (data) => data.price !== 0 || data.stock !== 0))).toEqual([]);
    expect(admins.events.filter(isProduct(hidden._id, (data) => data.hidden))).toEqual([]);
  });
});

describe('GET /api/live: resuming with Last-Event-ID', () => {
  it('replays what a stream missed while away, and tells it to refetch when that is no longer kept', async () => {
    const product = await catalog.product({ stock: 5, price: 100 });
    const first = await stream({ products: [product._id] });
    await catalog.update(product._id, { price: 101 });
    const seen = await first.waitFor(
      'the first change',
      isProduct(product._id, (data) => data.price === 101),
    );
    first.close();
    await catalog.update(product._id, { price: 102 });
    await catalog.update(product._id, { price: 103 });
    // A stream kept open meanwhile tells when both changes have passed the gateway.
    const witness = await stream({ products: [product._id] });
    await catalog.update(product._id, { stock: 6 });
    await witness.waitFor(
      'the last change',
      isProduct(product._id, (data) => data.stock === 6),
    );

    const resumed = await stream({ products: [product._id], lastEventId: seen.id });
    await resumed.waitFor(
      'the replay',
      isProduct(product._id, (data) => data.stock === 6),
    );
    expect(resumed.named('product').map((event) => [event.data.price, event.data.stock])).toEqual([
      [102, 5],
      [103, 5],
      [103, 6],
    ]);

    // An id the gateway no longer keeps (older than its window) or never gave: the page must refetch.
    const lost = await stream({ products: [product._id], lastEventId: '7f3c1a52-0000-4000-8000-000000000000' });
    const refetch = await lost.waitFor('a refetch', (event) => event.event === 'refetch');
    expect(refetch.data).toEqual({});
    expect(lost.events[0]).toBe(refetch);
  });
});

describe('GET /api/live: resuming from a call’s Live-Position', () => {
  it('replays to a page’s first stream every change since its data was read', async () => {
    const product = await catalog.product({ stock: 5, price: 100 });
    const details = await fetch(
      `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 8080}/api/product/get-product-details`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ productId: product._id }),
      },
    );
    expect(details.status).toBe(200);
    const position = details.headers.get('Live-Position');
    expect(position).toBeTruthy();
    // Changes after the page's data was read and before its stream opens.
    await catalog.update(product._id, { price: 104 });
    const witness = await stream({ products: [product._id] });
    await catalog.update(product._id, { stock: 7 });
    await witness.waitFor(
      'the last change',
      isProduct(product._id, (data) => data.stock === 7),
    );

    const first = await stream({ products: [product._id], lastEventId: position! });
    await first.waitFor(
      'the replay',
      isProduct(product._id, (data) => data.stock === 7),
    );
    expect(first.named('product').map((event) => [event.data.price, event.data.stock])).toEqual([
      [104, 5],
      [104, 7],
    ]);

    // Every stream is given its position as it opens: one that saw no event of its own reconnects
    // from there (the browser sends it as Last-Event-ID), not from nothing.
    const quiet = await stream({ products: [(await catalog.product({ stock: 1, price: 1 }))._id] });
    await waitUntil('the opening position', async () => quiet.lastId !== undefined);
    quiet.close();
    await catalog.update(product._id, { price: 105 });
    const back = await stream({ products: [product._id], lastEventId: quiet.lastId });
    await back.waitFor(
      'the change made while away',
      isProduct(product._id, (data) => data.price === 105),
    );
    expect(back.named('refetch')).toEqual([]);
  });
});

describe('GET /api/live on two gateway processes', () => {
  let second: GatewayProcess;

  beforeAll(async () => {
    second = await GatewayProcess.start(SECOND_PORT, SECOND_METRICS_PORT, {
      LIVE_STREAMS_PER_ADDRESS: String(SECOND_CAP),
      LIVE_HEARTBEAT_SECONDS: '1',
    });
  }, 90_000);
  afterAll(() => second.stop());

  it('delivers a change on either, and a stream resumes on the other with the same event ids', async () => {
    const product = await catalog.product({ stock: 5, price: 100 });
    const onFirst = await stream({ products: [product._id] });
    const onSecond = await stream({ baseUrl: second.url, products: [product._id] });
    await catalog.update(product._id, { price: 110 });
    const changed = isProduct(product._id, (data) => data.price === 110);
    const seen = await onFirst.waitFor('the change on the first gateway', changed);
    expect((await onSecond.waitFor('the change on the second gateway', changed)).id).toBe(seen.id);

    onFirst.close();
    await catalog.update(product._id, { price: 120 });
    await onSecond.waitFor(
      'the next change',
      isProduct(product._id, (data) => data.price === 120),
    );
    const moved = await stream({ baseUrl: second.url, products: [product._id], lastEventId: seen.id });
    await moved.waitFor(
      'the missed change, replayed by the other gateway',
      isProduct(product._id, (data) => data.price === 120),
    );
    expect(moved.named('refetch')).toEqual([]);
  });

  it('sends a heartbeat comment on an idle stream', async () => {
    const idle = await stream({ baseUrl: second.url });
    await waitUntil('a heartbeat', async () => idle.heartbeats > 0);
    expect(idle.events).toEqual([]);
  });

  it('refuses streams over the per-address cap with 429 and its code, and admits them again once one closes', async () => {
    const address = someAddress();
    const admitted = await Promise.all(
      Array.from({ length: SECOND_CAP }, () => stream({ baseUrl: second.url, address })),
    );
    expect(admitted.map((client) => client.status)).toEqual(Array(SECOND_CAP).fill(200));
    const refused = await stream({ baseUrl: second.url, address });
    await refused.ended;
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ success: false, code: 'TOO_MANY_LIVE_STREAMS' });
    expect((await stream({ baseUrl: second.url })).status).toBe(200);

    admitted[0].close();
    await waitUntil('the closed stream to be let go', async () => {
      const again = await stream({ baseUrl: second.url, address });
      if (again.status === 200) return true;
      await again.ended;
      return false;
    });
  });

  it('drops a client that stops reading instead of buffering for it without bound', async () => {
    const shopper = await signUp('Live Slow Reader');
    const userId = (await shopper.client.get('/api/user/user-details')).body.data._id as string;
    const dropped = () => second.metric('live_streams_dropped_total', 'reason="slow"').then((value) => value ?? 0);
    const droppedBefore = await dropped();
    const slow = connect(SECOND_PORT, '127.0.0.1');
    slow.write(
      `GET /api/live HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\nX-Forwarded-For: ${someAddress()}\r\n` +
        `Cookie: accessToken=${shopper.client.token}\r\n\r\n`,
    );
    // Reads the answer's head, then nothing more.
    await new Promise((resolve) => slow.once('data', resolve));
    slow.pause();
    const residentBefore = second.residentBytes();

    // cart.changed for the slow reader (only the gateways consume it), straight onto the real broker,
    // until the gateway gives up on the reader: the kernel's socket buffers fill first (a few MB).
    const broker = await amqplib.connect(process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
    const channel = await broker.createConfirmChannel();
    let sent = 0;
    try {
      while ((await dropped()) === droppedBefore) {
        if (sent >= 400_000) throw new Error(`the slow reader was still served after ${sent} events`);
        for (let i = 0; i < 20_000; i++, sent++) {
          const event = createEvent(CartEvents.cartChanged, { userId, at: new Date().toISOString() });
          const content = Buffer.from(JSON.stringify(event));
          if (!channel.publish(Topology.eventsExchange, event.type, content, { type: event.type })) {
            await new Promise((resolve) => channel.once('drain', resolve));
          }
        }
        await channel.waitForConfirms();
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    } finally {
      slow.destroy();
      await broker.close();
    }
    // Everything sent to the reader (about 90 bytes an event) beyond the socket buffers would have
    // stayed in the gateway; it kept at most LIVE_MAX_BUFFERED_BYTES (64 KiB) and let the rest go.
    expect(second.residentBytes() - residentBefore).toBeLessThan(64 * 1024 * 1024);
    expect(await dropped()).toBe(droppedBefore + 1);
  }, 120_000);

  it('ends its streams when it shuts down, so clients reconnect to another gateway', async () => {
    const client = await stream({ baseUrl: second.url });
    expect(client.status).toBe(200);
    await second.stop();
    await client.ended;
    expect(client.response.complete).toBe(true);
  });
});

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
