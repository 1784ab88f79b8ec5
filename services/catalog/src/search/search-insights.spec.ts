import { normaliseQuery } from './search-insights';

describe('normaliseQuery: what search insights keep of a query', () => {
  it('keeps words lower-cased, without accents, punctuation or repeats', () => {
    expect(normaliseQuery('Crème  Brûlée, rice RICE')).toBe('creme brulee rice');
    expect(normaliseQuery('iPhone 15 Pro 256GB')).toBe('iphone 15 pro 256gb');
    expect(normaliseQuery('toor dal 1 kg')).toBe('toor dal 1 kg');
  });

  it('never keeps an e-mail address or a phone number as typed', () => {
    expect(normaliseQuery('ann.lee+shop@example.com order')).toBe('[email] order');
    expect(normaliseQuery('call 98765 43210 please')).toBe('call [phone] please');
    expect(normaliseQuery('+91 (987) 654-3210')).toBe('[phone]');
    expect(normaliseQuery('9876543210')).toBe('[phone]');
  });
});
