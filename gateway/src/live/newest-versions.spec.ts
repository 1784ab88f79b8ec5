import { NewestVersions } from './newest-versions';

describe('NewestVersions', () => {
  it('passes a newer version and refuses an older one or a repeat', () => {
    const versions = new NewestVersions(10);
    expect(versions.isNewest('a', 2)).toBe(true);
    expect(versions.isNewest('a', 1)).toBe(false);
    expect(versions.isNewest('a', 2)).toBe(false);
    expect(versions.isNewest('a', 3)).toBe(true);
    expect(versions.isNewest('b', 1)).toBe(true);
  });

  it('forgets the key heard of longest ago beyond its capacity', () => {
    const versions = new NewestVersions(2);
    versions.isNewest('a', 5);
    versions.isNewest('b', 5);
    versions.isNewest('a', 6);
    versions.isNewest('c', 5);
    // 'b' was heard of longest ago: forgotten, so an old version of it passes; 'a' is still known.
    expect(versions.isNewest('a', 1)).toBe(false);
    expect(versions.isNewest('b', 1)).toBe(true);
  });
});
