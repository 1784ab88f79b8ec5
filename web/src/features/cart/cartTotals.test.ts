import { describe, expect, it } from 'vitest';
import { apples, lineOf, rice } from '../../test/cart';
import { cartTotals } from './cartTotals';

describe("the cart's totals", () => {
  it('prices a by-weight line as the server does, in whole cents, and counts it as one item', () => {
    // $133.99 less 10% (rounded up): $119.99 a kg; 0.75 kg of it is $89.99 (8999.25 cents, to the nearest).
    const totals = cartTotals([lineOf(rice, 3), lineOf(apples, 0.75)]);
    expect(totals.quantity).toBe(4);
    expect(totals.total).toBe(389.96);
    // 0.75 kg at $133.99 is $100.49 (10049.25 cents).
    expect(totals.undiscounted).toBe(400.46);
    expect(totals.savings).toBe(10.5);
  });

  it('adds in cents: no float noise in the sums', () => {
    const cheap = { ...apples, price: 10, discount: 0 };
    const totals = cartTotals([lineOf(cheap, 0.05, 'a'), lineOf({ ...rice, price: 0.1 }, 2, 'b')]);
    expect(totals.total).toBe(0.7);
    expect(totals.undiscounted).toBe(0.7);
  });
});
