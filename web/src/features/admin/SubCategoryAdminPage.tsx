import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import type { SubCategory } from '../../api/types';
import { EditIcon, TrashIcon } from '../../components/Icons';
import { Skeleton } from '../../components/Skeleton';
import { usePageTitle } from '../../components/usePageTitle';
import { useGetSubCategoriesQuery } from '../catalog/catalogApi';
import { AddButton, AdminHeader, EmptyState } from './AdminHeader';
import { useDeleteSubCategoryMutation } from './adminApi';
import { ImageViewer } from './ImageViewer';
import { SubCategoryFormDialog } from './SubCategoryFormDialog';
import { PermanentDeleteDialog } from './PermanentDeleteDialog';
import { useConfirmedDelete } from './useConfirmedDelete';

export default function SubCategoryAdminPage() {
  usePageTitle('Sub Category');
  const { data: subCategories, error, isLoading } = useGetSubCategoriesQuery();
  const [editing, setEditing] = useState<{ subCategory?: SubCategory } | null>(null);
  const [viewing, setViewing] = useState<SubCategory | null>(null);
  const [deleteSubCategory] = useDeleteSubCategoryMutation();
  const deletion = useConfirmedDelete<SubCategory>(deleteSubCategory);

  return (
    <section>
      <AdminHeader
        title="Sub Category"
        action={<AddButton onClick={() => setEditing({})}>Add Sub Category</AddButton>}
      />
      {error && (
        <p role="alert" className="p-4 text-red-600">
          {errorMessage(error)}
        </p>
      )}
      {isLoading && <Skeleton className="m-4 h-64" />}
      {subCategories?.length === 0 && <EmptyState text="No sub categories yet. Add the first one." />}
      {subCategories && subCategories.length > 0 && (
        <div className="overflow-x-auto p-4">
          <table className="w-full min-w-[560px] text-left text-sm">
            <thead className="bg-neutral-900 text-white">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Sr.No
                </th>
                <th scope="col" className="px-3 py-2">
                  Name
                </th>
                <th scope="col" className="px-3 py-2">
                  Image
                </th>
                <th scope="col" className="px-3 py-2">
                  Category
                </th>
                <th scope="col" className="px-3 py-2">
                  Action
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-200">
              {subCategories.map((subCategory, index) => (
                <tr key={subCategory._id} className="align-middle">
                  <td className="px-3 py-2">{index + 1}</td>
                  <td className="px-3 py-2 font-medium">{subCategory.name}</td>
                  <td className="px-3 py-2">
                    <button
                      type="button"
                      onClick={() => setViewing(subCategory)}
                      aria-label={`View image of ${subCategory.name}`}
                      className="block rounded"
                    >
                      <img
                        src={subCategory.image}
                        alt=""
                        width={40}
                        height={40}
                        loading="lazy"
                        className="h-10 w-10 rounded object-contain"
                      />
                    </button>
                  </td>
                  <td className="px-3 py-2">
                    <ul className="flex flex-wrap gap-1">
                      {subCategory.category.map((category) => (
                        <li key={category._id} className="rounded bg-neutral-100 px-2 py-0.5 text-xs">
                          {category.name}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex gap-2">
                      <button
                        type="button"
                        onClick={() => setEditing({ subCategory })}
                        aria-label={`Edit ${subCategory.name}`}
                        className="rounded-full bg-green-100 p-2 text-green-800 hover:bg-green-200"
                      >
                        <EditIcon className="h-4 w-4" />
                      </button>
                      <button
                        type="button"
                        onClick={() => deletion.ask(subCategory)}
                        aria-label={`Delete ${subCategory.name}`}
                        className="rounded-full bg-red-100 p-2 text-red-700 hover:bg-red-200"
                      >
                        <TrashIcon className="h-4 w-4" />
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <SubCategoryFormDialog
        open={editing !== null}
        subCategory={editing?.subCategory}
        onClose={() => setEditing(null)}
      />
      <ImageViewer image={viewing?.image ?? null} alt={viewing?.name ?? ''} onClose={() => setViewing(null)} />
      <PermanentDeleteDialog deletion={deletion} />
    </section>
  );
}
