import { rankCandidates } from './search-ranking';

const candidate = (id: string, name: string) => ({ id, name, nameTokens: name.toLowerCase().split(' ') });

describe('rankCandidates', () => {
  it('puts names holding every word before partial and description-only matches', () => {
    const ranked = rankCandidates(
      [
        candidate('1', 'Kettle Steel'),
        candidate('2', 'Green Tea Bags'),
        candidate('3', 'Tea Strainer'),
        candidate('4', 'Masala Chai'),
      ],
      ['green', 'tea'],
    );
    expect(ranked.map((c) => c.id)).toEqual(['2', '3', '1', '4']);
  });

  it('prefers whole words to prefixes, then names starting with the first word, then the alphabet', () => {
    const ranked = rankCandidates(
      [
        candidate('a', 'Teapot Classic'),
        candidate('b', 'Organic Tea'),
        candidate('c', 'Tea Organic'),
        candidate('d', 'Black Tea'),
      ],
      ['tea'],
    );
    expect(ranked.map((c) => c.name)).toEqual(['Tea Organic', 'Black Tea', 'Organic Tea', 'Teapot Classic']);
  });
});
