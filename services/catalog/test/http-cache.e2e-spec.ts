import { AmqpConnection, CatalogRpc, RpcClient } from '@shop/common';
import { ApiClient } from '@shop/testkit';
import { randomUUID } from 'node:crypto';
import { CatalogFixture, Ref, token } from './support';

/**
 * Public reads are answered from answers kept in the catalog's memory once the service has made them
 * (http-cache/): these check, through the gateway, that they stay exact.
 */
describe('kept answers to public reads (through the gateway)', () => {
  let fixture: CatalogFixture;
  let category: Ref;
  let connection: AmqpConnection;
  let rpc: RpcClient;
  const shopper = new ApiClient();

  beforeAll(async () => {
    fixture = await CatalogFixture.create();
    category = await fixture.category();
    connection = new AmqpConnection(
      process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
      'catalog-http-cache-e2e',
    );
    rpc = new RpcClient(connection);
  });

  afterAll(async () => {
    await connection.onApplicationShutdown();
  });

  const reserve = (productId: string, quantity: number) =>
    rpc.request(CatalogRpc.reserveStock, { reservationId: randomUUID(), lines: [{ productId, quantity }] }, 10_000);
  const details = (productId: string, headers: Record<string, string> = {}) =>
    shopper.get(`/api/product/get-product-details?productId=${productId}`, { headers });

  it('answers the GET form of each public read as its POST, with an ETag to revalidate by (304)', async () => {
    const subCategory = await fixture.subCategory([category]);
    const name = `Gettable ${token()}`;
    const product = await fixture.product({ name, category: [category], subCategory: [subCategory], stock: 9 });
    const forms: [string, Record<string, string>][] = [
      ['/api/product/get-product-details', { productId: product._id }],
      ['/api/product/get', { search: name, page: '1', limit: '5' }],
      ['/api/product/search-product', { search: name }],
      ['/api/product/get-product-by-category', { id: category._id }],
      [
        '/api/product/get-pruduct-by-category-and-subcategory',
        { categoryId: category._id, subCategoryId: subCategory._id, page: '1', limit: '8' },
      ],
    ];
    for (const [path, fields] of forms) {
      for (let read = 0; read < 2; read++) {
        // The second read of each is answered from memory.
        const posted = await shopper.post(path, fields);
        const got = await shopper.get(`${path}?${new URLSearchParams(fields)}`);
        expect({ path, status: got.status, body: got.body }).toEqual({ path, status: 200, body: posted.body });
        expect(got.headers.get('cache-control')).toBe('no-cache');
        const etag = got.headers.get('etag')!;
        expect(etag).toMatch(/^"[\w-]+"$/);
        const revalidated = await fetch(`${shopper.baseUrl}${path}?${new URLSearchParams(fields)}`, {
          headers: { 'if-none-match': etag },
        });
        expect({
          path,
          status: revalidated.status,
          etag: revalidated.headers.get('etag'),
          body: await revalidated.text(),
        }).toEqual({ path, status: 304, etag, body: '' });
      }
    }
  });

  it('shows every sale at once: the stock is live, and the ETag changes with it', async () => {
    const product = await fixture.product({ name: `Selling ${token()}`, category: [category], stock: 20 });
    await details(product._id);
    const before = await details(product._id);
    expect(before.body.data.stock).toBe(20);

    await reserve(product._id, 3);
    const after = await details(product._id, { 'if-none-match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    expect(after.body.data.stock).toBe(17);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect((await shopper.post('/api/product/get-product-details', { productId: product._id })).body.data.stock).toBe(
      17,
    );
  });

  it('never serves an answer made before a catalogue write', async () => {
    const name = `Repriced ${token()}`;
    const product = await fixture.product({ name, category: [category], price: 100 });
    const listed = async () =>
      (await shopper.post('/api/product/get', { search: name })).body.data.map((item: { price: number }) => item.price);
    await listed();
    expect(await listed()).toEqual([100]);
    const kept = await details(product._id);
    expect(kept.body.data.price).toBe(100);

    const updated = await fixture.admin.put('/api/product/update-product-details', { _id: product._id, price: 120 });
    expect(updated.status).toBe(200);
    expect(await listed()).toEqual([120]);
    const fresh = await details(product._id, { 'if-none-match': kept.headers.get('etag')! });
    expect({ status: fresh.status, price: fresh.body.data.price }).toEqual({ status: 200, price: 120 });
  });

  it('never serves a shopper’s answer to an admin, who also sees unpublished products', async () => {
    const word = token();
    await fixture.product({ name: `Shown ${word}`, category: [category] });
    await fixture.product({ name: `Hidden ${word}`, category: [category], publish: false });
    const names = (response: { body: { data: { name: string }[] } }) =>
      response.body.data.map((item) => item.name).sort();
    await shopper.post('/api/product/search-product', { search: word });
    expect(names(await shopper.post('/api/product/search-product', { search: word }))).toEqual([`Shown ${word}`]);
    expect(names(await fixture.admin.post('/api/product/search-product', { search: word }))).toEqual([
      `Hidden ${word}`,
      `Shown ${word}`,
    ]);
    expect(names(await shopper.post('/api/product/search-product', { search: word }))).toEqual([`Shown ${word}`]);
  });

  it('keeps refusing what the service refuses', async () => {
    for (let read = 0; read < 2; read++) {
      expect((await shopper.post('/api/product/get-product-details', { productId: 'junk' })).status).toBe(400);
      expect((await shopper.get('/api/product/get-product-details?productId=64b7f0c2a1b2c3d4e5f60718')).status).toBe(
        404,
      );
    }
  });
});
