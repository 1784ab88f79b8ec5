import { useState, type FormEvent } from 'react';
import type { NamedRef, SubCategory } from '../../api/types';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import { useGetCategoriesQuery } from '../catalog/catalogApi';
import { useToast } from '../toasts/useToast';
import { useAddSubCategoryMutation, useUpdateSubCategoryMutation } from './adminApi';
import { currentFiguresOf } from './currentFigures';
import { ImagePicker } from './ImagePicker';
import { RefChips } from './RefChips';

/** Spec 2, sub-category modals: name, image, and the categories it belongs to as chips. */
export function SubCategoryFormDialog({
  open,
  subCategory,
  onClose,
  onAdded,
}: {
  open: boolean;
  subCategory?: SubCategory;
  onClose: () => void;
  /** The sub-category just added (not called for an edit), before the dialog closes. */
  onAdded?: (added: SubCategory) => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={subCategory ? 'Edit Sub Category' : 'Add Sub Category'}>
      {open && <SubCategoryForm subCategory={subCategory} onAdded={onAdded} onDone={onClose} />}
    </Dialog>
  );
}

function SubCategoryForm({
  subCategory,
  onAdded,
  onDone,
}: {
  subCategory?: SubCategory;
  onAdded?: (added: SubCategory) => void;
  onDone: () => void;
}) {
  const { data: categories } = useGetCategoriesQuery();
  const [name, setName] = useState(subCategory?.name ?? '');
  const [image, setImage] = useState(subCategory?.image ?? '');
  const [category, setCategory] = useState<NamedRef[]>(subCategory?.category ?? []);
  // After a first try, each field says what it lacks until it has it (derived, so it clears as typed).
  const [tried, setTried] = useState(false);
  // The revision the save is guarded by: the one loaded, or the one a refused save showed (issue 33, item 1).
  const [revision, setRevision] = useState(subCategory?.revision);
  const [notice, setNotice] = useState<string>();
  const [add, adding] = useAddSubCategoryMutation();
  const [update, updating] = useUpdateSubCategoryMutation();
  const toast = useToast();
  const complete = Boolean(name.trim() && image && category.length);
  const busy = adding.isLoading || updating.isLoading;
  const nameProblem = tried && !name.trim() ? 'Please enter a name' : undefined;
  const imageProblem = tried && !image ? 'Please upload an image' : undefined;
  const categoryProblem = tried && !category.length ? 'Please choose at least one category' : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!complete) return;
    const body = { name: name.trim(), image, category };
    const result = subCategory ? await update({ _id: subCategory._id, revision, ...body }) : await add(body);
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      if (!subCategory) onAdded?.(result.data.data);
      onDone();
      return;
    }
    const current = currentFiguresOf<SubCategory>(result.error);
    if (current) {
      setRevision(current.revision);
      setNotice(
        `Changed meanwhile: it is now named "${current.name}". Your changes are still here; save again to apply them.`,
      );
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4 p-5">
      <TextField
        label="Name"
        name="name"
        placeholder="Enter sub category name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        hint={nameProblem}
        autoFocus
      />
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium text-neutral-700">Image</span>
        <div className="flex items-center gap-4">
          <div className="flex h-28 w-28 items-center justify-center rounded-md border border-neutral-200 bg-neutral-50 text-xs text-neutral-500">
            {image ? (
              <img
                src={image}
                alt={`${name} sub-category`}
                width={112}
                height={112}
                className="h-full w-full rounded-md object-contain"
              />
            ) : (
              'No image'
            )}
          </div>
          <ImagePicker
            label="Upload Image"
            describedBy={imageProblem ? 'sub-category-image-problem' : undefined}
            onUploaded={setImage}
          />
        </div>
        {imageProblem && (
          <p id="sub-category-image-problem" className="text-xs text-red-600">
            {imageProblem}
          </p>
        )}
      </div>
      <RefChips label="Category" options={categories} value={category} onChange={setCategory} />
      {categoryProblem && <p className="-mt-3 text-xs text-red-600">{categoryProblem}</p>}
      {notice && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-300">
          {notice}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        className={`h-11 rounded-md font-semibold ${complete ? 'bg-amber-400 hover:bg-amber-500' : 'bg-neutral-200 text-neutral-600'}`}
      >
        {busy ? 'Loading...' : 'Submit'}
      </button>
    </form>
  );
}
