/** The largest image the shop accepts (the services' limit, MAX_IMAGE_BYTES in services/common). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE = 'Images up to 5 MB';

/**
 * Why a chosen file cannot be uploaded, or undefined when it can go: checked before sending, so a
 * 7 MB photo is refused at once with the limit instead of after its upload.
 */
export function imageFileProblem(file: Pick<File, 'size' | 'type'>): string | undefined {
  if (file.type && !file.type.startsWith('image/')) return 'Please choose an image file';
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  return undefined;
}
