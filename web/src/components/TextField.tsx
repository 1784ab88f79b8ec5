import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A message under the field, announced with it (validation). */
  hint?: string;
}

/** A labelled input in the app's style; extra props go to the <input>. */
export function TextField({ label, hint, className = '', id, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-neutral-700">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={hint ? true : undefined}
        aria-describedby={hint ? hintId : undefined}
        className="h-11 rounded-md border border-neutral-300 bg-neutral-50 px-3 outline-none focus:border-amber-500 focus:bg-white aria-[invalid=true]:border-red-500 read-only:text-neutral-500"
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-xs text-red-600">
          {hint}
        </p>
      )}
    </div>
  );
}
