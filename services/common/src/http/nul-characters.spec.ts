import { bodyHasNul, urlHasNul } from './nul-characters';

describe('NUL characters in text input', () => {
  it('finds one in any string or key of a body, at any depth', () => {
    expect(bodyHasNul({ email: 'a\0@b.c' })).toBe(true);
    expect(bodyHasNul({ address: { city: ['Pune', 'x\u0000'] } })).toBe(true);
    expect(bodyHasNul({ ['k\0']: 1 })).toBe(true);
    expect(bodyHasNul('\0')).toBe(true);
    expect(bodyHasNul({ name: 'Basmati rice', price: 0, tags: [null, true, 'ok'] })).toBe(false);
    expect(bodyHasNul(undefined)).toBe(false);
  });

  it('finds one percent-encoded in a path or query', () => {
    expect(urlHasNul('/api/order/details/abc%00')).toBe(true);
    expect(urlHasNul('/api/product/search?q=rice%00x')).toBe(true);
    expect(urlHasNul('/api/product/search?q=100%25')).toBe(false);
  });
});
