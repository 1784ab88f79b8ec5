import { BodyTooLarge, IMAGE_TOO_LARGE } from '@shop/common';
import { Transform, type TransformCallback } from 'node:stream';

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

/**
 * Passes a request body through while counting its bytes, and fails with BodyTooLarge once more than
 * `limit` have come. A declared Content-Length over the limit is refused before anything is read; a
 * chunked body declares none, and was forwarded whole however large (issue 20, item 2).
 */
export class BodyLimit extends Transform {
  private received = 0;

  constructor(
    private readonly limit: number,
    private readonly path: string,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.received += chunk.length;
    if (this.received > this.limit) return callback(new BodyTooLarge(tooLargeMessage(this.path)));
    callback(null, chunk);
  }
}
