import { checkShape } from './contract';
import { PaymentRpc } from './payment.contracts';

describe('payment.create-checkout-session request', () => {
  const request = {
    orderId: 'o1',
    userId: 'u1',
    currency: 'usd',
    lines: [{ name: 'Tea', unitAmount: 4500, quantity: 2, image: '/media/tea.png' }],
  };
  const check = (changes: object) => checkShape(PaymentRpc.createCheckoutSession.request, { ...request, ...changes });

  it('takes an order with lines priced in whole minor units', () => {
    expect(check({})).toEqual({ ok: true, value: request });
  });

  it('refuses what Stripe could not charge, naming the field', () => {
    expect(check({ lines: [] })).toEqual({
      ok: false,
      problem: 'lines: at least one line is required',
      fields: ['lines'],
    });
    expect(check({ lines: [{ name: 'x', unitAmount: 1.5, quantity: 1 }] })).toEqual({
      ok: false,
      problem: 'lines.0.unitAmount: Expected integer, received float',
      fields: ['lines.0.unitAmount'],
    });
    expect(check({ currency: 'USD' })).toEqual({
      ok: false,
      problem: 'currency: must be a three-letter code',
      fields: ['currency'],
    });
  });
});
