import { useId } from 'react';
import { Spinner } from '../../components/Spinner';
import { imageFileProblem } from '../../lib/imageFile';
import { useToast } from '../toasts/useToast';
import { useUploadImageMutation } from './adminApi';

/** Uploads one image (images only; the server checks the content too) and hands back its URL. */
export function ImagePicker({
  label,
  onUploaded,
  disabled,
  describedBy,
}: {
  label: string;
  onUploaded: (url: string) => void;
  disabled?: boolean;
  /** The id of a message about the images (e.g. that one is required). */
  describedBy?: string;
}) {
  const id = useId();
  const [upload, { isLoading }] = useUploadImageMutation();
  const toast = useToast();
  const chosen = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) return void toast.error(problem);
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
        aria-describedby={describedBy}
        onChange={(event) => chosen(event.target)}
      />
    </label>
  );
}
