import {
  AmqpConnection,
  CatalogEvents,
  CatalogRpc,
  defineRpc,
  ProductSnapshot,
  RemoteCallError,
  RpcClient,
  Topology,
} from '@shop/common';
import amqp from 'amqplib';
import { addToCart, ApiClient, cartLines, eventually } from '@shop/testkit';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { CatalogFixture, Ref, token } from './support';

/** The stock routes other services call over the broker (contracts/catalog.contracts.ts). */
describe('stock over request/response messaging', () => {
  let fixture: CatalogFixture;
  let category: Ref;
  let connection: AmqpConnection;
  let rpc: RpcClient;

  beforeAll(async () => {
    fixture = await CatalogFixture.create();
    category = await fixture.category();
    connection = new AmqpConnection(process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672', 'catalog-e2e');
    rpc = new RpcClient(connection);
  });

  afterAll(async () => {
    await connection.onApplicationShutdown();
  });

  const stockOf = async (id: string) => (await rpc.request(CatalogRpc.productSnapshots, { ids: [id] }))[0].stock;
  const reserve = (reservationId: string, lines: { productId: string; quantity: number }[]) =>
    rpc.request(CatalogRpc.reserveStock, { reservationId, lines }, 10_000);
  const release = (reservationId: string) => rpc.request(CatalogRpc.releaseStock, { reservationId }, 10_000);

  it('gives snapshots of known products and leaves unknown ids out', async () => {
    const product = await fixture.product({
      name: `Snap ${token()}`,
      category: [category],
      price: 250,
      discount: 10,
      stock: 4,
      unit: '500 g',
    });
    const snapshots = await rpc.request(CatalogRpc.productSnapshots, {
      ids: [product._id, '64b7f0c2a1b2c3d4e5f60718', 'junk'],
    });
    expect(snapshots).toEqual([
      {
        _id: product._id,
        name: product.name,
        image: [],
        unit: '500 g',
        price: 250,
        discount: 10,
        stock: 4,
        publish: true,
      },
    ]);
  });

  it('sells the last unit exactly once when shoppers race for it', async () => {
    const product = await fixture.product({ name: `Last unit ${token()}`, category: [category], stock: 1 });
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, () => reserve(randomUUID(), [{ productId: product._id, quantity: 1 }])),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
    const refusals = attempts
      .filter((attempt): attempt is PromiseRejectedResult => attempt.status === 'rejected')
      .map((attempt) => attempt.reason);
    expect(refusals).toHaveLength(7);
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(RemoteCallError);
      expect(refusal).toMatchObject({ status: 409, code: 'OUT_OF_STOCK' });
      expect(refusal.message).toContain(product.name);
    }
    expect(await stockOf(product._id)).toBe(0);
  });

  it('takes all lines or none', async () => {
    const plenty = await fixture.product({ name: `Plenty ${token()}`, category: [category], stock: 10 });
    const scarce = await fixture.product({ name: `Scarce ${token()}`, category: [category], stock: 1 });
    await expect(
      reserve(randomUUID(), [
        { productId: plenty._id, quantity: 3 },
        { productId: scarce._id, quantity: 2 },
      ]),
    ).rejects.toMatchObject({ message: `Only 1 of "${scarce.name}" left in stock` });
    expect(await stockOf(plenty._id)).toBe(10);
    expect(await stockOf(scarce._id)).toBe(1);
  });

  it('treats a repeated reservationId as the same reservation, and releases it once', async () => {
    const product = await fixture.product({ name: `Held ${token()}`, category: [category], stock: 5 });
    const reservationId = randomUUID();
    const lines = [{ productId: product._id, quantity: 2 }];
    expect(await reserve(reservationId, lines)).toEqual({ reservationId });
    expect(await reserve(reservationId, lines)).toEqual({ reservationId });
    expect(await stockOf(product._id)).toBe(3);

    const releases = await Promise.all([release(reservationId), release(reservationId)]);
    expect(releases.map((r) => r.released).sort()).toEqual([false, true]);
    expect(await stockOf(product._id)).toBe(5);
    expect(await release(reservationId)).toEqual({ released: false });
    expect(await reserve(reservationId, lines)).toEqual({ reservationId });
    expect(await stockOf(product._id)).toBe(5);
  });

  it('shows the current stock on the product page after every reservation and release', async () => {
    const product = await fixture.product({ name: `Shown ${token()}`, category: [category], stock: 4 });
    const shopper = new ApiClient();
    const shownStock = async () =>
      (await shopper.post('/api/product/get-product-details', { productId: product._id })).body.data.stock;
    expect(await shownStock()).toBe(4);
    const reservationId = randomUUID();
    await reserve(reservationId, [{ productId: product._id, quantity: 1 }]);
    expect(await shownStock()).toBe(3);
    await release(reservationId);
    expect(await shownStock()).toBe(4);
  });

  it('shows the current stock in every list at once, sold out included, and tells carts', async () => {
    const name = `Listed ${token()}`;
    const subCategory = await fixture.subCategory([category]);
    const product = await fixture.product({ name, category: [category], subCategory: [subCategory], stock: 50 });
    const shopper = new ApiClient();
    await addToCart(shopper, product._id);
    const find = (products: { _id: string; stock: number }[]) =>
      products.find((listed) => listed._id === product._id)?.stock;
    const shownEverywhere = async () => [
      (await shopper.post('/api/product/get-product-details', { productId: product._id })).body.data.stock,
      find((await shopper.post('/api/product/get', { search: name })).body.data),
      find((await shopper.post('/api/product/search-product', { search: name })).body.data),
      find((await shopper.post('/api/product/get-product-by-category', { id: category._id })).body.data),
      find(
        (
          await shopper.post('/api/product/get-pruduct-by-category-and-subcategory', {
            categoryId: category._id,
            subCategoryId: subCategory._id,
          })
        ).body.data,
      ),
    ];
    // Read once, so every list is cached before the stock changes.
    expect(await shownEverywhere()).toEqual([50, 50, 50, 50, 50]);

    await reserve(randomUUID(), [{ productId: product._id, quantity: 3 }]);
    expect(await shownEverywhere()).toEqual([47, 47, 47, 47, 47]);
    await eventually(
      async () => (await cartLines(shopper))[0]?.productId.stock === 47,
      'the cart to see the new stock',
    );

    const soldOut = randomUUID();
    await reserve(soldOut, [{ productId: product._id, quantity: 47 }]);
    expect(await shownEverywhere()).toEqual([0, 0, 0, 0, 0]);
    await release(soldOut);
    expect(await shownEverywhere()).toEqual([47, 47, 47, 47, 47]);
  });

  it('announces the stock left, not the stock it read, when a price change races sales', async () => {
    // Live pages keep the newest product.updated they receive: a price change announcing the stock it
    // had read before sales landed left them showing units already sold (7 rounds of 20 before the fix).
    const product = await fixture.product({ name: `Raced ${token()}`, category: [category], stock: 1000 });
    const bus = await amqp.connect(process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
    try {
      const channel = await bus.createChannel();
      const { queue } = await channel.assertQueue('', { exclusive: true });
      await channel.bindQueue(queue, Topology.eventsExchange, CatalogEvents.productUpdated.type);
      const announced: ProductSnapshot[] = [];
      const eventIds = new Set<string>();
      await channel.consume(
        queue,
        (message) => {
          const event = JSON.parse(message!.content.toString());
          if (event.payload.product._id !== product._id) return;
          announced.push(event.payload.product);
          eventIds.add(event.id);
        },
        { noAck: true },
      );
      // Announcements may arrive out of order: the newest is the one with the highest version.
      const newest = () =>
        announced.reduce<ProductSnapshot | undefined>((a, b) => (a && a.version! > b.version! ? a : b), undefined);
      for (let round = 1; round <= 15; round++) {
        await Promise.all([
          fixture.admin.put('/api/product/update-product-details', { _id: product._id, price: 100 + round }),
          ...[1, 2, 3].map(() => reserve(randomUUID(), [{ productId: product._id, quantity: 1 }])),
        ]);
        const stored = { price: 100 + round, stock: 1000 - 3 * round };
        expect(await stockOf(product._id)).toBe(stored.stock);
        await eventually(
          async () => newest()?.price === stored.price && newest()?.stock === stored.stock,
          `round ${round}: the newest announcement to show price ${stored.price} and stock ${stored.stock} (it shows ${newest()?.price} and ${newest()?.stock})`,
          3_000,
        );
      }
      // Every announcement (an event, whichever times it was delivered) with a version of its own.
      const versions = announced.map((snapshot) => snapshot.version);
      expect(versions.every((version) => Number.isInteger(version))).toBe(true);
      expect(new Set(versions).size).toBe(eventIds.size);
    } finally {
      await bus.close();
    }
  });

  it('leaves a product sold out by a reservation out of in-stock search results at once, and back when released', async () => {
    const tag = token();
    const product = await fixture.product({ name: `Apple Sellout ${tag}`, category: [category], stock: 2 });
    await fixture.product({ name: `Banana Sellout ${tag}`, category: [category], stock: 9 });
    const shopper = new ApiClient();
    const found = async (inStock: boolean) =>
      (await shopper.post('/api/product/search-product', { search: tag, inStock })).body.data.map(
        (listed: { name: string }) => listed.name,
      );
    // Searched once first: the sold-out set search reads is kept between searches.
    expect(await found(true)).toEqual([`Apple Sellout ${tag}`, `Banana Sellout ${tag}`]);

    const soldOut = randomUUID();
    await reserve(soldOut, [{ productId: product._id, quantity: 2 }]);
    expect(await found(true)).toEqual([`Banana Sellout ${tag}`]);
    // At equal relevance the sold-out product comes after the one in stock.
    expect(await found(false)).toEqual([`Banana Sellout ${tag}`, `Apple Sellout ${tag}`]);
    await release(soldOut);
    expect(await found(true)).toEqual([`Apple Sellout ${tag}`, `Banana Sellout ${tag}`]);
  });

  it('settles a reservation nobody confirmed by its expiry: with no order behind it, the stock goes back', async () => {
    const product = await fixture.product({ name: `Expiring ${token()}`, category: [category], stock: 6 });
    const lines = [{ productId: product._id, quantity: 2 }];
    await rpc.request(CatalogRpc.reserveStock, { reservationId: randomUUID(), lines, expiresInSeconds: 1 }, 10_000);
    expect(await stockOf(product._id)).toBe(4);
    await eventually(async () => (await stockOf(product._id)) === 6, 'the expired reservation to be released', 20_000);
  });

  it('takes nothing for a reservation released before its request arrived (a late request)', async () => {
    const product = await fixture.product({ name: `Late ${token()}`, category: [category], stock: 3 });
    const reservationId = randomUUID();
    expect(await release(reservationId)).toEqual({ released: false });
    await reserve(reservationId, [{ productId: product._id, quantity: 1 }]);
    expect(await stockOf(product._id)).toBe(3);
  });

  it('refuses malformed requests and unknown products with 4xx', async () => {
    // Sent without the caller's own check (which stops them before they travel), so the catalog answers.
    const unchecked = defineRpc(CatalogRpc.reserveStock.route, z.unknown(), z.unknown());
    const reserveUnchecked = (lines: unknown) => rpc.request(unchecked, { reservationId: randomUUID(), lines }, 10_000);
    await expect(reserveUnchecked([])).rejects.toMatchObject({ status: 400, message: 'lines: nothing to reserve' });
    await expect(reserveUnchecked([{ productId: 'junk', quantity: 1 }])).rejects.toMatchObject({
      status: 400,
      message: 'lines.0.productId: not a valid id',
    });
    await expect(reserve(randomUUID(), [{ productId: '64b7f0c2a1b2c3d4e5f60718', quantity: 1 }])).rejects.toMatchObject(
      { status: 404 },
    );
    const product = await fixture.product({ name: `Negative ${token()}`, category: [category], stock: 5 });
    await expect(reserveUnchecked([{ productId: product._id, quantity: -1 }])).rejects.toMatchObject({
      status: 400,
      message: 'lines.0.quantity: Number must be greater than 0',
    });
    await expect(reserve(randomUUID(), [{ productId: product._id, quantity: -1 }])).rejects.toMatchObject({
      status: 400,
    });
    expect(await release(`never-${randomUUID()}`)).toEqual({ released: false });
  });
});
