import { useState, type FormEvent } from 'react';
import type { Category } from '../../api/types';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import { useToast } from '../toasts/useToast';
import { useAddCategoryMutation, useUpdateCategoryMutation } from './adminApi';
import { currentFiguresOf } from './currentFigures';
import { ImagePicker } from './ImagePicker';

/** Spec 2, category modals: name and image; the image can be chosen once a name is typed. */
export function CategoryFormDialog({
  open,
  category,
  onClose,
}: {
  open: boolean;
  category?: Category;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={category ? 'Update Category' : 'Add Category'}>
      {open && <CategoryForm category={category} onDone={onClose} />}
    </Dialog>
  );
}

export function CategoryForm({ category, onDone }: { category?: Category; onDone: () => void }) {
  const [name, setName] = useState(category?.name ?? '');
  const [image, setImage] = useState(category?.image ?? '');
  const [add, adding] = useAddCategoryMutation();
  const [update, updating] = useUpdateCategoryMutation();
  // After a first try, each field says what it lacks until it has it (derived, so it clears as typed).
  const [tried, setTried] = useState(false);
  // The revision the save is guarded by: the one loaded, or the one a refused save showed (issue 33, item 1).
  const [revision, setRevision] = useState(category?.revision);
  const [notice, setNotice] = useState<string>();
  const toast = useToast();
  const complete = Boolean(name.trim() && image);
  const nameProblem = tried && !name.trim() ? 'Please enter a name' : undefined;
  const imageProblem = tried && !image ? 'Please upload an image' : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!complete) return;
    const result = category
      ? await update({ _id: category._id, revision, name: name.trim(), image })
      : await add({ name: name.trim(), image });
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      onDone();
      return;
    }
    const current = currentFiguresOf<Category>(result.error);
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
        placeholder="Enter category name"
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
                alt={`${name} category`}
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
            disabled={!name.trim()}
            describedBy={imageProblem ? 'category-image-problem' : undefined}
            onUploaded={setImage}
          />
        </div>
        {imageProblem && (
          <p id="category-image-problem" className="text-xs text-red-600">
            {imageProblem}
          </p>
        )}
      </div>
      {notice && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-300">
          {notice}
        </p>
      )}
      <button
        type="submit"
        disabled={adding.isLoading || updating.isLoading}
        className={`h-11 rounded-md font-semibold ${complete ? 'bg-amber-400 hover:bg-amber-500' : 'bg-neutral-200 text-neutral-600'}`}
      >
        {adding.isLoading || updating.isLoading ? 'Loading...' : category ? 'Update Category' : 'Add Category'}
      </button>
    </form>
  );
}
