import { AmqpConnection, CatalogRpc, IdentityHeaders, RemoteCallError, Role, RpcClient } from '@shop/common';
import { ApiClient, eventually, metricTotal } from '@shop/testkit';
import { ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { CatalogFixture, Ref, token } from './support';

const PRIMARY_PORT = Number(process.env.CATALOG_PORT ?? 3002);
/** The second replica listens here; the gateway keeps sending to the first. */
const SECOND_PORT = PRIMARY_PORT + 1000;
const GATEWAY_SECRET = process.env.GATEWAY_SHARED_SECRET ?? 'local-gateway-shared-secret';

/**
 * Polls until `check` passes: the replicas agree once the change's event has reached the other one.
 * No wall-clock bound is asserted (a busy machine is slower, not wrong); the bound only ends a run that
 * would never agree.
 */
async function seenOnBoth(check: () => Promise<boolean>, what: string): Promise<void> {
  await eventually(async () => (await check()) || undefined, what, 15_000, 50);
}

/** How many reservations a catalog process answered (its rpc_requests_handled_total, on its own port). */
const reservationsAnswered = (port: number) =>
  metricTotal(port, 'rpc_requests_handled_total', (labels) =>
    labels.includes(`route="${CatalogRpc.reserveStock.route}"`),
  );

async function startReplica(port: number): Promise<ChildProcess> {
  const replica = spawn(process.execPath, [resolve(__dirname, '../dist/main.js')], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return replica;
    if (replica.exitCode !== null || Date.now() > deadline)
      throw new Error(`the second catalog replica did not start (exit ${replica.exitCode})`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

/**
 * Two catalog processes on one database, broker and Redis, as Kubernetes runs them: what one writes,
 * the other lists, finds and prices once the change's event reached it, and stock races across both
 * (both taking part) sell a unit once.
 */
describe('two catalog replicas', () => {
  let fixture: CatalogFixture;
  let category: Ref;
  let replica: ChildProcess;
  let second: ApiClient;
  let connection: AmqpConnection;
  let rpc: RpcClient;

  beforeAll(async () => {
    fixture = await CatalogFixture.create();
    category = await fixture.category();
    replica = await startReplica(SECOND_PORT);
    second = new ApiClient(`http://127.0.0.1:${SECOND_PORT}`);
    connection = new AmqpConnection(
      process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
      'catalog-replicas-e2e',
    );
    rpc = new RpcClient(connection);
  }, 90_000);

  afterAll(async () => {
    replica?.kill('SIGTERM');
    await connection?.onApplicationShutdown();
  });

  const listed = async (client: ApiClient, name: string) =>
    (
      (await client.post('/api/product/get', { page: 1, limit: 12, search: name })).body.data as { name: string }[]
    ).some((p) => p.name === name);
  const found = async (client: ApiClient, name: string) =>
    (
      (await client.post('/api/product/search-product', { search: name, page: 1, limit: 10 })).body.data as {
        name: string;
      }[]
    ).some((p) => p.name === name);
  const newestOfCategory = async (client: ApiClient) =>
    (
      (await client.post('/api/product/get-product-by-category', { id: category._id })).body.data as { name: string }[]
    )[0]?.name;
  const priceOf = async (client: ApiClient, productId: string) =>
    (await client.post('/api/product/get-product-details', { productId })).body.data?.price;

  it('a product written through one replica is listed, searched and priced by the other', async () => {
    const name = `Replica ${token()}`;
    const product = await fixture.product({ name, category: [category], price: 300 });
    await seenOnBoth(() => listed(second, name), 'listed');
    await seenOnBoth(() => found(second, name), 'searched');
    await seenOnBoth(async () => (await newestOfCategory(second)) === name, 'newest of its category');
    await seenOnBoth(async () => (await priceOf(second, product._id)) === 300, 'priced');

    expect(
      (await fixture.admin.put('/api/product/update-product-details', { _id: product._id, price: 275 })).status,
    ).toBe(200);
    await seenOnBoth(async () => (await priceOf(second, product._id)) === 275, 'new price');

    expect((await fixture.admin.delete('/api/product/delete-product', { _id: product._id })).status).toBe(200);
    await seenOnBoth(async () => !(await found(second, name)) && !(await listed(second, name)), 'deletion');
  });

  it('and the other way round: a product created through the second replica is found through the gateway', async () => {
    const name = `Second ${token()}`;
    const admin = {
      [IdentityHeaders.userId]: randomUUID().replace(/-/g, '').slice(0, 24),
      [IdentityHeaders.role]: Role.admin,
      [IdentityHeaders.gatewaySecret]: GATEWAY_SECRET,
    };
    const created = await second.post(
      '/api/product/create',
      { name, category: [category], unit: '1 kg', stock: 3, price: 120 },
      { headers: admin },
    );
    expect(created.status).toBe(201);
    await seenOnBoth(() => found(fixture.admin, name), 'searched through the gateway');
    await seenOnBoth(() => listed(fixture.admin, name), 'listed through the gateway');
  });

  it('a synonym saved through one replica is searched by the other from its next search on (issue 36)', async () => {
    const sold = token();
    const alias = token();
    const name = `Synonym ${sold}`;
    await fixture.product({ name, category: [category] });
    await seenOnBoth(() => found(second, name), 'the product searched');
    // Searched on the second replica first, so it keeps an answer made without the synonym.
    expect(await found(second, alias)).toBe(false);
    const created = await fixture.admin.post('/api/product/synonyms/create', { kind: 'twoWay', words: [sold, alias] });
    expect(created.status).toBe(201);
    // No waiting: the change is in the log both replicas read before each search.
    const byAlias = await second.post('/api/product/search-product', { search: alias, page: 1, limit: 10 });
    expect(byAlias.body.data.map((product: { name: string }) => product.name)).toEqual([name]);
    const { _id, revision } = created.body.data;
    expect((await fixture.admin.delete('/api/product/synonyms/delete', { _id, revision })).status).toBe(200);
    expect(await found(second, alias)).toBe(false);
  });

  it('stock races across both replicas sell the last unit once', async () => {
    const before = [await reservationsAnswered(PRIMARY_PORT), await reservationsAnswered(SECOND_PORT)];
    for (let round = 0; round < 3; round++) {
      const product = await fixture.product({ name: `Last across ${token()}`, category: [category], stock: 1 });
      const attempts = await Promise.allSettled(
        Array.from({ length: 12 }, () =>
          rpc.request(
            CatalogRpc.reserveStock,
            { reservationId: randomUUID(), lines: [{ productId: product._id, quantity: 1 }] },
            10_000,
          ),
        ),
      );
      expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
      for (const attempt of attempts.filter(
        (attempt): attempt is PromiseRejectedResult => attempt.status === 'rejected',
      )) {
        expect(attempt.reason).toBeInstanceOf(RemoteCallError);
        expect(attempt.reason).toMatchObject({ status: 409, code: 'OUT_OF_STOCK' });
      }
      await seenOnBoth(
        async () =>
          (await second.post('/api/product/get-product-details', { productId: product._id })).body.data?.stock === 0,
        'stock 0 on the second',
      );
      expect(
        (await fixture.admin.post('/api/product/get-product-details', { productId: product._id })).body.data.stock,
      ).toBe(0);
    }
    // Both replicas took part in the races (the broker hands a shared queue's requests round-robin).
    const after = [await reservationsAnswered(PRIMARY_PORT), await reservationsAnswered(SECOND_PORT)];
    expect(after[0]).toBeGreaterThan(before[0]);
    expect(after[1]).toBeGreaterThan(before[1]);
  });
});
