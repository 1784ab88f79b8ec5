import { discountedPrice } from './catalog.contracts';

describe('discountedPrice', () => {
  it('takes the ceiling of the discount off the price (spec, section 9)', () => {
    expect(discountedPrice(100, 10)).toBe(90);
    expect(discountedPrice(99, 15)).toBe(84);
    expect(discountedPrice(250, 0)).toBe(250);
    expect(discountedPrice(1, 1)).toBe(0);
  });
});
