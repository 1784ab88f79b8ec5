import type { OrderStatusChangedPayload } from '@shop/common';
import { OrderMailRenderer } from './order-mail.renderer';
import { mailStepOf } from './order-mail.steps';

const renderer = new OrderMailRenderer({ shopName: 'Green & Fresh', webOrigin: 'https://shop.example.test/' });
const customer = { name: 'Asha <Rao>', email: 'asha@example.test', mobile: '9876543210' };

function event(changes: Partial<OrderStatusChangedPayload> = {}): OrderStatusChangedPayload {
  return {
    changeId: '665f00000000000000000001:PLACED',
    orderId: '665f00000000000000000001',
    orderNo: 'ORD-7Q2X',
    userId: '665f0000000000000000aaaa',
    customer,
    from: null,
    to: 'PLACED',
    by: 'SHOPPER',
    at: '2026-11-24T10:00:00.000Z',
    paymentMethod: 'CASH_ON_DELIVERY',
    lines: [
      {
        productId: '665f0000000000000000b001',
        name: 'Basmati Rice 5 kg',
        quantity: 2,
        unitPrice: 1250,
        lineTotal: 2500,
      },
      { productId: '665f0000000000000000b002', name: 'Milk & Honey', quantity: 1, unitPrice: 99.5, lineTotal: 99.5 },
    ],
    subTotalAmt: 2599.5,
    totalAmt: 2599.5,
    currency: 'usd',
    deliveryAddress: {
      address_line: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      pincode: '411001',
      mobile: '9123456789',
    },
    ...changes,
  };
}

const render = (changes: Partial<OrderStatusChangedPayload>) => {
  const payload = event(changes);
  const step = mailStepOf(payload);
  if (!step) throw new Error(`${payload.to} sends no mail`);
  return renderer.render(step, payload, customer);
};

