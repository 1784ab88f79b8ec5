import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import type { Category } from '../../api/types';
import { Skeleton } from '../../components/Skeleton';
import { usePageTitle } from '../../components/usePageTitle';
import { useGetCategoriesQuery } from '../catalog/catalogApi';
import { AddButton, AdminHeader, EmptyState } from './AdminHeader';
import { useDeleteCategoryMutation } from './adminApi';
import { CategoryFormDialog } from './CategoryFormDialog';
import { PermanentDeleteDialog } from '../../components/PermanentDeleteDialog';
import { RenameProgress } from './RenameProgress';
import { useConfirmedDelete } from '../toasts/useConfirmedDelete';

const GRID = 'grid grid-cols-2 gap-3 p-4 md:grid-cols-4 lg:grid-cols-6';

export default function CategoryAdminPage() {
  usePageTitle('Category');
  const { data: categories, error, isLoading } = useGetCategoriesQuery();
  const [editing, setEditing] = useState<{ category?: Category } | null>(null);
  const [deleteCategory] = useDeleteCategoryMutation();
  const deletion = useConfirmedDelete<Category>(deleteCategory);

  return (
    <section>
      <AdminHeader title="Category" action={<AddButton onClick={() => setEditing({})}>Add Category</AddButton>} />
      <RenameProgress field="category" />
      {error && (
        <p role="alert" className="p-4 text-red-600">
          {errorMessage(error)}
        </p>
      )}
      {isLoading && (
        <div className={GRID}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-52 w-full" />
          ))}
        </div>
      )}
      {categories?.length === 0 && <EmptyState text="No categories yet. Add the first one." />}
      {categories && categories.length > 0 && (
        <ul className={GRID}>
          {categories.map((category) => (
            <li
              key={category._id}
              className="flex flex-col gap-2 rounded-lg bg-white p-2 shadow-sm ring-1 ring-neutral-200"
            >
              <img
                src={category.image}
                alt={category.name}
                width={160}
                height={160}
                loading="lazy"
                className="aspect-square w-full rounded-md object-contain"
              />
              <p className="text-sm font-medium [overflow-wrap:anywhere]">{category.name}</p>
              <div className="mt-auto grid grid-cols-2 gap-2 text-sm">
                <button
                  type="button"
                  onClick={() => setEditing({ category })}
                  aria-label={`Edit ${category.name}`}
                  className="rounded bg-green-100 py-1 font-medium text-green-800 hover:bg-green-200"
                >
                  Edit
                </button>
                <button
                  type="button"
                  onClick={() => deletion.ask(category)}
                  aria-label={`Delete ${category.name}`}
                  className="rounded bg-red-100 py-1 font-medium text-red-700 hover:bg-red-200"
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <CategoryFormDialog open={editing !== null} category={editing?.category} onClose={() => setEditing(null)} />
      <PermanentDeleteDialog deletion={deletion} kind="Category" />
    </section>
  );
}
