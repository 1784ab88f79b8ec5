import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import type { SubCategory } from '../../api/types';
import { EditIcon, TrashIcon } from '../../components/Icons';
import { Skeleton } from '../../components/Skeleton';
import { usePageTitle } from '../../components/usePageTitle';
import { useGetSubCategoriesQuery } from '../catalog/catalogApi';
import { AddButton, AdminHeader, EmptyState } from './AdminHeader';
import { AdminSearchBox } from './AdminSearchBox';
import { useDeleteSubCategoryMutation } from './adminApi';
import { ImageViewer } from './ImageViewer';
import { Pagination } from './Pagination';
import { SubCategoryFormDialog } from './SubCategoryFormDialog';
import { PermanentDeleteDialog } from '../../components/PermanentDeleteDialog';
import { RenameProgress } from './RenameProgress';
import { useConfirmedDelete } from '../toasts/useConfirmedDelete';

/** Rows a page: the list has every sub-category at once, and grows with the catalogue. */
const SUB_CATEGORY_ROWS = 10;

/** A sub-category matches a search by its own name or one of its categories' names. */
const matches = (subCategory: SubCategory, search: string) =>
  [subCategory.name, ...subCategory.category.map((category) => category.name)].some((name) =>
    name.toLowerCase().includes(search),
  );

export default function SubCategoryAdminPage() {
  usePageTitle('Sub Category');
  const { data: all, error, isLoading } = useGetSubCategoriesQuery();
  const [typed, setTyped] = useState('');
  const search = typed.trim().toLowerCase();
  const [pageOf, setPageOf] = useState({ search: '', page: 1 });
  const matching = all?.filter((subCategory) => matches(subCategory, search));
  const total = Math.max(1, Math.ceil((matching?.length ?? 0) / SUB_CATEGORY_ROWS));
  // A new search text starts at page 1; a deletion that empties the last page shows the one before.
  const page = Math.min(pageOf.search === search ? pageOf.page : 1, total);
  const first = (page - 1) * SUB_CATEGORY_ROWS;
  const subCategories = matching?.slice(first, first + SUB_CATEGORY_ROWS);
  // A sub-category just added is shown: once the refetched list holds it, the table turns to its page
  // (its name may sort anywhere among the others), leaving a search it does not match.
  const [added, setAdded] = useState<string | null>(null);
  const addedOne = added ? all?.find((subCategory) => subCategory._id === added) : undefined;
  if (addedOne) {
    const keepSearch = matches(addedOne, search);
    const index = (keepSearch ? matching : all)?.indexOf(addedOne) ?? 0;
    setAdded(null);
    if (!keepSearch) setTyped('');
    setPageOf({ search: keepSearch ? search : '', page: Math.floor(index / SUB_CATEGORY_ROWS) + 1 });
  }
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
      <RenameProgress field="subCategory" />
      {error && (
        <p role="alert" className="p-4 text-red-600">
          {errorMessage(error)}
        </p>
      )}
      {all && all.length > 0 && (
        <div className="px-4 pt-4">
          <AdminSearchBox
            id="admin-sub-category-search"
            label="Search sub categories"
            placeholder="Search sub category here ..."
            value={typed}
            onChange={setTyped}
          />
        </div>
      )}
      {isLoading && <Skeleton className="m-4 h-64" />}
      {all?.length === 0 && <EmptyState text="No sub categories yet. Add the first one." />}
      {all && all.length > 0 && matching?.length === 0 && <EmptyState text="No sub categories match." />}
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
                  <td className="px-3 py-2">{first + index + 1}</td>
                  <td className="px-3 py-2 font-medium [overflow-wrap:anywhere]">{subCategory.name}</td>
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
      {matching && matching.length > 0 && (
        <Pagination
          label="Sub category pages"
          page={page}
          total={total}
          onPage={(next) => setPageOf({ search, page: next })}
        />
      )}
      <SubCategoryFormDialog
        open={editing !== null}
        subCategory={editing?.subCategory}
        onClose={() => setEditing(null)}
        onAdded={(subCategory) => setAdded(subCategory._id)}
      />
      <ImageViewer image={viewing?.image ?? null} alt={viewing?.name ?? ''} onClose={() => setViewing(null)} />
      <PermanentDeleteDialog deletion={deletion} kind="Sub Category" />
    </section>
  );
}
