import { describe, expect, it } from 'vitest';
import {
  formatKg,
  formatQuantity,
  gramsOfKg,
  isSoldByWeight,
  isSoldOut,
  kgOfGrams,
  nextWeight,
  parseKg,
  previousWeight,
  sellByOf,
  stepLabel,
  weightTermsOf,
} from './weight';

const apples = { sellBy: 'weight' as const, weightStepGrams: 50, weightMinGrams: 250, weightMaxGrams: 2000 };
const terms = weightTermsOf(apples);

describe('selling by weight', () => {
  it('takes a product without sellBy (answers cached before it) as sold by the unit', () => {
    expect(isSoldByWeight(apples)).toBe(true);
    expect(isSoldByWeight({ sellBy: 'unit' })).toBe(false);
    expect(isSoldByWeight({})).toBe(false);
    expect(isSoldByWeight(undefined)).toBe(false);
    expect(sellByOf({})).toBe('unit');
    expect(sellByOf(apples)).toBe('weight');
  });

  it('writes units as a count and weights in kg', () => {
    expect(formatQuantity(3, 'unit')).toBe('3');
    expect(formatQuantity(3, undefined)).toBe('3');
    expect(formatQuantity(0.75, 'weight')).toBe('0.75 kg');
    expect(formatQuantity(2, 'weight')).toBe('2 kg');
    expect(formatKg(0.05)).toBe('0.05 kg');
  });

  it('converts grams and kilograms without float noise', () => {
    expect(gramsOfKg(0.1 + 0.2)).toBe(300);
    expect(kgOfGrams(300)).toBe(0.3);
    expect(formatKg(0.1 + 0.2)).toBe('0.3 kg');
    expect(gramsOfKg(1.005)).toBe(1005);
    expect(kgOfGrams(gramsOfKg(0.62))).toBe(0.62);
  });

  it('steps up one step at a time from the minimum, never above the maximum', () => {
    expect(nextWeight(0, terms)).toBe(250);
    expect(nextWeight(250, terms)).toBe(300);
    // 0.25 kg + 0.05 kg is 0.3 kg, never 0.30000000000000004.
    expect(kgOfGrams(nextWeight(gramsOfKg(0.25), terms))).toBe(0.3);
    expect(formatKg(kgOfGrams(nextWeight(gramsOfKg(0.25), terms)))).toBe('0.3 kg');
    expect(nextWeight(1950, terms)).toBe(2000);
    expect(nextWeight(2000, terms)).toBe(2000);
    // A line off the steps (its terms changed since) goes to the next whole step.
    expect(nextWeight(260, terms)).toBe(300);
  });

  it('steps down one step, and below the minimum the line goes', () => {
    expect(previousWeight(300, terms)).toBe(250);
    expect(previousWeight(250, terms)).toBeNull();
    expect(previousWeight(260, terms)).toBe(250);
    // A line above a maximum lowered since comes down to it.
    expect(previousWeight(3000, terms)).toBe(2000);
  });

  it('names one step in kg', () => {
    expect(stepLabel(terms)).toBe('0.05 kg');
  });

  it('reads a weight typed in kg: above 0, at most 3 decimals, at most 10 kg', () => {
    expect(parseKg('0.62')).toBe(0.62);
    expect(parseKg(' 1,5 ')).toBe(1.5);
    expect(parseKg('.75')).toBe(0.75);
    expect(parseKg('10')).toBe(10);
    for (const text of ['', '0', 'abc', '0.2505', '10.001', '-1', '1e2']) expect(parseKg(text)).toBeUndefined();
  });

  it('is sold out by weight when less than the minimum is left', () => {
    expect(isSoldOut({ ...apples, stock: 249 })).toBe(true);
    expect(isSoldOut({ ...apples, stock: 250 })).toBe(false);
    expect(isSoldOut({ stock: 0 })).toBe(true);
    expect(isSoldOut({ stock: 1 })).toBe(false);
  });
});
