import { pageCount, pageWindow } from './pagination';

describe('pageWindow', () => {
  it('uses the defaults when nothing usable is sent', () => {
    expect(pageWindow(undefined, undefined, 12)).toEqual({ page: 1, limit: 12, skip: 0 });
    expect(pageWindow('abc', null, 8)).toEqual({ page: 1, limit: 8, skip: 0 });
  });

  it('clamps page 0, negative pages and huge limits instead of refusing them', () => {
    expect(pageWindow(0, 12, 12).page).toBe(1);
    expect(pageWindow(-5, -1, 12)).toEqual({ page: 1, limit: 1, skip: 0 });
    expect(pageWindow(2, 10_000, 12)).toEqual({ page: 2, limit: 50, skip: 50 });
    expect(pageWindow(1e12, 10, 12).page).toBe(100_000);
  });

  it('reads numbers sent as text and drops fractions', () => {
    expect(pageWindow('3', '8.7', 12)).toEqual({ page: 3, limit: 8, skip: 16 });
  });

  it('counts pages', () => {
    expect(pageCount(0, 12)).toBe(0);
    expect(pageCount(25, 12)).toBe(3);
  });
});
