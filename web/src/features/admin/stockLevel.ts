import type { SellBy } from '../../api/types';

const DEFAULT_LOW_STOCK = 10;

/** A threshold from configuration text: a whole number of units, 0 or more; the default otherwise. */
export function lowStockThreshold(text: string | undefined): number {
  const units = Number(text);
  return text?.trim() && Number.isInteger(units) && units >= 0 ? units : DEFAULT_LOW_STOCK;
}

/**
 * At or below this many units a product's stock shows in red on the admin list, time to restock.
 * Set VITE_LOW_STOCK_THRESHOLD when building the web app to change it (10 by default).
 */
export const LOW_STOCK_THRESHOLD = lowStockThreshold(import.meta.env.VITE_LOW_STOCK_THRESHOLD);

export const isLowStock = (stock: number, threshold = LOW_STOCK_THRESHOLD) => stock <= threshold;

/** A product's stock as the admin reads it: units, or grams of a product sold by weight ("5000 g"). */
export const formatStock = (stock: number, sellBy?: SellBy): string =>
  sellBy === 'weight' ? `${stock} g` : String(stock);
