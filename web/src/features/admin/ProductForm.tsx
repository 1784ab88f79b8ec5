import { useState, type FormEvent, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CloseIcon } from '../../components/Icons';
import { TextField } from '../../components/TextField';
import { formatMoney } from '../../lib/money';
import { useGetCategoriesQuery, useGetSubCategoriesQuery } from '../catalog/catalogApi';
import { AddFieldDialog } from './AddFieldDialog';
import type { ProductInput } from './adminApi';
import { ImagePicker } from './ImagePicker';
import { ImageViewer } from './ImageViewer';
import {
  sellsForNothing,
  toProductInput,
  validateProduct,
  type ProductFormErrors,
  type ProductFormValues,
} from './productFormState';
import { RefChips } from './RefChips';
import { SellingTermsFields } from './SellingTermsFields';
import { subCategoriesOf } from './subCategoriesOf';

interface ProductFormProps {
  initial: ProductFormValues;
  submitLabel: string;
  /** Resolves true when the server accepted: only then may the caller clear or close the form. */
  onSubmit: (input: ProductInput) => Promise<boolean>;
  /** What the server said of the last save, shown above the button (e.g. changed meanwhile). */
  notice?: string;
  /** Editing a product: how it is sold (by the unit or by weight) is shown, never changed. */
  sellByFixed?: boolean;
}

/**
 * Spec 2, Upload Product and Edit Product: one form. Nothing typed is lost when the server refuses:
 * the values stay until the caller replaces the form after a success.
 */
