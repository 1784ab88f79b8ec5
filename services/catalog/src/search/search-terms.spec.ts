import { matchesAllWords, MAX_QUERY_WORDS, productTokens, queryWords, tokenize } from './search-terms';

describe('search terms', () => {
  it('lower-cases, strips accents and punctuation, and keeps each word once', () => {
    expect(tokenize('Crème Brûlée, CRÈME & T-Shirt')).toEqual(['creme', 'brulee', 't', 'shirt']);
  });

  it('treats regular-expression characters as separators, never as patterns', () => {
    expect(tokenize('.*(a|b)+[x]')).toEqual(['a', 'b', 'x']);
    expect(queryWords('^$\\')).toEqual([]);
  });

  it('caps the number of query words', () => {
    expect(queryWords('a b c d e f g h i j k')).toHaveLength(MAX_QUERY_WORDS);
  });

  it('keeps name keywords apart from description and category keywords', () => {
    const tokens = productTokens({ name: 'Basmati Rice', description: 'Long grain', category: [{ name: 'Atta, Rice & Dal' }], subCategory: [{ name: 'Rice' }] });
    expect(tokens.nameTokens).toEqual(['basmati', 'rice']);
    expect(tokens.detailTokens).toEqual(['long', 'grain', 'atta', 'rice', 'dal']);
  });

  it('needs every word to start some keyword, in any order', () => {
    const product = { nameTokens: ['basmati', 'rice'], detailTokens: ['long', 'grain'] };
    expect(matchesAllWords(product, ['rice', 'bas'])).toBe(true);
    expect(matchesAllWords(product, ['grain', 'rice'])).toBe(true);
    expect(matchesAllWords(product, ['rice', 'brown'])).toBe(false);
    expect(matchesAllWords(product, ['ice'])).toBe(false);
  });
});
