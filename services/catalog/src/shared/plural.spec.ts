import { plural } from './plural';

describe('plural', () => {
  it('uses the singular for one only', () => {
    expect(plural(1, 'product')).toBe('1 product');
    expect(plural(0, 'product')).toBe('0 products');
    expect(plural(1, 'sub-category', 'sub-categories')).toBe('1 sub-category');
    expect(plural(4, 'sub-category', 'sub-categories')).toBe('4 sub-categories');
  });
});
