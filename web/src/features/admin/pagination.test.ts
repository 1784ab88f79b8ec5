import { describe, expect, it } from 'vitest';
import { GAP, pageNumbers, requestedPage } from './pagination';

describe('pageNumbers', () => {
  it('offers the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageNumbers(6, 419)).toEqual([1, GAP, 5, 6, 7, GAP, 419]);
    expect(pageNumbers(1, 419)).toEqual([1, 2, GAP, 419]);
    expect(pageNumbers(419, 419)).toEqual([1, GAP, 418, 419]);
  });

  it('shows a single left-out page instead of a gap, and every page of a short list', () => {
    expect(pageNumbers(4, 10)).toEqual([1, 2, 3, 4, 5, GAP, 10]);
    expect(pageNumbers(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 0)).toEqual([]);
  });
});

describe('requestedPage', () => {
  it('reads a typed page and keeps it within the pages there are', () => {
    expect(requestedPage('250', 419)).toBe(250);
    expect(requestedPage(' 7 ', 419)).toBe(7);
    expect(requestedPage('9999', 419)).toBe(419);
    expect(requestedPage('0', 419)).toBe(1);
  });

  it('ignores what is not a whole number', () => {
    expect(requestedPage('', 419)).toBeUndefined();
    expect(requestedPage('2.5', 419)).toBeUndefined();
    expect(requestedPage('abc', 419)).toBeUndefined();
  });
});
