import { useId, useState, type InputHTMLAttributes } from 'react';
import { EyeIcon, EyeOffIcon } from '../../components/Icons';

/** A password input with a show/hide toggle (spec 2). */
export function PasswordField({ label, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-neutral-700">
        {label}
      </label>
      {/* The frame draws the one focus ring, around the input and its toggle alike (as TextField's input does). */}
      <div className="flex h-11 items-center rounded-md border border-neutral-300 bg-neutral-50 focus-within:border-amber-500 focus-within:bg-white has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-amber-500">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          className="framed-field h-full min-w-0 flex-1 bg-transparent px-3 outline-none"
          {...input}
        />
        <button
          type="button"
          onClick={() => setShown((value) => !value)}
          aria-label={`Show ${label.toLowerCase()}`}
          aria-pressed={shown}
          className="px-3 text-neutral-600 hover:text-neutral-900"
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </div>
  );
}
