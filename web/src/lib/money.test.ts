import { describe, expect, it } from 'vitest';
import { cashDifference, centsOfWeight, discountedPrice, formatMoney, formatPrice, lineCents } from './money';
import { idFromSegment, productPath, slugify, subCategoryPath } from './slug';

describe('prices', () => {
  it('takes the discount off rounded up, as the order service charges', () => {
    expect(discountedPrice(100, 10)).toBe(90);
    expect(discountedPrice(99, 15)).toBe(99 - 15);
    expect(discountedPrice(10, 33)).toBe(6);
    expect(discountedPrice(250, 0)).toBe(250);
    expect(discountedPrice(250, undefined)).toBe(250);
  });

  it('formats with Indian digit grouping and the USD currency code', () => {
    expect(formatMoney(123456.5)).toBe('$1,23,456.50');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('compares the cash collected with what was due, to the cent', () => {
    expect(cashDifference(240, 240)).toEqual({ kind: 'exact', amount: 0 });
    expect(cashDifference(200, 240)).toEqual({ kind: 'short', amount: 40 });
    expect(cashDifference(250.5, 240.25)).toEqual({ kind: 'over', amount: 10.25 });
    expect(cashDifference(0.3, 0.1 + 0.2)).toEqual({ kind: 'exact', amount: 0 });
  });
});

describe('by-weight lines (issue 38)', () => {
  it('charges the price per kg for the weight to the nearest cent, halves up, as the server does', () => {
    expect(centsOfWeight(11999, 750)).toBe(8999);
    expect(centsOfWeight(1000, 50)).toBe(50);
    // 0.5 cent rounds up: 1 g at $5.00 / kg.
    expect(centsOfWeight(500, 1)).toBe(1);
    expect(centsOfWeight(499, 1)).toBe(0);
    expect(lineCents(119.99, 0.75, 'weight')).toBe(8999);
    expect(lineCents(10, 0.05, 'weight')).toBe(50);
    expect(lineCents(40, 0.1 + 0.2, 'weight')).toBe(1200);
  });

  it('keeps unit lines at the unit price times the units', () => {
    expect(lineCents(99.99, 3, 'unit')).toBe(29997);
    expect(lineCents(0.1, 3, undefined)).toBe(30);
  });

  it('says a price per kg', () => {
    expect(formatPrice(40, 'weight')).toBe('$40.00 / kg');
    expect(formatPrice(40, 'unit')).toBe('$40.00');
    expect(formatPrice(40, undefined)).toBe('$40.00');
  });
});

describe('slugs', () => {
  it('replaces spaces, commas and ampersands with hyphens', () => {
    expect(slugify('Fruits & Vegetables, Fresh')).toBe('fruits-vegetables-fresh');
    expect(productPath({ _id: 'abc123', name: 'Basmati Rice 5 kg' })).toBe('/product/basmati-rice-5-kg-abc123');
    expect(subCategoryPath({ _id: 'c1', name: 'Dairy & Eggs' }, { _id: 's1', name: 'Milk' })).toBe(
      '/dairy-eggs-c1/milk-s1',
    );
  });

  it('reads the id as the last dash-separated piece', () => {
    expect(idFromSegment('basmati-rice-5-kg-64f1c2')).toBe('64f1c2');
    expect(idFromSegment(undefined)).toBe('');
  });
});
