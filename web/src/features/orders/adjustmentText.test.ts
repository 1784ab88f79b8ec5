import { describe, expect, it } from 'vitest';
import type { OrderAdjustment } from '../../api/types';
import { adjustmentText, finalTotalText } from './adjustmentText';

const short = (packed: number, amount: number): OrderAdjustment => ({
  type: 'SHORT',
  productId: 'p1',
  name: 'Tomatoes',
  ordered: 2,
  packed,
  amount,
});
const substituted = (packed: number, amount: number): OrderAdjustment => ({
  type: 'SUBSTITUTED',
  productId: 'p2',
  name: 'Amul Butter',
  ordered: 2,
  packed,
  substitute: { productId: 'p3', name: 'Mother Dairy Butter', quantity: 1, lineTotal: 54 },
  amount,
});

describe('what the packer changed, in a shopper’s words', () => {
  it('says how many of a short line were packed and what it took off', () => {
    expect(adjustmentText(short(1, -40))).toBe('Tomatoes: 1 of 2 packed, −$40.00');
    expect(adjustmentText(short(0, -80))).toBe('Tomatoes: none of 2 packed, −$80.00');
  });

  it('names a substitute and its count, with what it took off when it was cheaper', () => {
    expect(adjustmentText(substituted(0, 0))).toBe('Amul Butter replaced by Mother Dairy Butter ×1');
    expect(adjustmentText(substituted(0, -58))).toBe('Amul Butter replaced by Mother Dairy Butter ×1, −$58.00');
    expect(adjustmentText(substituted(1, -2))).toBe(
      'Amul Butter: 1 of 2 packed, the rest replaced by Mother Dairy Butter ×1, −$2.00',
    );
  });

  it('says what a line sold by weight was weighed at, beside what was ordered (issue 38)', () => {
    const weighed = (packed: number, amount: number): OrderAdjustment => ({
      type: 'WEIGHED',
      productId: 'p4',
      name: 'Shimla Apple',
      ordered: 0.75,
      packed,
      sellBy: 'weight',
      amount,
    });
    expect(adjustmentText(weighed(0.62, -15.6))).toBe('Shimla Apple: weighed 0.62 kg (0.75 kg ordered), −$15.60');
    // Heavier adds, as far as the rest of the packing took off.
    expect(adjustmentText(weighed(0.8, 6))).toBe('Shimla Apple: weighed 0.8 kg (0.75 kg ordered), +$6.00');
    expect(adjustmentText(weighed(0.8, 0))).toBe('Shimla Apple: weighed 0.8 kg (0.75 kg ordered)');
  });

  it('says a line sold by weight was not packed, or what replaced it', () => {
    const none = { ...short(0, -89.99), name: 'Shimla Apple', ordered: 0.75, sellBy: 'weight' as const };
    expect(adjustmentText(none)).toBe('Shimla Apple: not packed (0.75 kg ordered), −$89.99');
    const replaced = { ...substituted(0, -9.99), name: 'Shimla Apple', ordered: 0.75, sellBy: 'weight' as const };
    expect(adjustmentText(replaced)).toBe('Shimla Apple (0.75 kg ordered) replaced by Mother Dairy Butter ×1, −$9.99');
  });
});

describe('the bill after packing beside the one confirmed', () => {
  const cash = { paymentMethod: 'CASH_ON_DELIVERY' as const, totalAmt: 200, confirmedTotalAmt: 240, refundAmt: 0 };
  const card = { paymentMethod: 'CARD' as const, totalAmt: 200, confirmedTotalAmt: 240, refundAmt: 40 };

  it('tells a cash shopper what they pay now, and a card shopper what comes back', () => {
    expect(finalTotalText(cash)).toBe('You pay $200.00 instead of $240.00');
    expect(finalTotalText(card)).toBe('$40.00 refunded to your card');
    expect(finalTotalText(cash, 'shop')).toBe('The customer pays $200.00 instead of $240.00');
    expect(finalTotalText(card, 'shop')).toBe('$40.00 refunded to the card');
  });

  it('says nothing when the packing took nothing off', () => {
    expect(finalTotalText({ ...cash, totalAmt: 240 })).toBeUndefined();
    expect(finalTotalText({ ...card, refundAmt: 0 })).toBeUndefined();
  });
});
