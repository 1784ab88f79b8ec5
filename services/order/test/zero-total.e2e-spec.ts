import { addToCart, CatalogFixture, cartLines, createAddress, ordersOf, signUp, TestUser } from '@shop/testkit';

let catalog: CatalogFixture;
beforeAll(async () => {
  catalog = await CatalogFixture.create('Zero total');
});

/** Issue 33, item 10: an order of $0.00 goes through only when every product in it is marked free. */
describe('checkout totalling zero', () => {
  let shopper: TestUser;
  let addressId: string;

  beforeEach(async () => {
    shopper = await signUp('Zero Total Shopper');
    addressId = await createAddress(shopper.client);
  });

  it('refuses a $0.00 order of products not marked free (price 0, or 100% off), on both payment paths', async () => {
    const priceZero = await catalog.product({ stock: 5, price: 0, discount: 0 });
    const allOff = await catalog.product({ stock: 5, price: 40, discount: 100 });
    await addToCart(shopper.client, priceZero._id);
    await addToCart(shopper.client, allOff._id, 2);

    const refused = await shopper.client.post('/api/order/cash-on-delivery', { addressId });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, code: 'ZERO_TOTAL' });
    expect(refused.body.message).toContain(`"${priceZero.name}", "${allOff.name}" are not offered for free`);
    const card = await shopper.client.post('/api/order/checkout', { addressId });
    expect(card.status).toBe(409);
    expect(card.body.code).toBe('ZERO_TOTAL');

    // Nothing was taken: the cart, the stock and the order list are as before.
    expect(await cartLines(shopper.client)).toHaveLength(2);
    expect(await catalog.stockOf(allOff._id)).toBe(5);
    expect(await ordersOf(shopper.client)).toEqual([]);
  });

  it('places a $0.00 order when every product in it is marked free, and refuses one free product beside one that is not', async () => {
    const sample = await catalog.product({ stock: 5, price: 0, discount: 0 });
    await catalog.update(sample._id, { free: true });
    const mistake = await catalog.product({ stock: 5, price: 0, discount: 0 });
    await addToCart(shopper.client, sample._id);
    await addToCart(shopper.client, mistake._id);

    const mixed = await shopper.client.post('/api/order/cash-on-delivery', { addressId });
    expect(mixed.status).toBe(409);
    expect(mixed.body.code).toBe('ZERO_TOTAL');
    expect(mixed.body.message).toContain(`"${mistake.name}" is not offered for free`);
    expect(mixed.body.message).not.toContain(sample.name);

    const line = (await cartLines(shopper.client)).find((entry) => entry.productId._id === mistake._id);
    expect((await shopper.client.delete('/api/cart/delete-cart-item', { _id: line._id })).status).toBe(200);
    const placed = await shopper.client.post('/api/order/cash-on-delivery', { addressId });
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ totalAmt: 0 });
    expect(await catalog.stockOf(sample._id)).toBe(4);
  });
});
