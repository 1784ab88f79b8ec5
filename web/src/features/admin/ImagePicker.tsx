import { useId } from 'react';
import { Spinner } from '../../components/Spinner';
import { useUploadImageMutation } from './adminApi';

/** Uploads one image (images only; the server checks the content too) and hands back its URL. */
export function ImagePicker({
  label,
  onUploaded,
  disabled,
}: {
  label: string;
  onUploaded: (url: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [upload, { isLoading }] = useUploadImageMutation();
  const chosen = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const result = await upload(file);
    if ('data' in result && result.data) onUploaded(result.data);
  };
  const off = disabled || isLoading;
  return (
    <label
      htmlFor={id}
      aria-disabled={off}
      className={`inline-flex h-10 w-fit items-center gap-2 rounded-md border px-4 text-sm font-medium ${off ? 'cursor-not-allowed border-neutral-200 bg-neutral-100 text-neutral-400' : 'cursor-pointer border-amber-400 hover:bg-amber-400'}`}
    >
      {isLoading && <Spinner className="h-4 w-4" label="Uploading" />}
      {label}
      <input
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        disabled={off}
        onChange={(event) => chosen(event.target)}
      />
    </label>
  );
}
