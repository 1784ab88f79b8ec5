import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A message under the field, announced with it (validation). */
  hint?: string;
  /** What the field means, under it and announced with it (e.g. the unit it counts in). */
  note?: string;
}

/** A labelled input in the app's style; extra props go to the <input>. */
export function TextField({ label, hint, note, className = '', id, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const noteId = `${inputId}-note`;
  const describedBy = [note && noteId, hint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-neutral-700">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={hint ? true : undefined}
        aria-describedby={describedBy}
        className="h-11 rounded-md border border-neutral-300 bg-neutral-50 px-3 outline-none focus:border-amber-500 focus:bg-white aria-[invalid=true]:border-red-500 read-only:text-neutral-500"
        {...input}
      />
      {note && (
        <p id={noteId} className="text-xs text-neutral-600">
          {note}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-xs text-red-600">
          {hint}
        </p>
      )}
    </div>
  );
}
