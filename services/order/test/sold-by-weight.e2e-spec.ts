import {
  addToCart,
  ApiClient,
  CatalogFixture,
  createAddress,
  eventually,
  expectOk,
  mailsTo,
  ProductFixture,
  signUp,
  signUpStaff,
  TestUser,
} from '@shop/testkit';

/**
 * Issue 38, selling by weight through the order: a by-weight line is priced for its grams to the
 * nearest cent, its grams come off the shelf, and the packer's weighing settles both: a lighter weight
 * is charged less and its grams go back; a heavier one takes its extra grams and is charged only as far
 * as the rest of the pack made room, so the shopper never pays more than they confirmed.
 */
let catalog: CatalogFixture;
let packer: TestUser;
beforeAll(async () => {
  catalog = await CatalogFixture.create('Sold by weight');
  packer = await signUpStaff('PACKER', 'Pia Packer');
});

// Apples at 119.99 a kg, in 250 g steps from 250 g to 5 kg; butter at 52.35 a unit.
async function shelf(): Promise<{ apples: ProductFixture; butter: ProductFixture }> {
  const [apples, butter] = await Promise.all([
    catalog.product({
      stock: 10_000,
      price: 119.99,
      discount: 0,
      byWeight: { weightStepGrams: 250, weightMinGrams: 250, weightMaxGrams: 5000 },
    }),
    catalog.product({ stock: 10, price: 52.35, discount: 0 }),
  ]);
  return { apples, butter };
}

async function placeOrder(shopper: TestUser, { apples, butter }: Awaited<ReturnType<typeof shelf>>) {
  await addToCart(shopper.client, apples._id, 0.75);
  await addToCart(shopper.client, butter._id, 2);
  const placed = await shopper.client.post('/api/order/cash-on-delivery', {
    addressId: await createAddress(shopper.client),
  });
  expectOk(placed, 'place the order');
  return placed.body.data;
}

const pack = (client: ApiClient, orderId: string, lines: unknown[]) =>
  client.put('/api/order/admin/pack', { orderId, lines });

describe('a product sold by weight, ordered and packed', () => {
  it('is charged for its grams to the nearest cent, and the grams leave the shelf', async () => {
    const shopper = await signUp('Walter Weigh');
    const products = await shelf();
    const addressId = await createAddress(shopper.client);
    await addToCart(shopper.client, products.apples._id, 0.75);
    const quote = await shopper.client.post('/api/order/quote', { addressId });
    expectOk(quote, 'quote');
    // 750 g × 119.99 a kg = 89.9925: 89.99.
    expect(quote.body.data.items[0]).toMatchObject({
      quantity: 0.75,
      sellBy: 'weight',
      unitPrice: 119.99,
      lineTotal: 89.99,
    });
    expect(quote.body.data.itemsTotal).toBe(89.99);
    await addToCart(shopper.client, products.butter._id, 2);
    const placed = await shopper.client.post('/api/order/cash-on-delivery', { addressId });
    expectOk(placed, 'place the order');
    const order = placed.body.data;
    expect(order.items.map((item: any) => [item.quantity, item.sellBy, item.lineTotal])).toEqual([
      [0.75, 'weight', 89.99],
      [2, 'unit', 104.7],
    ]);
    expect(order.subTotalAmt).toBe(194.69);
    await eventually(async () => (await catalog.stockOf(products.apples._id)) === 9_250, 'grams taken');
    const mail = await eventually(
      async () => (await mailsTo(shopper.email)).find((sent) => sent.subject.includes(order.orderId)),
      'the order mail',
    );
    expect(mail.text).toContain(`${products.apples.name}: 0.75 kg x`);
  });

  it('charges a lighter weighing less and puts its grams back', async () => {
    const shopper = await signUp('Lena Light');
    const products = await shelf();
    const order = await placeOrder(shopper, products);
    const packed = await pack(packer.client, order.orderId, [
      { productId: products.apples._id, packed: 1, weight: 0.62 },
      { productId: products.butter._id, packed: 2 },
    ]);
    expectOk(packed, 'pack');
    // 620 g: 74.3938, so 74.39, 15.60 less than the 89.99 ordered.
    expect(packed.body.data.adjustments).toEqual([
      expect.objectContaining({ type: 'WEIGHED', ordered: 0.75, packed: 0.62, sellBy: 'weight', amount: -15.6 }),
    ]);
    expect(packed.body.data.totalAmt).toBe(Math.round((order.confirmedTotalAmt - 15.6) * 100) / 100);
    expect(packed.body.data.items[0]).toMatchObject({ quantity: 0.62, lineTotal: 74.39 });
    await eventually(async () => (await catalog.stockOf(products.apples._id)) === 9_380, 'grams back');
    const mail = await eventually(
      async () => (await mailsTo(shopper.email)).find((sent) => sent.subject.includes('packed, with changes')),
      'the packed mail',
    );
    expect(mail.text).toContain(`${products.apples.name}: 0.62 kg weighed (0.75 kg ordered)`);
  });

  it('charges a heavier weighing only as far as the rest of the pack made room, and takes its grams', async () => {
    const shopper = await signUp('Hugo Heavy');
    const products = await shelf();
    const order = await placeOrder(shopper, products);
    const packed = await pack(packer.client, order.orderId, [
      { productId: products.apples._id, packed: 1, weight: 0.9 },
      { productId: products.butter._id, packed: 1 },
    ]);
    expectOk(packed, 'pack');
    // 900 g is 107.99, 18.00 more; one butter short took 52.35 off, so the 18.00 fits.
    expect(packed.body.data.adjustments.map((change: any) => [change.type, change.amount])).toEqual([
      ['SHORT', -52.35],
      ['WEIGHED', 18],
    ]);
    expect(packed.body.data.totalAmt).toBeLessThan(order.confirmedTotalAmt);
    // 10 kg less the 750 g ordered and the 150 g weighed above it; one butter back.
    await eventually(async () => (await catalog.stockOf(products.apples._id)) === 9_100, 'extra grams taken');
    await eventually(async () => (await catalog.stockOf(products.butter._id)) === 9, 'butter back');
  });

  it('refuses a by-weight line packed without its weight, moving nothing', async () => {
    const shopper = await signUp('Nora Noweight');
    const products = await shelf();
    const order = await placeOrder(shopper, products);
    const refused = await pack(packer.client, order.orderId, [
      { productId: products.apples._id, packed: 1 },
      { productId: products.butter._id, packed: 2 },
    ]);
    expect([refused.status, refused.body.code]).toEqual([400, 'WEIGHT_NEEDED']);
    expect(refused.body.message).toBe(`${products.apples.name} is sold by weight: say what it weighed (weight, in kg)`);
    const unit = await pack(packer.client, order.orderId, [
      { productId: products.apples._id, packed: 1, weight: 0.75 },
      { productId: products.butter._id, packed: 2, weight: 0.2 },
    ]);
    expect([unit.status, unit.body.code]).toEqual([400, 'NOT_SOLD_BY_WEIGHT']);
    expect(await catalog.stockOf(products.apples._id)).toBe(9_250);
  });
});
