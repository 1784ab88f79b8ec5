import type { StockLevel, StockSort } from './stockLevelsApi';
import { LOW_STOCK_THRESHOLD } from './stockLevel';

/** How the admin's product list is narrowed and ordered by stock; 'all' and 'newest' is the plain list. */
export interface StockView {
  level: StockLevel;
  sort: StockSort | 'newest';
}

export const PLAIN_LIST: StockView = { level: 'all', sort: 'newest' };
export const isByStock = (view: StockView) => view.level !== 'all' || view.sort !== 'newest';

const select =
  'h-9 rounded-md border border-neutral-300 bg-white px-2 text-sm text-neutral-900 focus:border-green-700 focus:outline-none focus:ring-2 focus:ring-amber-500';

/** Issue 33 (5): the Products screen's stock filter (all, low, sold out) and sort by stock. */
export function ProductStockFilter({ view, onChange }: { view: StockView; onChange: (view: StockView) => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 px-4 pt-3 text-sm text-neutral-700">
      <label className="flex items-center gap-2">
        Stock
        <select
          value={view.level}
          onChange={(event) => onChange({ ...view, level: event.target.value as StockLevel })}
          className={select}
        >
          <option value="all">All</option>
          <option value="low">Low (1 to {LOW_STOCK_THRESHOLD})</option>
          <option value="sold-out">Sold out</option>
        </select>
      </label>
      <label className="flex items-center gap-2">
        Sort
        <select
          value={view.sort}
          onChange={(event) => onChange({ ...view, sort: event.target.value as StockView['sort'] })}
          className={select}
        >
          <option value="newest">Newest first</option>
          <option value="stock-asc">Stock: low to high</option>
          <option value="stock-desc">Stock: high to low</option>
        </select>
      </label>
    </div>
  );
}
