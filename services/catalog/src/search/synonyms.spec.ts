import { ProductSearchIndex } from './product-search-index';
import { STARTER_SYNONYMS } from './starter-synonyms';
import { Synonyms } from './synonyms';

describe('synonyms', () => {
  const synonyms = new Synonyms({
    twoWay: [
      ['curd', 'dahi', 'yogurt'],
      ['lady finger', 'bhindi'],
      ['maida', 'all purpose flour'],
    ],
    oneWay: [{ from: 'coke', to: ['cola'] }],
  });

  it('reads a word as each word of its group, both ways, and a phrase of up to three words as one word', () => {
    expect(synonyms.readingsOf(['dahi'])).toEqual([['curd'], ['yogurt']]);
    expect(synonyms.readingsOf(['fresh', 'curd'])).toEqual([
      ['fresh', 'dahi'],
      ['fresh', 'yogurt'],
    ]);
    expect(synonyms.readingsOf(['ladies', 'finger'])).toEqual([['bhindi']]);
    expect(synonyms.readingsOf(['bhindi'])).toEqual([['lady', 'finger']]);
    expect(synonyms.readingsOf(['all', 'purpose', 'flour'])).toEqual([['maida']]);
  });

  it('widens a one-way word, never back', () => {
    expect(synonyms.readingsOf(['coke'])).toEqual([['cola']]);
    expect(synonyms.readingsOf(['cola'])).toEqual([]);
  });

  it('ships a starter list of at least 100 groups', () => {
    expect(STARTER_SYNONYMS.twoWay.length + STARTER_SYNONYMS.oneWay.length).toBeGreaterThanOrEqual(100);
  });

  it('finds products by a synonym as written, below the word itself, and never by a typo of one', () => {
    const index = new ProductSearchIndex();
    const product = (id: string, name: string) => ({
      id,
      name,
      details: '',
      categories: [{ _id: 'c', name: 'Shop' }],
      subCategoryIds: [],
      publish: true,
      unit: '',
      price: 10,
      discount: 0,
      createdAt: 1,
    });
    index.replaceAll([
      product('okra', 'Lady Finger'),
      product('potato', 'Potato'),
      product('bhujia', 'Aloo Bhujia'),
      product('card', 'Memory Card'),
    ]);
    const ask = (text: string) =>
      index.search({ text, audience: 'shopper', sort: 'relevance', skip: 0, limit: 10 }, new Set()).ids;
    expect(ask('bhindi')).toEqual(['okra']);
    expect(ask('potato')).toEqual(['potato', 'bhujia']);
    // "dahi" reads as "curd", which is one letter from "card": a reading forgives no typo.
    expect(ask('dahi')).toEqual([]);
  });
});
