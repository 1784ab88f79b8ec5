import { describe, expect, it } from 'vitest';
import { labelledDays } from './labelledDays';

const named = (count: number, width: number) =>
  Array.from({ length: count }, (_, index) => index).filter(labelledDays(count, width));

describe("the Overview chart's day labels (issue 33, item 15)", () => {
  it('names today (the last day) however narrow the chart, then every few days back', () => {
    // A phone's chart area (about 240 px) holds five labels of 14 days: every third day, today included.
    expect(named(14, 240)).toEqual([1, 4, 7, 10, 13]);
    expect(named(14, 40)).toEqual([13]);
  });

  it('names every day where they fit', () => {
    expect(named(14, 1000)).toEqual(Array.from({ length: 14 }, (_, index) => index));
  });
});
