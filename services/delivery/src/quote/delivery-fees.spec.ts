import type { ZoneFees } from '../zones/zone.schema';
import { deliveryFees, missingForMinimum } from './delivery-fees';

const OFF: ZoneFees = {
  minimumOrder: null,
  deliveryFee: null,
  freeDeliveryAbove: null,
  smallCartBelow: null,
  smallCartFee: null,
};
const RULES: ZoneFees = {
  minimumOrder: 19_900,
  deliveryFee: 3_000,
  freeDeliveryAbove: 50_000,
  smallCartBelow: 20_000,
  smallCartFee: 2_050,
};
const codes = (itemsTotal: number, chosen = {}) =>
  deliveryFees(RULES, itemsTotal, chosen).lines.map((line) => line.code);

describe('delivery fees (minor units)', () => {
  it('charges nothing, and lines nothing, when every fee is off', () => {
    expect(deliveryFees(OFF, 100, { expressFee: 0, slotFee: 0 })).toEqual({ lines: [], addForFreeDelivery: null });
  });

  it('drops the delivery fee exactly at the free-delivery amount, and says what is missing one paisa below', () => {
    expect(deliveryFees(RULES, 49_999, {})).toEqual({
      lines: [{ code: 'DELIVERY_FEE', label: 'Delivery fee', amount: 3_000 }],
      addForFreeDelivery: 1,
    });
    expect(deliveryFees(RULES, 50_000, {})).toEqual({ lines: [], addForFreeDelivery: null });
  });

  it('charges the small-cart fee below its amount only, not at it', () => {
    expect(codes(19_999)).toEqual(['DELIVERY_FEE', 'SMALL_CART_FEE']);
    expect(codes(20_000)).toEqual(['DELIVERY_FEE']);
  });

  it('adds the express or the slot fee as chosen, even where delivery is free', () => {
    expect(codes(60_000, { expressFee: 1_000 })).toEqual(['EXPRESS_FEE']);
    expect(codes(60_000, { slotFee: 500 })).toEqual(['SLOT_FEE']);
    expect(deliveryFees(RULES, 10_000, { expressFee: 1_000 }).lines.reduce((sum, line) => sum + line.amount, 0)).toBe(
      6_050,
    );
  });

  it('asks for the minimum order below it, and not exactly at it', () => {
    expect(missingForMinimum(RULES, 19_899)).toBe(1);
    expect(missingForMinimum(RULES, 19_900)).toBe(0);
    expect(missingForMinimum(OFF, 0)).toBe(0);
  });
});
