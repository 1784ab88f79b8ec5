import fc from 'fast-check';
import { centsOfWeight, gramsOfKg, kgOfGrams, weightProblem, weightTermsProblem } from './sold-by-weight';

const tomatoes = { weightStepGrams: 250, weightMinGrams: 250, weightMaxGrams: 5000 };

describe('selling by weight', () => {
  it('reads kilograms of at most 3 decimals as whole grams, and nothing else', () => {
    expect([0.25, 0.75, 1.5, 0.1, 0.3, 2.005, 10].map(gramsOfKg)).toEqual([250, 750, 1500, 100, 300, 2005, 10000]);
    expect([0.2505, 1e-4, NaN, Infinity, '0.5' as unknown as number].map(gramsOfKg)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('shows every whole number of grams as the kilograms it was read from', () => {
    for (let grams = 0; grams <= 10_000; grams++) expect(gramsOfKg(kgOfGrams(grams))).toBe(grams);
  });

  it('takes a weight in whole steps between the minimum and the maximum', () => {
    expect([250, 750, 5000].map((grams) => weightProblem(grams, tomatoes))).toEqual([null, null, null]);
    expect(weightProblem(300, tomatoes)).toBe('NOT_IN_STEPS');
    expect(weightProblem(0, { ...tomatoes, weightMinGrams: 500 })).toBe('BELOW_MINIMUM');
    expect(weightProblem(5250, tomatoes)).toBe('ABOVE_MAXIMUM');
  });

  it('refuses terms a shopper could not meet', () => {
    expect(weightTermsProblem(tomatoes)).toBeNull();
    expect(weightTermsProblem({ ...tomatoes, weightMinGrams: 300 })).toMatch(/multiples of weightStepGrams/);
    expect(weightTermsProblem({ ...tomatoes, weightMinGrams: 5250, weightMaxGrams: 5000 })).toMatch(/cannot be above/);
    expect(weightTermsProblem({ ...tomatoes, weightStepGrams: 0 })).toMatch(/whole grams from 1 to 10000/);
    expect(weightTermsProblem({ ...tomatoes, weightMaxGrams: 12_000 })).toMatch(/whole grams/);
  });

  it('prices a weight to the nearest cent, halves up, exactly as integer arithmetic does', () => {
    // 119.99 a kg: 750 g is 89.9925, so 89.99; 50 g of 0.10 a kg is half a cent, so 1 cent.
    expect(centsOfWeight(11_999, 750)).toBe(8_999);
    expect(centsOfWeight(10, 50)).toBe(1);
    expect(centsOfWeight(10, 49)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        (centsPerKg, grams) => {
          const exact = (BigInt(centsPerKg) * BigInt(grams) + 500n) / 1000n;
          expect(centsOfWeight(centsPerKg, grams)).toBe(Number(exact));
        },
      ),
      { numRuns: 20_000 },
    );
  });
});
