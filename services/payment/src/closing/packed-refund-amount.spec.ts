import { OrderStatusChangedPayload } from '@shop/common';
import { packedRefundAmount, toMinorUnits } from './packed-refund-amount';

const packed = (confirmedTotalAmt: number): NonNullable<OrderStatusChangedPayload['packed']> => ({
  confirmedTotalAmt,
  adjustments: [
    { type: 'SHORT', productId: '0123456789abcdef01234567', name: 'Tea', ordered: 2, packed: 1, amount: -2.5 },
  ],
  returned: [{ productId: '0123456789abcdef01234567', quantity: 1 }],
});

describe('packedRefundAmount', () => {
  it('refunds a card order the confirmed total less the final total, in cents', () => {
    expect(packedRefundAmount({ to: 'PACKED', paymentMethod: 'CARD', totalAmt: 10, packed: packed(12.5) })).toBe(250);
  });

  it('rounds each total to cents first, so float noise neither adds nor loses a cent', () => {
    // 0.3 - 0.1 is 0.19999999999999998 in floating point; 1.005 * 100 is 100.49999999999999.
    expect(packedRefundAmount({ to: 'PACKED', paymentMethod: 'CARD', totalAmt: 0.1, packed: packed(0.3) })).toBe(20);
    expect(packedRefundAmount({ to: 'PACKED', paymentMethod: 'CARD', totalAmt: 19.99, packed: packed(20.1) })).toBe(11);
    expect(toMinorUnits(1.005)).toBe(100);
    expect(toMinorUnits(12.345)).toBe(1235);
  });

  it('refunds nothing when the bag costs what was paid (or more), or the pack changed nothing', () => {
    expect(packedRefundAmount({ to: 'PACKED', paymentMethod: 'CARD', totalAmt: 12.5, packed: packed(12.5) })).toBe(0);
    expect(packedRefundAmount({ to: 'PACKED', paymentMethod: 'CARD', totalAmt: 13, packed: packed(12.5) })).toBe(0);
    expect(packedRefundAmount({ to: 'PACKED', paymentMethod: 'CARD', totalAmt: 10 })).toBe(0);
  });

  it('refunds nothing for cash orders (nothing was taken) or changes other than the pack', () => {
    expect(
      packedRefundAmount({ to: 'PACKED', paymentMethod: 'CASH_ON_DELIVERY', totalAmt: 10, packed: packed(12.5) }),
    ).toBe(0);
    expect(
      packedRefundAmount({ to: 'OUT_FOR_DELIVERY', paymentMethod: 'CARD', totalAmt: 10, packed: packed(12.5) }),
    ).toBe(0);
  });
});
