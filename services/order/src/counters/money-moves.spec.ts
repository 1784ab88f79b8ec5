import { PaymentMethod } from '../orders/order-status';
import { moneyMoves } from './money-moves';

const cash = PaymentMethod.cashOnDelivery;
const card = PaymentMethod.card;

/** What a run of changes adds up to: the day figures summed, and the cash still to collect. */
function run(paymentMethod: PaymentMethod, moves: Parameters<typeof moneyMoves>[0][]) {
  const day: Record<string, number> = {};
  let toCollectCents = 0;
  for (const move of moves) {
    const money = moneyMoves({ ...move, paymentMethod });
    for (const [figure, by] of Object.entries(money.day)) day[figure] = (day[figure] ?? 0) + by;
    toCollectCents += money.toCollectCents;
  }
  return { day, toCollectCents };
}

describe('money moves of a pack that took items off the bill (issue 38)', () => {
  // Confirmed 230.00, packed at 180.00.
  const placed = { from: null, to: 'PLACED' as const, cents: 18_000, confirmedCents: 23_000, paymentMethod: cash };
  const packed = {
    from: 'PLACED' as const,
    to: 'PACKED' as const,
    cents: 18_000,
    packedLessCents: 5_000,
    paymentMethod: cash,
  };

  it('has the rider collect the final total of a cash order, and nothing left to collect once delivered', () => {
    const delivered = {
      from: 'OUT_FOR_DELIVERY' as const,
      to: 'DELIVERED' as const,
      cents: 18_000,
      paymentMethod: cash,
    };
    expect(run(cash, [placed, packed])).toEqual({ day: { orders: 1 }, toCollectCents: 18_000 });
    expect(run(cash, [placed, packed, delivered])).toEqual({
      day: { orders: 1, delivered: 1, collectedCents: 18_000 },
      toCollectCents: 0,
    });
  });

  it('counts a card order’s partial refund on the pack, and a later full refund as the rest', () => {
    const paid = { ...placed, to: 'PAID' as const, paymentMethod: card };
    const cardPacked = { ...packed, from: 'PAID' as const, paymentMethod: card };
    const refunded = { from: 'CANCELLED' as const, to: 'REFUNDED' as const, cents: 18_000, paymentMethod: card };
    expect(run(card, [paid, cardPacked])).toEqual({ day: { orders: 1, collectedCents: 18_000 }, toCollectCents: 0 });
    expect(run(card, [paid, cardPacked, refunded]).day.collectedCents).toBe(0);
  });

  it('moves nothing for a pack as ordered', () => {
    expect(moneyMoves({ ...packed, packedLessCents: 0 })).toEqual({ day: {}, toCollectCents: 0 });
  });
});
