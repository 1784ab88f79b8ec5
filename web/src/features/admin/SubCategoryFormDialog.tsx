import { useState, type FormEvent } from 'react';
import type { NamedRef, SubCategory } from '../../api/types';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import { useGetCategoriesQuery } from '../catalog/catalogApi';
import { useToast } from '../toasts/useToast';
import { useAddSubCategoryMutation, useUpdateSubCategoryMutation } from './adminApi';
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
  const [problem, setProblem] = useState<string>();
  const [add, adding] = useAddSubCategoryMutation();
  const [update, updating] = useUpdateSubCategoryMutation();
  const toast = useToast();
  const complete = Boolean(name.trim() && image && category.length);
  const busy = adding.isLoading || updating.isLoading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete) {
      setProblem(
        !name.trim()
          ? 'Please enter a name'
          : !image
            ? 'Please upload an image'
            : 'Please choose at least one category',
      );
      return;
    }
    const body = { name: name.trim(), image, category };
    const result = subCategory ? await update({ _id: subCategory._id, ...body }) : await add(body);
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      if (!subCategory) onAdded?.(result.data.data);
      onDone();
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
          <ImagePicker label="Upload Image" onUploaded={setImage} />
        </div>
      </div>
      <RefChips label="Category" options={categories} value={category} onChange={setCategory} />
      {problem && (
        <p role="alert" className="text-sm text-red-600">
          {problem}
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
