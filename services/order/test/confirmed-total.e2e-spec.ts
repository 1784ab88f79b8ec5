import { CatalogFixture, TestUser, addToCart, cartLines, createAddress, ordersOf, signUp } from '@shop/testkit';

let catalog: CatalogFixture;
beforeAll(async () => {
  catalog = await CatalogFixture.create('Confirmed total');
});

/** Issue 33, item 7: a shopper never pays more than the total they confirmed (the body's totalAmt). */
describe('the total the shopper confirmed', () => {
  let shopper: TestUser;
  let addressId: string;

  beforeEach(async () => {
    shopper = await signUp('Confirming Shopper');
    addressId = await createAddress(shopper.client);
  });

  it.each(['/api/order/cash-on-delivery', '/api/order/checkout'])(
    '%s refuses a total raised since it was confirmed (409 TOTAL_CHANGED with the new figures), reserving nothing; the new total then goes through',
    async (path) => {
      const product = await catalog.product({ stock: 10, price: 100, discount: 10 });
      await addToCart(shopper.client, product._id, 2);
      const confirmed = 180; // 2 × $90.00, as the shopper's screen showed it
      await catalog.update(product._id, { price: 150 });

      const refused = await shopper.client.post(path, { addressId, totalAmt: confirmed });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        success: false,
        code: 'TOTAL_CHANGED',
        confirmedTotalAmt: 180,
        subTotalAmt: 300,
        totalAmt: 270,
        lines: [{ productId: product._id, name: product.name, quantity: 2, price: 135 }],
      });
      expect(refused.body.message).toContain('270.00');
      expect(await catalog.stockOf(product._id)).toBe(10);
      expect(await ordersOf(shopper.client)).toEqual([]);
      expect((await cartLines(shopper.client)).map((line) => line.quantity)).toEqual([2]);

      const accepted = await shopper.client.post(path, { addressId, totalAmt: refused.body.totalAmt });
      expect(accepted.status).toBe(201);
      expect(accepted.body.data.totalAmt).toBe(270);
      expect(await catalog.stockOf(product._id)).toBe(8);
    },
  );

  it('lets a total lowered since it was confirmed through at the lower price, holds nothing to a total that is not positive, and refuses one that is not a number', async () => {
    const product = await catalog.product({ stock: 10, price: 100, discount: 0 });
    await addToCart(shopper.client, product._id, 3);
    await catalog.update(product._id, { price: 80 });
    const notNumber = await shopper.client.post('/api/order/cash-on-delivery', { addressId, totalAmt: 'lots' });
    expect(notNumber.status).toBe(400);
    expect(notNumber.body.code).toBe('VALIDATION_FAILED');
    const placed = await shopper.client.post('/api/order/cash-on-delivery', { addressId, totalAmt: 300 });
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ subTotalAmt: 240, totalAmt: 240 });

    // The spec's client may send no total, or 0: there is nothing to hold the order to.
    await addToCart(shopper.client, product._id, 1);
    expect((await shopper.client.post('/api/order/cash-on-delivery', { addressId, totalAmt: 0 })).status).toBe(201);
  });
});
