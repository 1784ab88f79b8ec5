import { ApiClient, CatalogFixture, DeliveryZones, addToCart, createAddress, eventually, signUp } from '@shop/testkit';

/**
 * Issue 37 through the gateway: where the shop delivers (public), the admin's zones (compare-and-set
 * saves, a later zone winning its pincodes), and a slot's bookings and moves. The checkout's side
 * (quotes, refusals, the race for a slot) is the order service's delivery-checkout suite.
 */
let zones: DeliveryZones;
const guest = new ApiClient();
beforeAll(async () => {
  zones = await DeliveryZones.create();
});
afterAll(async () => {
  await zones.removeAll();
});

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

describe('where the shop delivers (public)', () => {
  it('says the demo zone delivers express, and that the Army Postal series is not served', async () => {
    const served = await guest.get('/api/delivery/check?pincode=411001');
    expect(served.status).toBe(200);
    expect(served.body.data).toMatchObject({
      pincode: '411001',
      serviceable: true,
      zone: { name: 'All of India (demo)' },
      express: { etaMinutes: 30 },
      message: 'Delivery in 30 minutes',
    });
    const notServed = await guest.get('/api/delivery/check?pincode=901234');
    expect(notServed.body.data).toMatchObject({
      serviceable: false,
      zone: null,
      express: null,
      nextSlot: null,
      message: "We don't deliver to 901234 yet",
    });
  });

  it('refuses a malformed pincode with 400 INVALID_PINCODE', async () => {
    for (const pincode of ['12', '012345', 'abcdef', '1234567']) {
      const answer = await guest.get(`/api/delivery/check?pincode=${pincode}`);
      expect({ pincode, status: answer.status, code: answer.body.code }).toEqual({
        pincode,
        status: 400,
        code: 'INVALID_PINCODE',
      });
    }
    expect((await guest.get('/api/delivery/slots')).status).toBe(400);
  });

  it('lists today’s and the next two days’ slots by time, each with its status and places left', async () => {
    const slots = await zones.slots('411001');
    expect(slots.length).toBeGreaterThanOrEqual(14); // 7 a day; today's later ones at least
    const starts = slots.map((slot: any) => Date.parse(slot.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(new Set(slots.map((slot) => slot.date)).size).toBeLessThanOrEqual(3);
    for (const slot of slots) {
      expect(['OPEN', 'FULL', 'CLOSED']).toContain(slot.status);
      expect(slot).toMatchObject({ capacity: 20, fee: 0 });
    }
    expect(slots.some((slot) => slot.status === 'OPEN')).toBe(true);
  });
});

describe('delivery zones (admin)', () => {
  it('keeps the admin routes to admins', async () => {
    const shopper = await signUp('Zone Peeker');
    expect((await shopper.client.get('/api/delivery/admin/zones')).status).toBe(403);
    expect((await guest.get('/api/delivery/admin/zones')).status).toBe(401);
    expect((await shopper.client.post('/api/delivery/admin/zones', {})).status).toBe(403);
  });

  it('refuses a zone that cannot work, naming the field', async () => {
    const base = {
      name: 'Broken',
      pincodes: ['560001'],
      active: true,
      express: null,
      slotTemplates: [],
      fees: {},
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ pincodes: ['56001'] }, 'pincodes'],
      [{ pincodes: ['560099-560001'] }, 'pincodes'],
      [{}, 'slotTemplates'],
      [{ express: { etaMinutes: 15 }, fees: { smallCartBelow: 100 } }, 'fees.smallCartFee'],
      [{ express: { etaMinutes: 15 }, fees: { deliveryFee: 10.555 } }, 'fees.deliveryFee'],
      [
        {
          slotTemplates: [{ days: [1], start: '07:00', end: '07:00', capacity: 5, cutoffMinutes: 0, fee: null }],
        },
        'slotTemplates.0.end',
      ],
    ];
    for (const [change, field] of cases) {
      const answer = await zones.admin.post('/api/delivery/admin/zones', { ...base, ...change });
      expect({ change, status: answer.status, code: answer.body.code }).toEqual({
        change,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
      expect(answer.body.fields).toContain(field);
    }
  });

  it('serves a pincode from the zone created last, saves only over what the admin loaded, and hands the pincode back when deactivated', async () => {
    const pincode = DeliveryZones.pincode();
    const zone = await zones.zone({
      name: `Slots only ${pincode}`,
      pincodes: [pincode],
      slotTemplates: [{ days: EVERY_DAY, start: '06:00', end: '22:00', capacity: 3, cutoffMinutes: 0, fee: 15 }],
      fees: { minimumOrder: 99, deliveryFee: 20.5 },
    });
    expect(zone).toMatchObject({ fees: { minimumOrder: 99, deliveryFee: 20.5, freeDeliveryAbove: null } });
    const check = (await guest.get(`/api/delivery/check?pincode=${pincode}`)).body.data;
    expect(check).toMatchObject({ serviceable: true, zone: { name: `Slots only ${pincode}` }, express: null });
    expect(check.message).toMatch(/^(Delivery (today|tomorrow|\w{3} \d+ \w{3}), 6 am–10 pm|Every delivery slot)/);

    await zones.update(zone, { name: `Renamed ${pincode}`, pincodes: [pincode], express: { etaMinutes: 12, fee: 0 } });
    const stale = await zones.admin.put('/api/delivery/admin/zones', {
      _id: zone._id,
      updatedAt: zone.updatedAt,
      name: 'A stale save',
      pincodes: [pincode],
      active: true,
      express: { etaMinutes: 99, fee: null },
      slotTemplates: [],
      fees: {},
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('ZONE_CHANGED_MEANWHILE');
    expect((await guest.get(`/api/delivery/check?pincode=${pincode}`)).body.data.message).toBe(
      'Delivery in 12 minutes',
    );

    expect((await zones.admin.get('/api/delivery/admin/zones')).body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: zone._id, name: `Renamed ${pincode}` })]),
    );
    await zones.removeAll();
    expect((await guest.get(`/api/delivery/check?pincode=${pincode}`)).body.data.zone).toEqual({
      name: 'All of India (demo)',
    });
  });
});

