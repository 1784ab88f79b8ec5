import {
  addToCart,
  ApiClient,
  CatalogFixture,
  createAddress,
  eventually,
  expectOk,
  mailsTo,
  ProductFixture,
  racingRequests,
  signInAdmin,
  signUp,
  signUpStaff,
  TestUser,
  testCheckout,
} from '@shop/testkit';

/**
 * Issue 38, packing: a packer packs what is really on the shelf. Short lines are refunded, substitutes
 * go in only where the shopper allowed them and never cost more than what they replace, stock moves
 * exactly once, the shopper is mailed the changes, and an adjusted pack cannot be undone.
 */
let catalog: CatalogFixture;
let admin: ApiClient;
let packer: TestUser;
let rider: TestUser;
beforeAll(async () => {
  catalog = await CatalogFixture.create('Packing');
  admin = await signInAdmin();
  [packer, rider] = await Promise.all([signUpStaff('PACKER', 'Priya Packer'), signUpStaff('RIDER', 'Ravi Rider')]);
});

interface Shelf {
  tomatoes: ProductFixture;
  butter: ProductFixture;
  otherButter: ProductFixture;
}

/** Tomatoes (2 × 40, never replaced) and butter (3 × 50, replace with similar), with a cheaper butter beside them. */
async function shelf(otherButterStock = 10): Promise<Shelf> {
  const [tomatoes, butter, otherButter] = await Promise.all([
    catalog.product({ stock: 10, price: 40, discount: 0 }),
    catalog.product({ stock: 10, price: 50, discount: 0 }),
    catalog.product({ stock: otherButterStock, price: 45, discount: 0 }),
  ]);
  return { tomatoes, butter, otherButter };
}

async function placeOrder(shopper: TestUser, { tomatoes, butter }: Shelf, path = '/api/order/cash-on-delivery') {
  await addToCart(shopper.client, tomatoes._id, 2);
  await addToCart(shopper.client, butter._id, 3);
  const placed = await shopper.client.post(path, {
    addressId: await createAddress(shopper.client),
    substitution: { default: 'NONE', lines: { [butter._id]: 'SIMILAR' } },
  });
  expectOk(placed, 'place the order');
  return placed.body.data;
}

const pack = (client: ApiClient, orderId: string, lines: unknown[]) =>
  client.put('/api/order/admin/pack', { orderId, lines });

const shortAndSubstituted = ({ tomatoes, butter, otherButter }: Shelf) => [
  { productId: tomatoes._id, packed: 1 },
  { productId: butter._id, packed: 1, substitute: { productId: otherButter._id, quantity: 2 } },
];

const stocksOf = async ({ tomatoes, butter, otherButter }: Shelf) =>
  Promise.all([catalog.stockOf(tomatoes._id), catalog.stockOf(butter._id), catalog.stockOf(otherButter._id)]);

