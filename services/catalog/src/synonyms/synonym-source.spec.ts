import { ProductSearchIndex } from '../search/product-search-index';
import { Synonyms } from '../search/synonyms';
import { toSynonymList } from './synonym-source';

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

describe('the admin synonyms in the search', () => {
  it('reads stored groups as the search list: two-way groups, and one-way groups from their general word', () => {
    expect(
      toSynonymList([
        { kind: 'twoWay', words: ['curd', 'dahi'] },
        { kind: 'oneWay', from: 'soft drink', words: ['cola', 'soda'] },
      ]),
    ).toEqual({ twoWay: [['curd', 'dahi']], oneWay: [{ from: 'soft drink', to: ['cola', 'soda'] }] });
  });

  it('searches with the synonyms put in place of the ones before, from the next search on', () => {
    const index = new ProductSearchIndex();
    index.replaceAll([product('curd', 'Fresh Curd'), product('cola', 'Cola Can')]);
    const ask = (text: string) =>
      index.search({ text, audience: 'shopper', sort: 'relevance', skip: 0, limit: 10 }, new Set()).ids;
    // The starter list holds "dahi" for curd until the admin's list replaces it.
    expect(ask('dahi')).toEqual(['curd']);
    expect(ask('zorbly')).toEqual([]);
    index.useSynonyms(
      new Synonyms(
        toSynonymList([
          { kind: 'twoWay', words: ['curd', 'zorbly'] },
          { kind: 'oneWay', from: 'fizz', words: ['cola'] },
        ]),
      ),
    );
    expect(ask('zorbly')).toEqual(['curd']);
    expect(ask('fizz')).toEqual(['cola']);
    expect(ask('dahi')).toEqual([]);
  });
});
