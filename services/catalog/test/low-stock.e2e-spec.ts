import { AmqpConnection, FulfilmentRpc, RpcClient } from '@shop/common';
import { CatalogFixture } from '@shop/testkit';

/**
 * catalog.low-stock as the order service's admin summary asks it, over the broker, from the running
 * catalog (which products it picks, engine by engine, is product-queries.integration-spec.ts).
 */
describe('catalog.low-stock', () => {
  let connection: AmqpConnection;
  let rpc: RpcClient;
  let catalog: CatalogFixture;

  beforeAll(async () => {
    connection = new AmqpConnection(process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672', 'low-stock-e2e');
    rpc = new RpcClient(connection);
    catalog = await CatalogFixture.create('LowStock');
  });

  afterAll(() => connection.onApplicationShutdown());

  it('answers live products at or below the threshold, lowest first, each with its stock as stored', async () => {
    const found = await rpc.request(FulfilmentRpc.lowStock, { threshold: 5, limit: 100 }, 15_000);

    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(100);
    const stocks = found.map((product) => product.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(stocks.every((stock) => stock <= 5)).toBe(true);
    for (const product of found.slice(0, 3)) expect(await catalog.stockOf(product._id)).toBe(product.stock);
    // A limit of one: the lowest of all.
    expect((await rpc.request(FulfilmentRpc.lowStock, { threshold: 5, limit: 1 }, 15_000))[0].stock).toBe(stocks[0]);
  });

  it('refuses a request outside the contract, naming the field', async () => {
    await expect(rpc.request(FulfilmentRpc.lowStock, { threshold: -1, limit: 5 })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });
});