describe('order e-mails', () => {
  it('says when a slot order comes and what its delivery cost, with savings left as the items had them', () => {
    const mail = render({
      to: 'PLACED',
      subTotalAmt: 2650,
      totalAmt: 2629.5,
      delivery: {
        zone: 'Pune',
        slot: {
          _id: '665f000000000000000000aa-20261203-0700',
          date: '2026-12-03',
          start: '07:00',
          end: '09:00',
          startsAt: '2026-12-03T01:30:00.000Z',
          endsAt: '2026-12-03T03:30:00.000Z',
        },
        express: null,
        fee: 30,
      },
    });
    expect(mail.text).toContain('Delivery: Thu, 3 Dec, 07:00–09:00');
    expect(mail.text).toContain('Delivery charge: $30.00');
    expect(mail.text).toContain('Your total savings: -$50.50');
    expect(mail.html).toContain('<b>Delivery:</b> Thu, 3 Dec, 07:00–09:00');
    const express = render({
      to: 'PLACED',
      delivery: { zone: 'Pune', slot: null, express: { etaMinutes: 30 }, fee: 0 },
    });
    expect(express.text).toContain('Delivery: Express, in about 30 minutes');
    expect(express.text).not.toContain('Delivery charge');
  });

  it('confirms a placed order with its lines, prices, total, address and payment method', () => {
    const mail = render({ to: 'PLACED' });
    expect(mail.subject).toBe('Green & Fresh: Your order ORD-7Q2X is confirmed');
    for (const part of [
      'Basmati Rice 5 kg',
      '$1,250.00',
      '$2,500.00',
      '$99.50',
      '$2,599.50',
      '12 MG Road',
      'Pune, Maharashtra, 411001',
      'Mobile: 9123456789',
      'Cash on delivery',
    ]) {
      expect(mail.html).toContain(part);
      expect(mail.text).toContain(part);
    }
    expect(mail.text).toContain('- Basmati Rice 5 kg: 2 x $1,250.00 = $2,500.00');
    expect(mail.html).toMatch(/>2<\/td>/);
  });

  it('shows what the discounts saved between the subtotal and the total, as the cart does (issue 33 item 16)', () => {
    const mail = render({ to: 'PLACED', subTotalAmt: 125, totalAmt: 113 });
    expect(mail.text).toContain('Subtotal: $125.00\nYour total savings: -$12.00\nTotal: $113.00');
    expect(mail.html).toMatch(
      /Subtotal<\/td><td[^>]*>\$125\.00<\/td><\/tr>\s*<tr><td[^>]*>Your total savings<\/td><td[^>]*>-\$12\.00<\/td><\/tr>\s*<tr><td[^>]*>Total<\/td>/,
    );
  });

  it('shows no savings line when nothing was discounted', () => {
    const mail = render({ to: 'PLACED' });
    expect(mail.text).not.toContain('savings');
    expect(mail.html).not.toContain('savings');
  });

  it('escapes what shoppers and admins wrote in the HTML part only', () => {
    const mail = render({ to: 'PLACED' });
    expect(mail.html).toContain('Milk &amp; Honey');
    expect(mail.html).toContain('Hello Asha &lt;Rao&gt;,');
    expect(mail.html).toContain('Green &amp; Fresh');
    expect(mail.text).toContain('Milk & Honey');
    expect(mail.text).toContain('Hello Asha <Rao>,');
  });

  it("has the shop's colour, a link to the order page and a plain-text part in every mail", () => {
    const url = 'https://shop.example.test/dashboard/myorders/665f00000000000000000001';
    for (const to of [
      'PLACED',
      'PAID',
      'OUT_FOR_DELIVERY',
      'DELIVERY_FAILED',
      'DELIVERED',
      'CANCELLED',
      'REFUNDED',
    ] as const) {
      const mail = render({ to, paymentMethod: 'CARD' });
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(mail.html).toContain('#15803d');
      expect(mail.html).toContain(`href="${url}"`);
      expect(mail.text).toContain(url);
      expect(mail.text).toContain('ORD-7Q2X');
      expect(mail.text).not.toMatch(/<\/?(p|a|b|br|td|tr|table)\b/);
      expect(mail.text).not.toMatch(/\n{3}/);
    }
  });

  it('confirms a paid card order as paid', () => {
    const mail = render({ to: 'PAID', paymentMethod: 'CARD' });
    expect(mail.html).toContain('Card (paid online)');
    expect(mail.text).toContain('We have your order ORD-7Q2X and your payment.');
  });

  it('says what to pay when a cash order is on its way', () => {
    const mail = render({ to: 'OUT_FOR_DELIVERY', from: 'PACKED', by: 'ADMIN' });
    expect(mail.subject).toBe('Green & Fresh: Your order ORD-7Q2X is on its way');
    expect(mail.text).toContain('Please keep $2,599.50 ready');
    expect(mail.html).toContain('12 MG Road');
  });

  it('tells of a delivery', () => {
    const mail = render({ to: 'DELIVERED', from: 'OUT_FOR_DELIVERY', by: 'ADMIN' });
    expect(mail.subject).toBe('Green & Fresh: Your order ORD-7Q2X was delivered');
    expect(mail.text).toContain('Your order ORD-7Q2X ($2,599.50) was delivered.');
  });

  it('gives the reason of a cancellation, and promises the refund of a card payment', () => {
    const mail = render({
      to: 'CANCELLED',
      from: 'PAID',
      by: 'ADMIN',
      paymentMethod: 'CARD',
      reason: 'Out of stock <today>',
    });
    expect(mail.subject).toBe('Green & Fresh: Your order ORD-7Q2X was cancelled');
    expect(mail.html).toContain('Reason:</b> Out of stock &lt;today&gt;');
    expect(mail.text).toContain('was cancelled by the shop.');
    expect(mail.text).toContain('Reason: Out of stock <today>');
    expect(mail.text).toContain('Your payment will be refunded');
  });

  it('leaves the reason out when none was given', () => {
    const mail = render({ to: 'CANCELLED', from: 'PLACED', by: 'SHOPPER' });
    expect(mail.text).toContain('was cancelled as you asked.');
    expect(mail.html).not.toContain('Reason:');
    expect(mail.text).not.toContain('Reason:');
    expect(mail.text).not.toContain('refunded');
  });

  it('tells of a refund with its amount', () => {
    const mail = render({ to: 'REFUNDED', from: 'CANCELLED', by: 'SYSTEM', paymentMethod: 'CARD' });
    expect(mail.subject).toBe('Green & Fresh: Your refund for order ORD-7Q2X');
    expect(mail.html).toContain('<b>$2,599.50</b>');
  });

  it('formats money in the order currency', () => {
    expect(render({ to: 'DELIVERED', currency: 'INR' }).text).toContain('₹2,599.50');
    expect(render({ to: 'DELIVERED', currency: 'EUR' }).text).toContain('€2,599.50');
  });

  it('tells of a pack that changed the bag: each change, the new total, and a card refund (issue 38)', () => {
    const packed = {
      confirmedTotalAmt: 2599.5,
      adjustments: [
        {
          type: 'SHORT' as const,
          productId: '665f0000000000000000b001',
          name: 'Basmati Rice 5 kg',
          ordered: 2,
          packed: 1,
          amount: -1250,
        },
        {
          type: 'SUBSTITUTED' as const,
          productId: '665f0000000000000000b002',
          name: 'Milk & Honey',
          ordered: 1,
          packed: 0,
          substitute: { productId: '665f0000000000000000b003', name: 'Oat Milk', quantity: 1, lineTotal: 80 },
          amount: -19.5,
        },
      ],
      returned: [],
    };
    const lines = [
      {
        productId: '665f0000000000000000b001',
        name: 'Basmati Rice 5 kg',
        quantity: 1,
        unitPrice: 1250,
        lineTotal: 1250,
      },
    ];
    const card = render({
      from: 'PAID',
      to: 'PACKED',
      by: 'PACKER',
      paymentMethod: 'CARD',
      totalAmt: 1330,
      lines,
      packed,
    });
    expect(card.subject).toBe('Green & Fresh: Your order ORD-7Q2X is packed, with changes');
    expect(card.text).toContain('- Basmati Rice 5 kg: 1 of 2 packed (-$1,250.00)');
    expect(card.text).toContain('- Milk & Honey: replaced by Oat Milk × 1 (-$19.50)');
    expect(card.text).toContain('Your new total is $1,330.00 instead of $2,599.50.');
    expect(card.text).toContain('We are refunding $1,269.50 to the card you paid with.');
    expect(card.html).toContain('<li>Milk &amp; Honey: replaced by Oat Milk × 1 (-$19.50)</li>');
    const cash = render({ from: 'PLACED', to: 'PACKED', by: 'PACKER', totalAmt: 1330, lines, packed });
    expect(cash.text).toContain('You pay $1,330.00 on delivery.');
    expect(cash.text).not.toContain('refunding');
  });

  it('sends nothing when an order is packed as ordered, or when packing is undone', () => {
    expect(mailStepOf({ from: 'PLACED', to: 'PACKED' })).toBeNull();
    expect(mailStepOf({ from: 'PACKED', to: 'PLACED' })).toBeNull();
    expect(mailStepOf({ from: 'PACKED', to: 'PAID' })).toBeNull();
    expect(mailStepOf({ from: null, to: 'PLACED' })).toBe('CONFIRMED');
  });

  it('tells of a failed delivery with its reason, and of the new attempt (issue 33 item 3)', () => {
    const failed = render({ to: 'DELIVERY_FAILED', from: 'OUT_FOR_DELIVERY', by: 'ADMIN', reason: 'Nobody at home' });
    expect(failed.subject).toBe('Green & Fresh: We could not deliver your order ORD-7Q2X');
    expect(failed.text).toContain('We tried to deliver your order ORD-7Q2X today, but could not.');
    expect(failed.text).toContain('Reason: Nobody at home');
    expect(failed.html).toContain('Reason:</b> Nobody at home');
    expect(failed.text).toContain('12 MG Road');
    const again = render({ to: 'OUT_FOR_DELIVERY', from: 'DELIVERY_FAILED', by: 'ADMIN' });
    expect(again.subject).toBe('Green & Fresh: Your order ORD-7Q2X is on its way');
  });
});