describe('packing', () => {
  let shopper: TestUser;
  beforeEach(async () => {
    shopper = await signUp('Shelly Shopper');
  });

  it('keeps the shopper’s substitution choices on the order and its lines', async () => {
    const products = await shelf();
    const order = await placeOrder(shopper, products);
    expect(order.substitution).toEqual({ default: 'NONE', lines: { [products.butter._id]: 'SIMILAR' } });
    expect(order.items.map((item: any) => [item.productId, item.substitution])).toEqual([
      [products.tomatoes._id, 'NONE'],
      [products.butter._id, 'SIMILAR'],
    ]);
    expect(order.confirmedTotalAmt).toBe(230);
    expect(order.adjustments).toEqual([]);

    await addToCart(shopper.client, products.tomatoes._id, 1);
    const bad = await shopper.client.post('/api/order/cash-on-delivery', {
      addressId: await createAddress(shopper.client),
      substitution: { default: 'MAYBE' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/substitution must be/);
  });

  it('packs a short line and a cheaper substitute: exact totals, stock moved once, the shopper mailed', async () => {
    const products = await shelf();
    const waitingBefore = (await packer.client.get('/api/order/admin/packing-queue')).body.waiting as number;
    const order = await placeOrder(shopper, products);
    // The queue is the 50 most urgent of every suite's orders; this one is found by its Order No.
    const queue = await packer.client.get('/api/order/admin/packing-queue');
    expectOk(queue, 'packing queue');
    expect(queue.body.data.length).toBeLessThanOrEqual(50);
    expect(queue.body.data.filter((queued: any) => !['PLACED', 'PAID'].includes(queued.status))).toEqual([]);
    // Counted within moments (the list counters follow the orders), and never fewer than shown.
    expect(queue.body.waiting).toBeGreaterThanOrEqual(queue.body.data.length);
    await eventually(
      async () => (await packer.client.get('/api/order/admin/packing-queue')).body.waiting >= waitingBefore + 1,
      'the new order counted as waiting',
    );
    const found = await packer.client.get(`/api/order/admin/packing-queue?orderId=${order.orderId.toLowerCase()}`);
    expectOk(found, 'the order looked up');
    expect(found.body.data.map((queued: any) => queued._id)).toEqual([order._id]);

    const packed = await pack(packer.client, order.orderId, shortAndSubstituted(products));
    expectOk(packed, 'pack');
    expect(packed.body.message).toBe('Packed with changes');
    // 230 confirmed; tomatoes -40; butter: 2 of 3 missing (-100), replaced by 2 × 45 (+90).
    expect(packed.body.data).toMatchObject({
      status: 'PACKED',
      confirmedTotalAmt: 230,
      totalAmt: 180,
      refundAmt: 0,
      adjustments: [
        { type: 'SHORT', productId: products.tomatoes._id, ordered: 2, packed: 1, amount: -40 },
        {
          type: 'SUBSTITUTED',
          productId: products.butter._id,
          ordered: 3,
          packed: 1,
          substitute: { productId: products.otherButter._id, quantity: 2, lineTotal: 90 },
          amount: -10,
        },
      ],
    });
    expect(packed.body.data.statusHistory.at(-1)).toMatchObject({ status: 'PACKED', by: 'PACKER' });
    // Never offered as an undo: the shop cannot take this pack back.
    expect(packed.body.data.nextStatuses).toEqual(['OUT_FOR_DELIVERY', 'CANCELLED']);
    expect(packed.body.data.items.map((item: any) => [item.productId, item.quantity, item.lineTotal])).toEqual([
      [products.tomatoes._id, 1, 40],
      [products.butter._id, 1, 50],
      [products.otherButter._id, 2, 90],
    ]);
    // Sold: 1 tomato, 1 butter, 2 of the other butter; the rest is back on the shelf.
    await eventually(async () => (await stocksOf(products)).join() === '9,9,8', 'stock after packing');

    const mail = await eventually(
      async () => (await mailsTo(shopper.email)).find((sent) => sent.subject.includes('packed, with changes')),
      'the packed e-mail',
    );
    expect(mail.text).toContain(`${products.tomatoes.name}: 1 of 2 packed`);
    expect(mail.text).toContain(`replaced by ${products.otherButter.name} × 2`);
    expect(mail.text).toMatch(/new total is .*180\.00 instead of .*230\.00/);

    const undo = await admin.put('/api/order/admin/update-status', {
      orderId: order._id,
      status: 'PLACED',
      reason: 'packed the wrong bag',
    });
    expect(undo.status).toBe(409);
    expect(undo.body.code).toBe('PACK_NOT_UNDOABLE');
    // Packed, it waits no more; an Order No that is no order is said so.
    expect((await packer.client.get(`/api/order/admin/packing-queue?orderId=${order.orderId}`)).body.data).toEqual([]);
    const unknown = await packer.client.get('/api/order/admin/packing-queue?orderId=ORD-0000000000');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'ORDER_NOT_FOUND']);
    const empty = await packer.client.get('/api/order/admin/packing-queue?orderId=');
    expect([empty.status, empty.body.message]).toEqual([400, 'orderId is required']);

    // The rider collects the final total.
    expectOk(
      await admin.put('/api/order/admin/assign-rider', { orderId: order._id, riderEmail: rider.email }),
      'assign',
    );
    const round = await rider.client.get('/api/order/rider/list');
    expect(round.body.data.open.find((mine: any) => mine._id === order._id)).toMatchObject({ amountToCollect: 180 });

    // Cancelled after packing, what is in the bag goes back: every product's stock as before the order.
    expectOk(
      await admin.put('/api/order/admin/update-status', { orderId: order._id, status: 'CANCELLED', reason: 'test' }),
      'cancel',
    );
    await eventually(async () => (await stocksOf(products)).join() === '10,10,10', 'stock after cancelling');
  });

  it('refunds a paid card order the difference once, and a cancellation afterwards only the rest', async () => {
    const products = await shelf();
    const order = await placeOrder(shopper, products, '/api/order/checkout');
    const paid = await testCheckout(shopper.client, order.id, 'pay');
    expect(paid.status).toBeLessThan(400);
    await eventually(
      async () => (await shopper.client.get(`/api/order/details?orderId=${order._id}`)).body.data?.status === 'PAID',
      'the card order to be paid',
    );
    const packed = await pack(packer.client, order._id, shortAndSubstituted(products));
    expectOk(packed, 'pack a card order');
    expect(packed.body.data).toMatchObject({ confirmedTotalAmt: 230, totalAmt: 180, refundAmt: 50 });
    const refunded = await eventually(async () => {
      const details = await admin.post('/api/order/admin/details', { orderId: order._id });
      return details.body.data.payment?.packedRefund?.refundedAt ? details.body.data.payment : undefined;
    }, 'the partial refund');
    expect(refunded).toMatchObject({ status: 'PAID', packedRefund: { amount: 5_000, attempts: 1 } });
    const mail = await eventually(
      async () => (await mailsTo(shopper.email)).find((sent) => sent.subject.includes('packed, with changes')),
      'the packed e-mail',
    );
    expect(mail.text).toMatch(/We are refunding .*50\.00 to the card you paid with/);

    expectOk(
      await admin.put('/api/order/admin/update-status', { orderId: order._id, status: 'CANCELLED', reason: 'test' }),
      'cancel',
    );
    const rest = await eventually(async () => {
      const details = await admin.post('/api/order/admin/details', { orderId: order._id });
      return details.body.data.status === 'REFUNDED' ? details.body.data.payment : undefined;
    }, 'the rest refunded');
    expect(rest).toMatchObject({
      status: 'REFUNDED',
      refundAmount: 18_000,
      packedRefund: { amount: 5_000, attempts: 1 },
    });
  });

  it('refuses what the order or the shopper does not allow, moving nothing', async () => {
    const products = await shelf(1);
    const order = await placeOrder(shopper, products);
    const { tomatoes, butter, otherButter } = products;
    const refusals: [unknown[], number, string][] = [
      [[{ productId: tomatoes._id, packed: 2 }], 400, 'PACK_LINES_MISMATCH'],
      [
        [
          { productId: tomatoes._id, packed: 3 },
          { productId: butter._id, packed: 3 },
        ],
        400,
        'PACKED_MORE_THAN_ORDERED',
      ],
      [
        [
          { productId: tomatoes._id, packed: 0 },
          { productId: butter._id, packed: 0 },
        ],
        409,
        'NOTHING_PACKED',
      ],
      [
        [
          { productId: tomatoes._id, packed: 2, weight: 0.5 },
          { productId: butter._id, packed: 3 },
        ],
        400,
        'NOT_SOLD_BY_WEIGHT',
      ],
      [
        [
          { productId: tomatoes._id, packed: 1, substitute: { productId: otherButter._id, quantity: 1 } },
          { productId: butter._id, packed: 3 },
        ],
        409,
        'SUBSTITUTE_REFUSED',
      ],
      // One unit of the other butter is on the shelf: two cannot be taken.
      [
        [
          { productId: tomatoes._id, packed: 2 },
          { productId: butter._id, packed: 1, substitute: { productId: otherButter._id, quantity: 2 } },
        ],
        409,
        'INSUFFICIENT_STOCK',
      ],
      [
        [
          { productId: tomatoes._id, packed: -1 },
          { productId: butter._id, packed: 3 },
        ],
        400,
        'VALIDATION_FAILED',
      ],
    ];
    for (const [lines, status, code] of refusals) {
      const refused = await pack(packer.client, order._id, lines);
      expect([refused.status, refused.body.code, JSON.stringify(lines)]).toEqual([status, code, JSON.stringify(lines)]);
    }
    const details = await admin.post('/api/order/admin/details', { orderId: order._id });
    expect(details.body.data).toMatchObject({ status: 'PLACED', totalAmt: 230, adjustments: [] });
    expect(await stocksOf(products)).toEqual([8, 7, 1]);
  });

  it('lets packers pack and nothing else; riders and shoppers cannot pack', async () => {
    const products = await shelf();
    const order = await placeOrder(shopper, products);
    const lines = [
      { productId: products.tomatoes._id, packed: 2 },
      { productId: products.butter._id, packed: 3 },
    ];
    for (const client of [rider.client, shopper.client])
      expect((await pack(client, order._id, lines)).status).toBe(403);
    expect((await packer.client.post('/api/order/admin/list', {})).status).toBe(403);
    expect(
      (await packer.client.put('/api/order/admin/update-status', { orderId: order._id, status: 'CANCELLED' })).status,
    ).toBe(403);
    const packed = await pack(packer.client, order._id, lines);
    expectOk(packed, 'pack as ordered');
    expect(packed.body).toMatchObject({ message: 'Packed', data: { adjustments: [], totalAmt: 230 } });
  });

  it('of two packers packing one order at once, exactly one wins and stock moves once', async () => {
    const products = await shelf();
    const order = await placeOrder(shopper, products);
    const secondPacker = await signUpStaff('PACKER', 'Second Packer');
    const answers = await racingRequests(
      [packer, secondPacker].map(({ client }) => ({
        client,
        method: 'PUT',
        path: '/api/order/admin/pack',
        body: { orderId: order._id, lines: shortAndSubstituted(products) },
      })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.code).toBe('ORDER_CHANGED_MEANWHILE');
    await eventually(async () => (await stocksOf(products)).join() === '9,9,8', 'stock after one pack');
    // The loser's substitutes went back at once: nothing more is held.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await stocksOf(products)).toEqual([9, 9, 8]);
  });
});
