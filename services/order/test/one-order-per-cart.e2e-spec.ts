import {
  CatalogFixture,
  GATEWAY_URL,
  TestUser,
  addToCart,
  cartLines,
  createAddress,
  eventually,
  ordersOf,
  signUp,
} from '@shop/testkit';

let catalog: CatalogFixture;
beforeAll(async () => {
  catalog = await CatalogFixture.create('OneOrder');
});

const testPage = (sessionId: string) => `${GATEWAY_URL}/api/payment/test-checkout/${sessionId}`;
const pageText = async (sessionId: string) => (await fetch(testPage(sessionId))).text();
/** Pressing Pay on a test-mode page the shopper kept open. */
const pressPay = (sessionId: string) => fetch(`${testPage(sessionId)}/pay`, { method: 'POST', redirect: 'manual' });

describe('one order per cart', () => {
  let shopper: TestUser;
  let addressId: string;

  beforeEach(async () => {
    shopper = await signUp('One Order Shopper');
    addressId = await createAddress(shopper.client);
  });

  /** A card checkout of the cart as it is; each key opens its own order (two tabs, or Back and again). */
  async function cardCheckout(key: string) {
    const checkout = await shopper.client.post(
      '/api/order/checkout',
      { addressId },
      { headers: { 'idempotency-key': key } },
    );
    expect(checkout.status).toBe(201);
    return { sessionId: checkout.body.id as string, orderId: checkout.body.data.orderId as string };
  }

  it('cash on delivery after an unpaid card checkout cancels the card order: stock back, its page refuses Pay', async () => {
    const productId = (await catalog.product({ stock: 3, price: 50, discount: 0 }))._id;
    await addToCart(shopper.client, productId);
    const card = await cardCheckout('card-1');
    expect(await catalog.stockOf(productId)).toBe(2);

    const cod = await shopper.client.post('/api/order/cash-on-delivery', { addressId });

    expect(cod.status).toBe(201);
    // The card order's unit comes back; the cash order keeps its own.
    await eventually(async () => (await catalog.stockOf(productId)) === 2, 'the card order to give its stock back');
    await eventually(async () => (await pageText(card.sessionId)).includes('closed'), 'the card session to close');
    const paid = await pressPay(card.sessionId);
    expect(paid.status).toBe(409);
    expect(paid.headers.get('content-type')).toMatch(/text\/html/);
    expect(await paid.text()).toContain('This checkout session is closed');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await ordersOf(shopper.client)).map((order) => order.orderId)).toEqual([cod.body.data.orderId]);
    expect(await catalog.stockOf(productId)).toBe(2);
  });

  it('paying one card checkout cancels the buyer’s other open one, whose page then refuses Pay', async () => {
    const productId = (await catalog.product({ stock: 4, price: 20, discount: 0 }))._id;
    await addToCart(shopper.client, productId);
    const older = await cardCheckout('tab-1');
    const newer = await cardCheckout('tab-2');
    expect(await catalog.stockOf(productId)).toBe(2);

    const paid = await pressPay(newer.sessionId);

    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(new RegExp(`/success\\?session_id=${newer.sessionId}$`));
    await eventually(async () => (await catalog.stockOf(productId)) === 3, 'the other checkout to give its stock back');
    await eventually(async () => (await pageText(older.sessionId)).includes('closed'), 'the other session to close');
    expect((await pressPay(older.sessionId)).status).toBe(409);
    expect((await ordersOf(shopper.client)).map((order) => order.orderId)).toEqual([newer.orderId]);
    expect(await cartLines(shopper.client)).toEqual([]);
  });

  it('a card payment and a cash order of one cart at the same moment: exactly one order survives', async () => {
    const productId = (await catalog.product({ stock: 5, price: 30, discount: 0 }))._id;
    await addToCart(shopper.client, productId);
    const card = await cardCheckout('race');

    const [, cod] = await Promise.all([
      pressPay(card.sessionId),
      shopper.client.post('/api/order/cash-on-delivery', { addressId }),
    ]);

    // Whichever takes the cart first wins; the cash order is refused when the payment did.
    expect([201, 409]).toContain(cod.status);
    const listed = await eventually(async () => {
      const orders = (await ordersOf(shopper.client)).map((order) => order.orderId);
      return orders.length === 1 ? orders : undefined;
    }, 'one order to be listed');
    const session = await eventually(
      async () =>
        /already paid|closed: its order was cancelled(\.| and the payment was refunded)/.exec(
          await pageText(card.sessionId),
        )?.[0],
      'the card session to settle',
    );
    const cashWon = cod.status === 201;
    const seen = {
      listed,
      cardPaid: session === 'already paid',
      refusal: cashWon ? null : { code: cod.body.code, message: cod.body.message },
    };
    const cashWins = { listed: [cashWon ? cod.body.data.orderId : ''], cardPaid: false, refusal: null };
    const cardWins = {
      listed: [card.orderId],
      cardPaid: true,
      refusal: { code: 'CART_ALREADY_ORDERED', message: 'This cart was already ordered; see My Orders' },
    };
    expect(seen).toEqual(cashWon ? cashWins : cardWins);
    // The loser's unit is back, and the loser never turns up later.
    await eventually(async () => (await catalog.stockOf(productId)) === 4, 'the losing order’s stock to come back');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await ordersOf(shopper.client)).map((order) => order.orderId)).toEqual(listed);
    expect(await catalog.stockOf(productId)).toBe(4);
  });

  it('checking out again after cancelling on the card page starts a new checkout, not the closed one', async () => {
    const productId = (await catalog.product({ stock: 3, price: 25, discount: 0 }))._id;
    await addToCart(shopper.client, productId);
    // No Idempotency-Key (the spec's client sends none): the same cart and address within a minute are one checkout.
    const first = await shopper.client.post('/api/order/checkout', { addressId });
    expect(first.status).toBe(201);
    const repeated = await shopper.client.post('/api/order/checkout', { addressId });
    expect(repeated.body.id).toBe(first.body.id);

    const cancelled = await fetch(`${testPage(first.body.id)}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.status).toBe(303);
    await eventually(
      async () => (await catalog.stockOf(productId)) === 3,
      'the cancelled order to give its stock back',
    );
    const again = await shopper.client.post('/api/order/checkout', { addressId });

    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(first.body.id);
    expect(again.body.data.orderId).not.toBe(first.body.data.orderId);
    expect(await pageText(again.body.id)).toContain('<button type="submit" class="pay">');
    expect(await catalog.stockOf(productId)).toBe(2);
  });
});

describe('order-list for clients that show one product per entry', () => {
  it('lists every ordered product with the order number and payment_status under view=items', async () => {
    const shopper = await signUp('Items View Shopper');
    const addressId = await createAddress(shopper.client);
    const first = (await catalog.product({ stock: 5, price: 10, discount: 0 }))._id;
    const second = (await catalog.product({ stock: 5, price: 12, discount: 0 }))._id;
    await addToCart(shopper.client, first, 2);
    await addToCart(shopper.client, second);
    const placed = await shopper.client.post('/api/order/cash-on-delivery', { addressId });
    expect(placed.status).toBe(201);

    const grouped = await shopper.client.get('/api/order/order-list');
    const items = await shopper.client.get('/api/order/order-list?view=items');

    expect(grouped.body.data).toHaveLength(1);
    expect(grouped.body.data[0]).toMatchObject({
      orderId: placed.body.data.orderId,
      payment_status: 'CASH ON DELIVERY',
    });
    expect(grouped.body.data[0].items).toHaveLength(2);
    expect(items.status).toBe(200);
    expect(items.body.data).toHaveLength(2);
    for (const entry of items.body.data) {
      expect(entry).toMatchObject({
        _id: `${placed.body.data._id}-${entry.productId}`,
        orderId: placed.body.data.orderId,
        order_id: placed.body.data._id,
        payment_status: 'CASH ON DELIVERY',
        product_details: { name: expect.stringContaining('OneOrder'), image: expect.any(Array) },
      });
    }
    expect(
      items.body.data.map((entry: { productId: string; quantity: number }) => [entry.productId, entry.quantity]),
    ).toEqual(
      expect.arrayContaining([
        [first, 2],
        [second, 1],
      ]),
    );
  });

  it('refuses an unknown view with 400', async () => {
    const shopper = await signUp();
    const refused = await shopper.client.get('/api/order/order-list?view=lines');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('view must be orders or items');
  });
});
