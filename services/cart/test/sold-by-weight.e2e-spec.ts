import { ApiClient, CatalogFixture, expectOk, signUp, TestUser } from '@shop/testkit';

/**
 * Issue 38, selling by weight, in the cart: a by-weight line starts at the product's minimum, moves a
 * step at a time, is shown in kilograms (grams inside), and takes only whole steps up to its maximum
 * and the stock.
 */
const TOMATO_TERMS = { weightStepGrams: 250, weightMinGrams: 500, weightMaxGrams: 3000 };

const add = (client: ApiClient, productId: string) => client.post('/api/cart/create', { productId });
const setQty = (client: ApiClient, _id: string, qty: unknown, expectedQty?: number) =>
  client.put('/api/cart/update-qty', { _id, qty, ...(expectedQty === undefined ? {} : { expectedQty }) });

describe('a product sold by weight in the cart', () => {
  let catalog: CatalogFixture;
  let shopper: TestUser;
  beforeAll(async () => {
    catalog = await CatalogFixture.create('Cart by weight');
  });
  beforeEach(async () => {
    shopper = await signUp('Wendy Weigher');
  });

  it('starts at the minimum, adds a step at a time, and shows kilograms', async () => {
    const tomatoes = await catalog.product({ stock: 20_000, price: 40, discount: 0, byWeight: TOMATO_TERMS });
    const first = await add(shopper.client, tomatoes._id);
    expectOk(first, 'add tomatoes');
    expect(first.body.data).toMatchObject({
      quantity: 0.5,
      maxPerOrder: 3,
      productId: { _id: tomatoes._id, sellBy: 'weight', price: 40, stock: 20_000, ...TOMATO_TERMS },
    });
    expect((await add(shopper.client, tomatoes._id)).body.data.quantity).toBe(0.75);
    const set = await setQty(shopper.client, first.body.data._id, 1.5, 0.75);
    expectOk(set, 'set 1.5 kg');
    expect(set.body.data.quantity).toBe(1.5);
    const [line] = (await shopper.client.get('/api/cart/get')).body.data;
    expect(line).toMatchObject({ quantity: 1.5, productId: { sellBy: 'weight' } });
  });

  it('refuses what is not whole steps, below the minimum, above the maximum or the stock', async () => {
    const tomatoes = await catalog.product({ stock: 1_100, price: 40, discount: 0, byWeight: TOMATO_TERMS });
    const lineId = (await add(shopper.client, tomatoes._id)).body.data._id;
    for (const qty of [1.3, 0.25, 0.2505]) {
      const refused = await setQty(shopper.client, lineId, qty);
      expect([qty, refused.status, refused.body.code]).toEqual([
        qty,
        400,
        qty === 0.2505 ? 'VALIDATION_FAILED' : 'QUANTITY_NOT_IN_STEPS',
      ]);
    }
    expect((await setQty(shopper.client, lineId, 0.3)).body.message).toBe(
      `${tomatoes.name} is sold in steps of 250 g, from 0.5 kg`,
    );
    const tooMuch = await setQty(shopper.client, lineId, 3.25);
    expect([tooMuch.status, tooMuch.body.code, tooMuch.body.max]).toEqual([422, 'TOO_MANY_UNITS', 3]);
    expect(tooMuch.body.message).toBe(`You can have at most 3 kg of ${tomatoes.name} in your cart`);
    // 1,100 g on the shelf: 1 kg is the most whole steps, and the next add is refused naming the kilograms.
    const overStock = await setQty(shopper.client, lineId, 1.25);
    expect([overStock.status, overStock.body.code]).toEqual([409, 'INSUFFICIENT_STOCK']);
    expect(overStock.body.message).toBe(`Only 1.1 kg of ${tomatoes.name} in stock`);
    expectOk(await setQty(shopper.client, lineId, 1), 'set 1 kg');
    const next = await add(shopper.client, tomatoes._id);
    expect([next.status, next.body.message]).toEqual([
      409,
      `Only 1.1 kg of ${tomatoes.name} in stock and your cart already holds 1 kg`,
    ]);
    // A stale window's kilograms are compared as grams.
    const stale = await setQty(shopper.client, lineId, 0.5, 0.75);
    expect([stale.status, stale.body.code]).toEqual([409, 'CART_CHANGED_MEANWHILE']);
    expect(stale.body.message).toContain('your cart now holds 1 kg');
  });

  it('keeps whole units whole', async () => {
    const butter = await catalog.product({ stock: 5 });
    const lineId = (await add(shopper.client, butter._id)).body.data._id;
    const half = await setQty(shopper.client, lineId, 1.5);
    expect([half.status, half.body.code]).toEqual([400, 'QUANTITY_NOT_WHOLE']);
    expect((await shopper.client.get('/api/cart/get')).body.data[0]).toMatchObject({
      quantity: 1,
      productId: { sellBy: 'unit' },
    });
  });
});
