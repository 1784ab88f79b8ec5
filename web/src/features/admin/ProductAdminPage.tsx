import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import type { Product, SellBy } from '../../api/types';
import { Dialog } from '../../components/Dialog';
import { ProductImage } from '../../components/ProductImage';
import { Skeleton } from '../../components/Skeleton';
import { usePageTitle } from '../../components/usePageTitle';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { useGetProductDetailsQuery } from '../catalog/catalogApi';
import { PriceTag } from '../catalog/PriceTag';
import { AdminHeader, EmptyState } from './AdminHeader';
import { AdminSearchBox } from './AdminSearchBox';
import { ADMIN_PAGE_SIZE, useDeleteProductMutation, useGetAdminProductsQuery } from './adminApi';
import { Pagination } from './Pagination';
import { EditProductForm } from './EditProductForm';
import { isByStock, PLAIN_LIST, ProductStockFilter, type StockView } from './ProductStockFilter';
import { PermanentDeleteDialog } from '../../components/PermanentDeleteDialog';
import { formatStock, isLowStock, LOW_STOCK_THRESHOLD } from './stockLevel';
import { useGetStockLevelsQuery } from './stockLevelsApi';
import { useConfirmedDelete } from '../toasts/useConfirmedDelete';

const GRID = 'grid grid-cols-2 gap-3 p-4 md:grid-cols-4 lg:grid-cols-6';

/**
 * Spec 2 and 4: the admin's product list: search (300 ms pause, back to page 1), pages of 12 with a
 * page to jump to, each card with its price and stock (red when low), edit, delete. Issue 33 (5): a
 * stock filter (all, low, sold out) and sort by stock.
 */
export default function ProductAdminPage() {
  usePageTitle('Product');
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  // Issue 33 (5): by stock, from the stock levels; a search text and a stock view replace each other.
  const [stockView, setStockView] = useState<StockView>(PLAIN_LIST);
  const byStock = isByStock(stockView);
  const listKey = `${search}|${stockView.level}|${stockView.sort}`;
  const [pageOf, setPageOf] = useState({ listKey: '||', page: 1 });
  // A new search text or stock view starts at page 1.
  const page = pageOf.listKey === listKey ? pageOf.page : 1;
  const setPage = (next: number) => setPageOf({ listKey, page: next });
  const listed = useGetAdminProductsQuery({ page, search }, { skip: byStock });
  const sort = stockView.sort === 'newest' ? 'stock-asc' : stockView.sort;
  const stocked = useGetStockLevelsQuery(
    { level: stockView.level, sort, page, limit: ADMIN_PAGE_SIZE },
    { skip: !byStock },
  );
  const { data, error, isFetching } = byStock ? stocked : listed;
  const [editing, setEditing] = useState<Product | null>(null);
  const linked = useLinkedEdit();
  const [deleteProduct] = useDeleteProductMutation();
  const deletion = useConfirmedDelete<Product>(deleteProduct);
  const total = data?.totalPages ?? 1;

  return (
    <section>
      <AdminHeader
        title="Product"
        action={
          <AdminSearchBox
            id="admin-product-search"
            label="Search products"
            placeholder="Search product here ..."
            value={typed}
            onChange={(text) => {
              setTyped(text);
              setStockView(PLAIN_LIST);
            }}
          />
        }
      />
      <ProductStockFilter
        view={stockView}
        onChange={(view) => {
          setStockView(view);
          setTyped('');
        }}
      />
      {error && (
        <p role="alert" className="p-4 text-red-600">
          {errorMessage(error)}
        </p>
      )}
      {!data && !error && (
        <div className={GRID}>
          {Array.from({ length: ADMIN_PAGE_SIZE }, (_, index) => (
            <Skeleton key={index} className="h-56 w-full" />
          ))}
        </div>
      )}
      {data?.data.length === 0 && <EmptyState text="No products match." />}
      {data && data.data.length > 0 && (
        <ul className={`${GRID} ${isFetching ? 'opacity-60' : ''}`} aria-busy={isFetching}>
          {data.data.map((product) => (
            <li
              key={product._id}
              className="flex flex-col gap-1 rounded-lg bg-white p-2 shadow-sm ring-1 ring-neutral-200"
            >
              <ProductImage
                product={product}
                alt={product.name}
                width={140}
                height={140}
                loading="lazy"
                className="aspect-square w-full rounded-md object-contain"
              />
              <p className="line-clamp-2 min-h-10 text-sm font-medium [overflow-wrap:anywhere]">{product.name}</p>
              <p className="text-xs text-neutral-500">{product.unit}</p>
              <PriceTag price={product.price} discount={product.discount} sellBy={product.sellBy} />
              <StockLevel stock={product.stock} sellBy={product.sellBy} />
              <div className="mt-1 grid grid-cols-2 gap-2 text-sm">
                <button
                  type="button"
                  onClick={() => setEditing(product)}
                  aria-label={`Edit ${product.name}`}
                  className="rounded bg-green-100 py-1 font-medium text-green-800 hover:bg-green-200"
                >
                  Edit
                </button>
                <button
                  type="button"
                  onClick={() => deletion.ask(product)}
                  aria-label={`Delete ${product.name}`}
                  className="rounded bg-red-100 py-1 font-medium text-red-700 hover:bg-red-200"
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} total={total} onPage={setPage} />
      <EditProductDialog
        product={editing ?? linked.product}
        onClose={editing ? () => setEditing(null) : linked.close}
      />
      <PermanentDeleteDialog
        deletion={deletion}
        kind="Product"
        message="Are you sure want to delete permanent ?"
        confirmLabel="Delete"
      />
    </section>
  );
}

/**
 * `?edit=<productId>` (the Overview's low-stock links) opens that product's edit dialog over the
 * list; closing it drops the parameter.
 */
function useLinkedEdit() {
  const [params, setParams] = useSearchParams();
  const id = params.get('edit');
  const { currentData } = useGetProductDetailsQuery(id ?? '', { skip: !id });
  return {
    product: id && currentData?._id === id ? currentData : null,
    close: () => setParams({}, { replace: true }),
  };
}

/** Units (grams when sold by weight) in stock; at or below the low-stock threshold in red, and said in words too. */
function StockLevel({ stock, sellBy }: { stock: number; sellBy?: SellBy }) {
  const low = isLowStock(stock);
  return (
    <p
      className={`text-xs ${low ? 'font-semibold text-red-700' : 'text-neutral-700'}`}
      title={low ? `At or below ${LOW_STOCK_THRESHOLD} units` : undefined}
    >
      Stock: <span className="tabular-nums">{formatStock(stock, sellBy)}</span>
      {low && ' (low)'}
    </p>
  );
}

function EditProductDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  return (
    <Dialog open={product !== null} onClose={onClose} title="Update Product" className="w-full max-w-2xl">
      {product && <EditProductForm key={product._id} product={product} onSaved={onClose} />}
    </Dialog>
  );
}