describe('a slot’s orders (admin)', () => {
  it('lists the orders booked in a slot and moves one to another slot, capacity checked', async () => {
    const pincode = DeliveryZones.pincode();
    await zones.zone({
      pincodes: [pincode],
      slotTemplates: [
        { days: EVERY_DAY, start: '00:00', end: '08:00', capacity: 1, cutoffMinutes: 0, fee: 0 },
        { days: EVERY_DAY, start: '08:00', end: '16:00', capacity: 1, cutoffMinutes: 0, fee: 0 },
        { days: EVERY_DAY, start: '16:00', end: '23:59', capacity: 1, cutoffMinutes: 0, fee: 0 },
      ],
    });
    const open = (await zones.slots(pincode)).filter((slot) => slot.status === 'OPEN');
    const [from, full, to] = open;
    const catalog = await CatalogFixture.create('Delivery moves');
    const product = await catalog.product({ stock: 10, price: 40, discount: 0 });
    const placeIn = async (slotId: string) => {
      const shopper = await signUp('Slot Shopper');
      const addressId = await createAddress(shopper.client, pincode);
      await addToCart(shopper.client, product._id, 1);
      const placed = await shopper.client.post('/api/order/cash-on-delivery', { addressId, slotId });
      expect(placed.status).toBe(201);
      return { shopper, orderId: placed.body.data._id as string };
    };
    const moved = await placeIn(from._id);
    await placeIn(full._id);

    await eventually(async () => {
      const listed = (await zones.admin.get(`/api/delivery/admin/bookings?slotId=${from._id}`)).body.data;
      return (
        listed.bookings.length === 1 &&
        listed.bookings[0].status === 'confirmed' &&
        listed.bookings[0].orderId === moved.orderId
      );
    }, 'the order to be confirmed in its slot');

    const refused = await zones.admin.put('/api/delivery/admin/move', { orderId: moved.orderId, slotId: full._id });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('SLOT_FULL');
    const done = await zones.admin.put('/api/delivery/admin/move', { orderId: moved.orderId, slotId: to._id });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ orderId: moved.orderId, slot: { _id: to._id, remaining: 0 } });
    expect((await zones.slot(pincode, from._id)).remaining).toBe(1);
    await eventually(async () => {
      const order = (await moved.shopper.client.get(`/api/order/details?orderId=${moved.orderId}`)).body.data;
      return order?.delivery?.slot?._id === to._id;
    }, 'the order to show its new slot');

    expect(
      (await zones.admin.put('/api/delivery/admin/move', { orderId: 'f'.repeat(24), slotId: to._id })).body.code,
    ).toBe('BOOKING_NOT_FOUND');
    expect((await zones.admin.get('/api/delivery/admin/bookings?slotId=nonsense')).status).toBe(400);
  }, 120_000);
});
