import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import type { Product } from '../../api/types';
import { Dialog } from '../../components/Dialog';
import { SearchIcon } from '../../components/Icons';
import { Skeleton } from '../../components/Skeleton';
import { usePageTitle } from '../../components/usePageTitle';
import { useDebouncedValue } from '../search/useDebouncedValue';
import { useToast } from '../toasts/useToast';
import { AdminHeader, EmptyState } from './AdminHeader';
import {
  ADMIN_PAGE_SIZE,
  useDeleteProductMutation,
  useGetAdminProductsQuery,
  useUpdateProductMutation,
} from './adminApi';
import { ProductForm } from './ProductForm';
import { valuesOf } from './productFormState';
import { PermanentDeleteDialog } from './PermanentDeleteDialog';
import { useConfirmedDelete } from './useConfirmedDelete';

const GRID = 'grid grid-cols-2 gap-3 p-4 md:grid-cols-4 lg:grid-cols-6';

/** Spec 2 and 4: the admin's product list: search (300 ms pause, back to page 1), pages of 12, edit, delete. */
export default function ProductAdminPage() {
  usePageTitle('Product');
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  const [pageOf, setPageOf] = useState({ search: '', page: 1 });
  // A new search text starts at page 1.
  const page = pageOf.search === search ? pageOf.page : 1;
  const setPage = (next: number) => setPageOf({ search, page: next });
  const { data, error, isFetching } = useGetAdminProductsQuery({ page, search });
  const [editing, setEditing] = useState<Product | null>(null);
  const [deleteProduct] = useDeleteProductMutation();
  const deletion = useConfirmedDelete<Product>(deleteProduct);
  const total = data?.totalPages ?? 1;

  return (
    <section>
      <AdminHeader
        title="Product"
        action={
          <div className="flex h-10 w-full max-w-xs items-center gap-2 rounded-md border border-neutral-300 bg-neutral-50 px-3 focus-within:border-amber-500">
            <SearchIcon className="h-4 w-4 text-neutral-500" />
            <label htmlFor="admin-product-search" className="sr-only">
              Search products
            </label>
            <input
              id="admin-product-search"
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder="Search product here ..."
              className="h-full w-full bg-transparent outline-none"
            />
          </div>
        }
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
              <img
                src={product.image[0]}
                alt={product.name}
                width={140}
                height={140}
                loading="lazy"
                className="aspect-square w-full rounded-md object-contain"
              />
              <p className="line-clamp-2 min-h-10 text-sm font-medium">{product.name}</p>
              <p className="text-xs text-neutral-500">{product.unit}</p>
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
      <nav aria-label="Pages" className="flex items-center justify-between gap-3 px-4 pb-4">
        <button
          type="button"
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
          className="rounded-md border border-amber-400 px-4 py-1.5 font-medium hover:bg-amber-400 disabled:cursor-not-allowed disabled:border-neutral-200 disabled:text-neutral-400 disabled:hover:bg-transparent"
        >
          Previous
        </button>
        <span aria-live="polite">
          {page}/{total}
        </span>
        <button
          type="button"
          disabled={page >= total}
          onClick={() => setPage(page + 1)}
          className="rounded-md border border-amber-400 px-4 py-1.5 font-medium hover:bg-amber-400 disabled:cursor-not-allowed disabled:border-neutral-200 disabled:text-neutral-400 disabled:hover:bg-transparent"
        >
          Next
        </button>
      </nav>
      <EditProductDialog product={editing} onClose={() => setEditing(null)} />
      <PermanentDeleteDialog
        deletion={deletion}
        message="Are you sure want to delete permanent ?"
        confirmLabel="Delete"
      />
    </section>
  );
}

function EditProductDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const [update] = useUpdateProductMutation();
  const toast = useToast();
  return (
    <Dialog open={product !== null} onClose={onClose} title="Update Product" className="w-full max-w-2xl">
      {product && (
        <ProductForm
          key={product._id}
          initial={valuesOf(product)}
          submitLabel="Update Product"
          onSubmit={async (input) => {
            const result = await update({ _id: product._id, ...input });
            if (!('data' in result) || !result.data) return false;
            toast.success(result.data.message);
            onClose();
            return true;
          }}
        />
      )}
    </Dialog>
  );
}
