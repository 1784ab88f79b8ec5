import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('uses the singular for one and the plural for every other count', () => {
    expect(plural(1, 'item')).toBe('1 item');
    expect(plural(0, 'item')).toBe('0 items');
    expect(plural(2, 'product')).toBe('2 products');
    expect(plural(1, 'sub-category', 'sub-categories')).toBe('1 sub-category');
    expect(plural(3, 'sub-category', 'sub-categories')).toBe('3 sub-categories');
  });

  it('groups large counts the way prices are grouped', () => {
    expect(plural(5000, 'product')).toBe('5,000 products');
  });
});
