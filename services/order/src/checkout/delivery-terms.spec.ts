import { DeliveryQuote } from '@shop/common';
import { PricedOrder } from '../pricing/pricing';
import { orderDeliveryOf, refusalOf, toQuoteView, totalWithDelivery } from './delivery-terms';

const priced: PricedOrder = {
  items: [
    {
      productId: '64b000000000000000000001',
      product_details: { name: 'Tea', image: ['/media/tea.png'] },
      quantity: 3,
      price: 0.1,
      discount: 0,
      unitPrice: 0.1,
      lineTotal: 0.3,
    },
  ],
  subTotalAmt: 0.3,
  totalAmt: 0.3,
};

const slot = {
  _id: '64b0000000000000000000aa-20261202-2300',
  zoneId: '64b0000000000000000000aa',
  date: '2026-12-02',
  start: '23:00',
  end: '01:00',
  startsAt: '2026-12-02T17:30:00.000Z',
  endsAt: '2026-12-02T19:30:00.000Z',
  status: 'OPEN' as const,
  remaining: 3,
  capacity: 20,
  fee: 1_000,
};

const quote = (over: Partial<DeliveryQuote> = {}): DeliveryQuote => ({
  pincode: '560001',
  serviceable: true,
  zone: { _id: '64b0000000000000000000aa', name: 'Bengaluru' },
  slot,
  express: null,
  fees: [
    { code: 'DELIVERY_FEE', label: 'Delivery fee', amount: 2_999 },
    { code: 'SLOT_FEE', label: 'Slot fee', amount: 1_000 },
  ],
  deliveryFee: 3_999,
  addForFreeDelivery: 19_970,
  minimumOrder: null,
  problems: [],
  ...over,
});

describe('delivery terms', () => {
  it('adds the fees to the items in minor units, so 0.30 + 39.99 is 40.29 exactly', () => {
    expect(totalWithDelivery(priced, quote())).toBe(40.29);
    expect(toQuoteView(priced, quote())).toMatchObject({
      itemsTotal: 0.3,
      deliveryFee: 39.99,
      totalAmt: 40.29,
      fees: [
        { code: 'DELIVERY_FEE', amount: 29.99 },
        { code: 'SLOT_FEE', amount: 10 },
      ],
      slot: { _id: slot._id, fee: 10, remaining: 3 },
      addForFreeDelivery: 199.7,
      items: [{ name: 'Tea', image: '/media/tea.png', quantity: 3, lineTotal: 0.3 }],
    });
  });

  it('keeps the slot on the order, and nothing when no zone is configured (the spec: free, anywhere)', () => {
    expect(orderDeliveryOf(quote())).toEqual({
      zone: 'Bengaluru',
      slot: {
        _id: slot._id,
        date: '2026-12-02',
        start: '23:00',
        end: '01:00',
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
      },
      express: null,
      fee: 39.99,
    });
    expect(orderDeliveryOf(quote({ zone: null, slot: null, fees: [], deliveryFee: 0 }))).toBeUndefined();
  });

  it.each([
    ['PINCODE_NOT_SERVICEABLE', 422, "We don't deliver to 110001 yet"],
    ['SLOT_REQUIRED', 422, 'Please choose a delivery slot'],
    ['SLOT_NOT_FOUND', 404, 'That delivery slot is not offered; please choose another'],
    ['SLOT_FULL', 409, 'That delivery slot is full; please choose another'],
    ['SLOT_CLOSED', 409, 'That delivery slot has closed for orders; please choose another'],
    ['EXPRESS_UNAVAILABLE', 422, 'Express delivery is not available at this address; please choose a slot'],
  ] as const)('refuses %s with its status and message', (code, status, message) => {
    expect(refusalOf({ code, message: 'ignored' }, '110001')).toMatchObject({ code, status, message });
  });

  it('names the amount still missing below the minimum order, in the decimal the API speaks', () => {
    const refusal = refusalOf({ code: 'BELOW_MINIMUM_ORDER', message: 'Add $40.00 more', missing: 4_000 }, '560001');
    expect(refusal).toMatchObject({ code: 'BELOW_MINIMUM_ORDER', status: 422, message: 'Add $40.00 more' });
    expect(refusal.details).toEqual({ missing: 40 });
  });
});
