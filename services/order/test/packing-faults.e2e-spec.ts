import {
  addToCart,
  ApiClient,
  CatalogFixture,
  createAddress,
  eventually,
  expectOk,
  killService,
  KillableService,
  restartService,
  signInAdmin,
  signUp,
  signUpStaff,
  TestUser,
} from '@shop/testkit';

/**
 * Packs with substitutes in flight while the order service or the catalog dies (SIGKILL, no shutdown
 * hooks) and comes back. Whatever step each pack had reached (substitutes reserved or not, the order changed or not),
 * afterwards each order is packed with its changes or still placed, and once the still-placed ones are
 * cancelled every unit of both products is in a packed bag or back on the shelf: nothing stays held.
 */
const ORDERS = 8;
const STOCK = 40;

let catalog: CatalogFixture;
let admin: ApiClient;
let packer: TestUser;
beforeAll(async () => {
  catalog = await CatalogFixture.create('Packing faults');
  admin = await signInAdmin();
  packer = await signUpStaff('PACKER', 'Fault Packer');
});

it.each<KillableService>(['order', 'catalog'])(
  'leaves stock exact when the %s service is killed during packing',
  async (service) => {
    const [ordered, substitute] = await Promise.all([
      catalog.product({ stock: STOCK, price: 60, discount: 0 }),
      catalog.product({ stock: STOCK, price: 55, discount: 0 }),
    ]);
    const orders: string[] = [];
    for (let i = 0; i < ORDERS; i += 1) {
      const shopper = await signUp(`Fault shopper ${i}`);
      await addToCart(shopper.client, ordered._id, 2);
      const placed = await shopper.client.post('/api/order/cash-on-delivery', {
        addressId: await createAddress(shopper.client),
        substitution: { default: 'SIMILAR' },
      });
      expectOk(placed, 'place an order');
      orders.push(placed.body.data._id);
    }
    const lines = [{ productId: ordered._id, packed: 1, substitute: { productId: substitute._id, quantity: 1 } }];
    // Staggered, and the service killed as the first answer comes: some packs are stored, others caught
    // between reserving their substitutes and storing the order, or before either.
    const packs = orders.map((orderId, index) =>
      new Promise((resolve) => setTimeout(resolve, index * 15)).then(() =>
        packer.client.put('/api/order/admin/pack', { orderId, lines }).catch((error: Error) => error),
      ),
    );
    await Promise.race(packs);
    killService(service);
    await Promise.all(packs);
    await restartService(service);

    const statuses = await Promise.all(
      orders.map(async (orderId) => {
        const details = await admin.post('/api/order/admin/details', { orderId });
        expectOk(details, 'order details');
        return details.body.data as { status: string; adjustments: unknown[]; totalAmt: number };
      }),
    );
    const packed = statuses.filter((order) => order.status === 'PACKED');
    for (const order of packed) expect(order).toMatchObject({ totalAmt: 115, adjustments: [expect.anything()] });
    expect(packed.length + statuses.filter((order) => order.status === 'PLACED').length).toBe(ORDERS);
    for (const [index, order] of statuses.entries())
      if (order.status === 'PLACED')
        expectOk(
          await admin.put('/api/order/admin/update-status', { orderId: orders[index], status: 'CANCELLED' }),
          'cancel an unpacked order',
        );

    // Each packed bag holds 1 of each; cancelled orders gave back everything, and any substitutes their
    // interrupted packs still held go back at the reservation's expiry (the catalog's sweeper).
    const expected = `${STOCK - packed.length},${STOCK - packed.length}`;
    await eventually(
      async () => [await catalog.stockOf(ordered._id), await catalog.stockOf(substitute._id)].join() === expected,
      `stock of ${expected} with ${packed.length} orders packed`,
      60_000,
      500,
    );
  },
  240_000,
);
