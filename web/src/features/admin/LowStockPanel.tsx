import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { ProductImage } from '../../components/ProductImage';
import { Skeleton } from '../../components/Skeleton';
import { Pagination } from './Pagination';
import { useGetStockLevelsQuery, type StockSort } from './stockLevelsApi';
import { formatStock } from './stockLevel';

const PAGE_SIZE = 10;
const SHOWN = { low: 'Running low', 'sold-out': 'Sold out' } as const;
type Shown = keyof typeof SHOWN;

const tab = 'h-9 rounded-full border px-3 text-sm font-medium';

/**
 * Issue 33 (5): the Overview's products to reorder: those running low (1 to the threshold) apart from
 * those sold out, each list paged and sorted by stock, each product a link to its edit dialog.
 */
export function LowStockPanel() {
  const [shown, setShown] = useState<Shown>('low');
  const [sort, setSort] = useState<StockSort>('stock-asc');
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = useGetStockLevelsQuery({ level: shown, sort, page, limit: PAGE_SIZE });
  const choose = (next: Shown) => {
    setShown(next);
    setPage(1);
  };
  const counts = { low: data?.lowCount, 'sold-out': data?.soldOutCount };
  return (
    <section aria-labelledby="overview-low-stock">
      <h2 id="overview-low-stock" className="mb-2 font-semibold">
        Low stock (at or below {data?.lowStockThreshold ?? '…'})
      </h2>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <div role="group" aria-label="Show" className="flex gap-2">
          {(Object.keys(SHOWN) as Shown[]).map((level) => (
            <button
              key={level}
              type="button"
              aria-pressed={shown === level}
              onClick={() => choose(level)}
              className={`${tab} ${shown === level ? 'border-green-700 bg-green-50 text-green-900' : 'border-neutral-300 bg-white text-neutral-800'}`}
            >
              {SHOWN[level]} <span className="tabular-nums">({counts[level] ?? '…'})</span>
            </button>
          ))}
        </div>
        {shown === 'low' && (
          <label className="flex items-center gap-2 text-sm text-neutral-700">
            Sort
            <select
              value={sort}
              onChange={(event) => {
                setSort(event.target.value as StockSort);
                setPage(1);
              }}
              className="h-9 rounded-md border border-neutral-300 bg-white px-2 text-neutral-900 focus:border-green-700 focus:outline-none focus:ring-2 focus:ring-amber-500"
            >
              <option value="stock-asc">Fewest left first</option>
              <option value="stock-desc">Most left first</option>
            </select>
          </label>
        )}
      </div>
      {error && (
        <p role="alert" className="text-red-600">
          {errorMessage(error)}
        </p>
      )}
      {!data && !error && <Skeleton className="h-40 w-full" />}
      {data && data.data.length === 0 && (
        <p className="text-neutral-600">{shown === 'low' ? 'No product is running low.' : 'No product is sold out.'}</p>
      )}
      {data && data.data.length > 0 && (
        <ul
          aria-busy={isFetching}
          className={`divide-y divide-neutral-100 rounded-lg ring-1 ring-neutral-200 ${isFetching ? 'opacity-60' : ''}`}
        >
          {data.data.map((product) => (
            <li key={product._id} className="flex items-center gap-3 px-3 py-2 text-sm">
              <ProductImage
                product={product}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                className="h-10 w-10 shrink-0 rounded border border-neutral-200 object-contain"
              />
              <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{product.name}</span>
              <span className={`tabular-nums text-red-700 ${product.stock === 0 ? 'font-semibold' : ''}`}>
                {product.stock === 0 ? 'Out of stock' : `${formatStock(product.stock, product.sellBy)} left`}
              </span>
              <Link
                to={`/dashboard/product?edit=${product._id}`}
                aria-label={`Edit ${product.name}`}
                className="rounded bg-green-100 px-3 py-1 font-medium text-green-800 hover:bg-green-200"
              >
                Edit
              </Link>
            </li>
          ))}
        </ul>
      )}
      {data && data.totalPages > 1 && (
        <Pagination page={page} total={data.totalPages} onPage={setPage} label={`${SHOWN[shown]} pages`} />
      )}
    </section>
  );
}
