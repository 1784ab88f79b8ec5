import {
  CatalogFixture,
  DeliveryZones,
  TestUser,
  addToCart,
  createAddress,
  eventually,
  eventsFinished,
  ordersOf,
  racingRequests,
  signUp,
} from '@shop/testkit';
import { randomUUID } from 'node:crypto';
import { StatusChangeTap } from './status-change-tap';

/**
 * Issue 37: checkout prices delivery as the zone's rules say, refuses what cannot be delivered with a
 * stable code, and books slot capacity like stock. Each test has a zone of its own for a pincode nobody
 * else uses (created last, so it wins over the demo zone); every other suite's 411001 stays in the demo zone.
 */
let catalog: CatalogFixture;
let zones: DeliveryZones;
beforeAll(async () => {
  catalog = await CatalogFixture.create('Delivery checkout');
  zones = await DeliveryZones.create();
});
afterAll(async () => {
  await zones.removeAll();
});

async function shopperAt(
  pincode: string,
  productId: string,
  quantity = 1,
): Promise<{ user: TestUser; addressId: string }> {
  const user = await signUp('Delivery Shopper');
  const addressId = await createAddress(user.client, pincode);
  await addToCart(user.client, productId, quantity);
  return { user, addressId };
}

describe('checkout with delivery (issue 37)', () => {
  it("sends the spec's client's order (no slot) express and free in the demo zone", async () => {
    const product = await catalog.product({ stock: 5, price: 100, discount: 10 });
    const { user, addressId } = await shopperAt('411001', product._id, 2);
    const quote = await user.client.post('/api/order/quote', { addressId });
    expect(quote.status).toBe(200);
    expect(quote.body.data).toMatchObject({
      serviceable: true,
      zone: { name: 'All of India (demo)' },
      express: { etaMinutes: 30, fee: 0 },
      slot: null,
      fees: [],
      deliveryFee: 0,
      itemsTotal: 180,
      totalAmt: 180,
      problems: [],
    });
    const placed = await user.client.post('/api/order/cash-on-delivery', { addressId, totalAmt: 180 });
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({
      totalAmt: 180,
      delivery: { zone: 'All of India (demo)', slot: null, express: { etaMinutes: 30 }, fee: 0 },
    });
  });

  it('quotes each fee line by line; the delivery and small-cart fees go exactly at their thresholds', async () => {
    const pincode = DeliveryZones.pincode();
    await zones.zone({
      pincodes: [pincode],
      express: { etaMinutes: 15, fee: 10 },
      fees: { deliveryFee: 30, freeDeliveryAbove: 500, smallCartBelow: 200, smallCartFee: 20.5 },
    });
    const product = await catalog.product({ stock: 20, price: 100, discount: 0 });
    const { user, addressId } = await shopperAt(pincode, product._id, 1);
    const small = await user.client.post('/api/order/quote', { addressId, express: true });
    expect(small.body.data).toMatchObject({
      itemsTotal: 100,
      fees: [
        { code: 'DELIVERY_FEE', label: 'Delivery fee', amount: 30 },
        { code: 'SMALL_CART_FEE', label: 'Small cart fee', amount: 20.5 },
        { code: 'EXPRESS_FEE', label: 'Express delivery', amount: 10 },
      ],
      deliveryFee: 60.5,
      totalAmt: 160.5,
      addForFreeDelivery: 400,
      express: { etaMinutes: 15, fee: 10 },
      problems: [],
    });
    await addToCart(user.client, product._id, 2); // two units, 200: the small-cart fee goes at its threshold
    expect(
      (await user.client.post('/api/order/quote', { addressId })).body.data.fees.map((fee: any) => fee.code),
    ).toEqual(['DELIVERY_FEE', 'EXPRESS_FEE']);
    await addToCart(user.client, product._id, 5); // five units, 500: exactly at the free-delivery threshold
    const free = (await user.client.post('/api/order/quote', { addressId })).body.data;
    expect(free).toMatchObject({ fees: [{ code: 'EXPRESS_FEE', amount: 10 }], deliveryFee: 10, totalAmt: 510 });
    expect(free.addForFreeDelivery).toBeNull();
    const slot = await zones.openSlot(pincode);
    const inSlot = (await user.client.post('/api/order/quote', { addressId, slotId: slot._id })).body.data;
    expect(inSlot).toMatchObject({ fees: [], deliveryFee: 0, totalAmt: 500, express: null, slot: { _id: slot._id } });

    const placed = await user.client.post('/api/order/cash-on-delivery', {
      addressId,
      totalAmt: 500,
      slotId: slot._id,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.data.delivery).toMatchObject({
      slot: { _id: slot._id, date: slot.date, start: slot.start },
      express: null,
      fee: 0,
    });
    expect((await zones.slot(pincode, slot._id)).remaining).toBe(slot.remaining - 1);
  });

  it('refuses what cannot be delivered with stable codes, and takes nothing', async () => {
    const product = await catalog.product({ stock: 5, price: 50, discount: 0 });
    const armyPost = await shopperAt('901234', product._id); // the 9xxxxx series is not served
    const notServed = await armyPost.user.client.post('/api/order/cash-on-delivery', { addressId: armyPost.addressId });
    expect(notServed.status).toBe(422);
    expect(notServed.body).toMatchObject({
      code: 'PINCODE_NOT_SERVICEABLE',
      message: "We don't deliver to 901234 yet",
    });
    expect(
      (await armyPost.user.client.post('/api/order/quote', { addressId: armyPost.addressId })).body.data,
    ).toMatchObject({
      serviceable: false,
      problems: [{ code: 'PINCODE_NOT_SERVICEABLE' }],
    });

    const slotsOnly = DeliveryZones.pincode();
    await zones.zone({ pincodes: [slotsOnly], express: null, fees: { minimumOrder: 99.5 } });
    const shopper = await shopperAt(slotsOnly, product._id);
    const noSlot = await shopper.user.client.post('/api/order/cash-on-delivery', { addressId: shopper.addressId });
    expect(noSlot.status).toBe(422);
    expect(noSlot.body.code).toBe('BELOW_MINIMUM_ORDER');
    expect(noSlot.body.missing).toBe(49.5);
    await addToCart(shopper.user.client, product._id, 1);
    const required = await shopper.user.client.post('/api/order/cash-on-delivery', { addressId: shopper.addressId });
    expect(required.status).toBe(422);
    expect(required.body).toMatchObject({ code: 'SLOT_REQUIRED', message: 'Please choose a delivery slot' });
    const noExpress = await shopper.user.client.post('/api/order/cash-on-delivery', {
      addressId: shopper.addressId,
      express: true,
    });
    expect(noExpress.body.code).toBe('EXPRESS_UNAVAILABLE');

    const closing = DeliveryZones.pincode();
    // A cut-off of three days closes every slot of today and the next two days.
    await zones.zone({
      pincodes: [closing],
      slotTemplates: [
        { days: [0, 1, 2, 3, 4, 5, 6], start: '10:00', end: '12:00', capacity: 5, cutoffMinutes: 4320, fee: 0 },
      ],
    });
    const late = await shopperAt(closing, product._id);
    const [closed] = await zones.slots(closing);
    expect(closed.status).toBe('CLOSED');
    const refused = await late.user.client.post('/api/order/cash-on-delivery', {
      addressId: late.addressId,
      slotId: closed._id,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('SLOT_CLOSED');
    const malformed = await late.user.client.post('/api/order/cash-on-delivery', {
      addressId: late.addressId,
      slotId: 'tomorrow',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('VALIDATION_FAILED');

    expect(await catalog.stockOf(product._id)).toBe(5);
    for (const { user } of [armyPost, shopper, late]) expect(await ordersOf(user.client)).toEqual([]);
  });

  it('refuses with TOTAL_CHANGED and the new fee when a fee appears between the quote and the order', async () => {
    const pincode = DeliveryZones.pincode();
    const zone = await zones.zone({ pincodes: [pincode], express: { etaMinutes: 20, fee: 0 } });
    const product = await catalog.product({ stock: 5, price: 80, discount: 0 });
    const { user, addressId } = await shopperAt(pincode, product._id);
    const quoted = (await user.client.post('/api/order/quote', { addressId })).body.data;
    expect(quoted.totalAmt).toBe(80);
    await zones.update(zone, { pincodes: [pincode], express: { etaMinutes: 20, fee: 0 }, fees: { deliveryFee: 25 } });

    const refused = await user.client.post('/api/order/cash-on-delivery', { addressId, totalAmt: quoted.totalAmt });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'TOTAL_CHANGED',
      totalAmt: 105,
      fees: [{ code: 'DELIVERY_FEE', amount: 25 }],
    });
    expect(await ordersOf(user.client)).toEqual([]);
    const accepted = await user.client.post('/api/order/cash-on-delivery', { addressId, totalAmt: 105 });
    expect(accepted.status).toBe(201);
    expect(accepted.body.data).toMatchObject({ totalAmt: 105, delivery: { fee: 25 } });
  });

  it('100 shoppers racing for a slot with 5 left: exactly 5 orders get it, the others 409 SLOT_FULL, and a cancellation hands one back once', async () => {
    const pincode = DeliveryZones.pincode();
    await zones.zone({
      pincodes: [pincode],
      slotTemplates: [
        { days: [0, 1, 2, 3, 4, 5, 6], start: '06:00', end: '22:00', capacity: 7, cutoffMinutes: 0, fee: 0 },
      ],
    });
    const product = await catalog.product({ stock: 500, price: 10, discount: 0 });
    const slot = await zones.openSlot(pincode);
    // Two of the seven are taken first.
    for (let i = 0; i < 2; i++) {
      const early = await shopperAt(pincode, product._id);
      expect(
        (await early.user.client.post('/api/order/cash-on-delivery', { addressId: early.addressId, slotId: slot._id }))
          .status,
      ).toBe(201);
    }
    expect((await zones.slot(pincode, slot._id)).remaining).toBe(5);
    const racers: { user: TestUser; addressId: string }[] = [];
    for (let batch = 0; batch < 10; batch++)
      racers.push(...(await Promise.all(Array.from({ length: 10 }, () => shopperAt(pincode, product._id)))));

    const answers = await racingRequests(
      racers.map(({ user, addressId }) => ({
        client: user.client,
        method: 'POST',
        path: '/api/order/cash-on-delivery',
        body: { addressId, slotId: slot._id },
      })),
    );
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed).toHaveLength(5);
    const refusals = answers.filter((answer) => answer.status !== 201);
    expect(new Set(refusals.map((answer) => `${answer.status} ${answer.body.code}`))).toEqual(
      new Set(['409 SLOT_FULL']),
    );
    const full = await zones.slot(pincode, slot._id);
    expect(full).toMatchObject({ status: 'FULL', remaining: 0 });
    // Every refused shopper's stock went back: 7 units sold of 500.
    await eventually(async () => (await catalog.stockOf(product._id)) === 493, 'the refused orders’ stock back');

    const winner = racers[answers.indexOf(placed[0])];
    const orderId: string = placed[0].body.data._id;
    const tap = await StatusChangeTap.open();
    try {
      const cancelled = await winner.user.client.put('/api/order/cancel', { orderId });
      expect(cancelled.status).toBe(200);
      await eventually(
        async () => (await zones.slot(pincode, slot._id)).remaining === 1,
        'the slot to have one place again',
      );
      // Handed back once: a second cancellation, the broker redelivering the cancellation's event and the
      // outbox publishing it again as a new event all change nothing.
      await winner.user.client.put('/api/order/cancel', { orderId });
      const cancellation = await tap.cancellationOf(orderId);
      const before = await eventsFinished('delivery', 'delivery.order-cancelled', 'order.status-changed');
      await tap.publish(cancellation);
      await tap.publish({ ...cancellation, id: randomUUID() });
      await eventually(
        async () =>
          (await eventsFinished('delivery', 'delivery.order-cancelled', 'order.status-changed')) >= before + 2,
        'the delivery service to have handled both repeats',
      );
      expect((await zones.slot(pincode, slot._id)).remaining).toBe(1);
    } finally {
      await tap.close();
    }
  }, 300_000);
});
