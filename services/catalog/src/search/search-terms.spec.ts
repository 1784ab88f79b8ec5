import { decodeSearchText, MAX_QUERY_WORDS, queryWords, tokenize } from './search-terms';

describe('search terms', () => {
  it('lower-cases, strips accents and punctuation, and keeps each word once', () => {
    expect(tokenize('Crème Brûlée, CRÈME & T-Shirt')).toEqual(['creme', 'brulee', 't', 'shirt']);
  });

  it('treats regular-expression characters as separators, never as patterns', () => {
    expect(tokenize('.*(a|b)+[x]')).toEqual(['a', 'b', 'x']);
    expect(queryWords('^$\\')).toEqual([]);
  });

  it('decodes URL-encoded search text and survives malformed sequences', () => {
    expect(decodeSearchText('basmati%20rice')).toBe('basmati rice');
    expect(decodeSearchText('atta%2C+dal')).toBe('atta, dal');
    expect(decodeSearchText('cr%C3%A8me')).toBe('crème');
    expect(decodeSearchText('100%')).toBe('100%');
    expect(decodeSearchText('%zz rice')).toBe('%zz rice');
    expect(queryWords(decodeSearchText('%E0%A4 rice'))).toEqual(['rice']);
    expect(decodeSearchText('%E0%A4%B9%E0%A4%BF')).toBe('हि');
    expect(decodeSearchText('basmati rice')).toBe('basmati rice');
  });

  it('caps the number of query words', () => {
    expect(queryWords('a b c d e f g h i j k')).toHaveLength(MAX_QUERY_WORDS);
  });
});
