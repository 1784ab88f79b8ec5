import { packSize, sizeInQuery, sizeNearness } from './pack-sizes';

describe('pack sizes', () => {
  it('brings units to grams, millilitres or pieces', () => {
    expect(['1 l', '1 L', '1000 ml', '1l'].map(packSize)).toEqual(Array(4).fill({ measure: 'ml', amount: 1000 }));
    expect(['1 kg', '1000 g', '1kg'].map(packSize)).toEqual(Array(3).fill({ measure: 'g', amount: 1000 }));
    expect(packSize('6 x 1 l')).toEqual({ measure: 'ml', amount: 6000 });
    expect(packSize('12 pcs')).toEqual({ measure: 'pc', amount: 12 });
    expect([packSize('1 pack'), packSize('25 bags'), packSize('')]).toEqual([undefined, undefined, undefined]);
  });

  it('finds the size in a query, written apart or together, and keeps the other words', () => {
    expect(sizeInQuery(['rice', '5', 'kg'])).toEqual({ words: ['rice'], size: { measure: 'g', amount: 5000 } });
    expect(sizeInQuery(['milk', '1l'])).toEqual({ words: ['milk'], size: { measure: 'ml', amount: 1000 } });
    expect(sizeInQuery(['atta', '10kg'])).toEqual({ words: ['atta'], size: { measure: 'g', amount: 10000 } });
    expect(sizeInQuery(['coke', '750', 'ml'])).toEqual({ words: ['coke'], size: { measure: 'ml', amount: 750 } });
    // A figure that is no size, and a size alone, stay words.
    expect(sizeInQuery(['power', 'bank', '20000', 'mah'])).toEqual({ words: ['power', 'bank', '20000', 'mah'] });
    expect(sizeInQuery(['5', 'kg'])).toEqual({ words: ['5', 'kg'] });
    // "5g" is a word of the catalogue ("5G Smartphone"), not five grams.
    expect(sizeInQuery(['5g', 'phone'], (word) => word === '5g')).toEqual({ words: ['5g', 'phone'] });
  });

  it('ranks the same size nearest, then sizes by ratio, another measure not at all', () => {
    const fiveKilos = { measure: 'g' as const, amount: 5000 };
    expect(sizeNearness(fiveKilos, 'g', 5000)).toBe(1);
    expect(sizeNearness(fiveKilos, 'g', 10000)).toBe(sizeNearness(fiveKilos, 'g', 2500));
    expect(sizeNearness(fiveKilos, 'g', 10000)).toBeGreaterThan(sizeNearness(fiveKilos, 'g', 1000));
    expect(sizeNearness(fiveKilos, 'ml', 5000)).toBe(0);
    expect(sizeNearness(fiveKilos, undefined, 0)).toBe(0);
  });
});
