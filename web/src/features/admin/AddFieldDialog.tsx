import { useState, type FormEvent } from 'react';
import { Dialog } from '../../components/Dialog';

/** Spec 2: 'Add Fields' asks for a field name ('Enter field name', 'Add Field'). */
export function AddFieldDialog({
  open,
  taken,
  onAdd,
  onClose,
}: {
  open: boolean;
  taken: string[];
  onAdd: (field: string) => void;
  onClose: () => void;
}) {
  const [field, setField] = useState('');
  const name = field.trim();
  const duplicate = taken.some((existing) => existing.toLowerCase() === name.toLowerCase());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!name || duplicate) return;
    onAdd(name);
    setField('');
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} title="Add Field" className="w-full max-w-sm">
      <form onSubmit={submit} className="grid gap-3 p-5">
        <label htmlFor="new-field-name" className="sr-only">
          Field name
        </label>
        <input
          id="new-field-name"
          value={field}
          onChange={(event) => setField(event.target.value)}
          placeholder="Enter field name"
          autoFocus
          className="h-11 rounded-md border border-neutral-300 bg-neutral-50 px-3 outline-none focus:border-amber-500"
        />
        {duplicate && <p className="text-xs text-red-600">The product already has this field</p>}
        <button
          type="submit"
          disabled={!name || duplicate}
          className="h-11 rounded-md bg-amber-400 font-semibold hover:bg-amber-500 disabled:bg-neutral-200 disabled:text-neutral-500"
        >
          Add Field
        </button>
      </form>
    </Dialog>
  );
}
