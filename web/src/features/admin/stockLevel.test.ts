import { describe, expect, it } from 'vitest';
import { isLowStock, LOW_STOCK_THRESHOLD, lowStockThreshold } from './stockLevel';

describe('low stock', () => {
  it('is 10 units unless configured with a whole number of units', () => {
    expect(LOW_STOCK_THRESHOLD).toBe(10);
    expect(lowStockThreshold(undefined)).toBe(10);
    expect(lowStockThreshold('25')).toBe(25);
    expect(lowStockThreshold('0')).toBe(0);
    for (const text of ['', 'many', '-3', '2.5']) expect(lowStockThreshold(text)).toBe(10);
  });

  it('counts stock at or below the threshold as low', () => {
    expect(isLowStock(10)).toBe(true);
    expect(isLowStock(0)).toBe(true);
    expect(isLowStock(11)).toBe(false);
    expect(isLowStock(3, 2)).toBe(false);
  });
});
