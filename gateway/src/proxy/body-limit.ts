import { IMAGE_TOO_LARGE } from '@shop/common';

/** The routes whose body is one image: over the gateway's limit, the uploader is told the image limit. */
const IMAGE_UPLOADS = new Set(['/api/file/upload', '/api/user/upload-avatar']);
const TOO_LARGE = 'The request body is too large';

/** The message for a body over GATEWAY_BODY_LIMIT_BYTES sent to `path`. */
export function tooLargeMessage(path: string): string {
  const route = path
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '');
  return IMAGE_UPLOADS.has(route) ? IMAGE_TOO_LARGE : TOO_LARGE;
}
