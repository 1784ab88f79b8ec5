import sharp from 'sharp';
import { FileTooLarge, UploadRefused } from '../errors/common.errors';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from './image-limits';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);

export interface WebImage {
  content: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

/**
 * Accepts only real images (decoded from their bytes, whatever the file name says) and returns a
 * web-friendly WebP no larger than `maxSide`, with metadata stripped.
 */
export async function toWebImage(upload: Buffer | undefined, maxSide = 1200): Promise<WebImage> {
  if (!upload?.length) throw new UploadRefused('Please choose an image file to upload');
  if (upload.length > MAX_IMAGE_BYTES) throw new FileTooLarge(IMAGE_TOO_LARGE);
  let format: string | undefined;
  try {
    format = (await sharp(upload).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new UploadRefused('The file is not an image (JPEG, PNG, WebP, GIF or AVIF)');
  }
  const { data, info } = await sharp(upload, { animated: false })
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { content: data, contentType: 'image/webp', width: info.width, height: info.height };
}
