import { headWords } from './head-words';

describe('head words', () => {
  it('keeps the words that may name the product: no figures, measures, brackets or "with ..."', () => {
    expect(headWords('Nova 5G Smartphone 128 GB (Silver)')).toEqual(['nova', 'smartphone']);
    expect(headWords('Voltix Power Bank 10000 mAh')).toEqual(['voltix', 'power', 'bank']);
    expect(headWords('Boomr Party Speaker with Lights')).toEqual(['boomr', 'party', 'speaker']);
    expect(headWords('Eggoz Omega-3 Eggs')).toEqual(['eggoz', 'omega', 'eggs']);
    expect(headWords('Daily Bread Garlic Bread 400 g')).toEqual(['daily', 'bread', 'garlic', 'bread']);
  });
});
