import { hashPassword, passwordMatches } from './passwords';

describe('passwords', () => {
  it('hashes with a salt and matches only the right password', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).not.toEqual(second);
    expect(first).not.toContain('correct horse');
    expect(await passwordMatches('correct horse', first)).toBe(true);
    expect(await passwordMatches('correct horsE', first)).toBe(false);
  });

  it('treats a malformed stored hash as no match', async () => {
    expect(await passwordMatches('anything', 'not-a-hash')).toBe(false);
  });
});