export function ProductForm({ initial, submitLabel, onSubmit, notice, sellByFixed = false }: ProductFormProps) {
  const [values, setValues] = useState(initial);
  // After a first try, each field says what is wrong with it until it is right (derived, so it clears as typed).
  const [tried, setTried] = useState(false);
  const errors: ProductFormErrors = tried ? validateProduct(values) : {};
  const [busy, setBusy] = useState(false);
  const [addingField, setAddingField] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [confirmingZero, setConfirmingZero] = useState(false);
  const { data: categories } = useGetCategoriesQuery();
  const { data: subCategories } = useGetSubCategoriesQuery();
  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const byWeight = values.sellBy === 'weight';
  const text = (key: 'name' | 'unit' | 'stock' | 'price' | 'discount') => ({
    name: key,
    value: values[key],
    hint: errors[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  const save = async () => {
    setConfirmingZero(false);
    setBusy(true);
    await onSubmit(toProductInput(values));
    setBusy(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(validateProduct(values)).length > 0) return;
    // A price that comes to nothing is asked about when it is typed (issue 33, item 10), not on every later edit.
    const pricing = values.price !== initial.price || values.discount !== initial.discount;
    if (sellsForNothing(values) && pricing) return setConfirmingZero(true);
    void save();
  };

  return (
    <>
      <form onSubmit={submit} noValidate className="grid gap-4 p-4">
        <TextField label="Name" placeholder="Enter product name" {...text('name')} />
        <Field label="Description" error={errors.description}>
          {(id, describedBy) => (
            <textarea
              id={id}
              aria-describedby={describedBy}
              aria-invalid={Boolean(errors.description) || undefined}
              rows={3}
              placeholder="Enter product description"
              value={values.description}
              onChange={(event) => set('description', event.target.value)}
              className="rounded-md border border-neutral-300 bg-neutral-50 p-3 outline-none focus:border-amber-500"
            />
          )}
        </Field>
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium text-neutral-700">Image</span>
          <ImagePicker
            label="Upload Image"
            describedBy={errors.image ? 'product-image-error' : undefined}
            onUploaded={(url) => setValues((current) => ({ ...current, image: [...current.image, url] }))}
          />
          {errors.image && (
            <p id="product-image-error" className="text-xs text-red-600">
              {errors.image}
            </p>
          )}
          {values.image.length > 0 && (
            <ul className="flex flex-wrap gap-3" aria-label="Uploaded images">
              {values.image.map((image, index) => (
                <li key={image} className="relative">
                  <button
                    type="button"
                    onClick={() => setViewing(image)}
                    aria-label={`Enlarge image ${index + 1}`}
                    className="block rounded-md ring-1 ring-neutral-200"
                  >
                    <img src={image} alt="" width={80} height={80} className="h-20 w-20 rounded-md object-contain" />
                  </button>
                  <button
                    type="button"
                    onClick={() =>
                      set(
                        'image',
                        values.image.filter((item) => item !== image),
                      )
                    }
                    aria-label={`Remove image ${index + 1}`}
                    className="absolute -right-2 -top-2 rounded-full bg-red-600 p-0.5 text-white"
                  >
                    <CloseIcon className="h-4 w-4" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <RefChips
          label="Category"
          options={categories}
          value={values.category}
          onChange={(value) =>
            setValues((current) => ({
              ...current,
              category: value,
              subCategory: current.subCategory.filter((chosen) =>
                subCategoriesOf(subCategories, value).some((fitting) => fitting._id === chosen._id),
              ),
            }))
          }
        />
        {errors.category && <p className="-mt-3 text-xs text-red-600">{errors.category}</p>}
        <RefChips
          label="Sub Category"
          options={subCategoriesOf(subCategories, values.category)}
          value={values.subCategory}
          onChange={(value) => set('subCategory', value)}
        />
        <TextField label="Unit" placeholder="e.g. 500 g" {...text('unit')} />
        <SellingTermsFields values={values} errors={errors} fixed={sellByFixed} onChange={set} />
        <div className="grid gap-4 sm:grid-cols-3">
          {byWeight ? (
            <TextField
              label="Stock (grams)"
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              note="In grams: 5000 is 5 kg"
              {...text('stock')}
            />
          ) : (
            <TextField label="Number of Stock" type="number" min={0} step={1} inputMode="numeric" {...text('stock')} />
          )}
          <TextField
            label={byWeight ? 'Price per kg' : 'Price'}
            type="number"
            min={0}
            step="any"
            inputMode="decimal"
            {...text('price')}
          />
          <TextField
            label="Discount"
            type="number"
            min={0}
            max={100}
            step="any"
            inputMode="decimal"
            {...text('discount')}
          />
        </div>
        {Object.entries(values.more_details).map(([field, value]) => (
          <div key={field} className="flex items-start gap-2">
            <TextField
              className="flex-1"
              label={field}
              value={value}
              hint={errors[`detail:${field}`]}
              onChange={(event) => set('more_details', { ...values.more_details, [field]: event.target.value })}
            />
            <button
              type="button"
              onClick={() =>
                set(
                  'more_details',
                  Object.fromEntries(Object.entries(values.more_details).filter(([key]) => key !== field)),
                )
              }
              aria-label={`Remove field ${field}`}
              className="mt-7 rounded-md p-2 text-red-700 hover:bg-red-50"
            >
              <CloseIcon />
            </button>
          </div>
        ))}
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            checked={values.free}
            onChange={(event) => set('free', event.target.checked)}
            className="mt-0.5 h-5 w-5 accent-green-700"
          />
          <span>
            <span className="font-medium text-neutral-800">Free product</span>
            <span className="block text-neutral-600">
              Given away at no charge on purpose: only free products may make up an order of $0.00.
            </span>
          </span>
        </label>
        <button
          type="button"
          onClick={() => setAddingField(true)}
          className="w-fit rounded-md border border-amber-400 px-4 py-2 text-sm font-medium hover:bg-amber-400"
        >
          Add Fields
        </button>
        {Object.keys(errors).length > 0 && (
          <p role="alert" className="text-sm text-red-600">
            Please fix the fields marked above.
          </p>
        )}
        {notice && (
          <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-300">
            {notice}
          </p>
        )}
        <button
          type="submit"
          disabled={busy}
          className="h-11 rounded-md bg-green-700 font-semibold text-white hover:bg-green-800 disabled:opacity-60"
        >
          {busy ? 'Loading...' : submitLabel}
        </button>
      </form>
      <AddFieldDialog
        open={addingField}
        taken={Object.keys(values.more_details)}
        onAdd={(field) => set('more_details', { ...values.more_details, [field]: '' })}
        onClose={() => setAddingField(false)}
      />
      <ImageViewer image={viewing} alt="Product image" onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={confirmingZero}
        title="Sell for $0.00?"
        message={`At a price of ${formatMoney(Number(values.price))} with ${Number(values.discount)}% off, this product sells for $0.00.`}
        detail={
          values.free
            ? 'It is marked Free product: shoppers can order it at no charge.'
            : 'It is not marked Free product, so an order made only of it will be refused. Tick Free product if it is a giveaway.'
        }
        confirmLabel="Save at $0.00"
        cancelLabel="Go back"
        onConfirm={() => void save()}
        onCancel={() => setConfirmingZero(false)}
      />
    </>
  );
}

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (id: string, describedBy?: string) => ReactNode;
}) {
  const id = `field-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-neutral-700">
        {label}
      </label>
      {children(id, error ? `${id}-error` : undefined)}
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
