import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { PassThrough } from 'node:stream';
import { firstValueFrom, of } from 'rxjs';
import { ImageUploadInterceptor } from './image-upload.interceptor';
import { IMAGE_FORM_FIELD_BYTES, IMAGE_FORM_FIELDS, MAX_IMAGE_BYTES } from './image-limits';

const BOUNDARY = 'spec-boundary';

type Part = { name: string; value: string | Buffer; filename?: string };

/** A multipart request as multer reads it: a stream with headers. */
function formRequest(parts: Part[]) {
  const body = Buffer.concat([
    ...parts.flatMap(({ name, value, filename }) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
          (filename ? 'Content-Type: image/png\r\n' : '') +
          '\r\n',
      ),
      Buffer.from(value),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
  const request = Object.assign(new PassThrough(), {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(body.length) },
  });
  request.end(body);
  return request;
}

async function upload(parts: Part[]) {
  const request = formRequest(parts) as PassThrough & { file?: { buffer: Buffer } };
  const context = { switchToHttp: () => ({ getRequest: () => request, getResponse: () => ({}) }) };
  const handled: CallHandler = { handle: () => of('handled') };
  await firstValueFrom(await new ImageUploadInterceptor('image').intercept(context as ExecutionContext, handled));
  return request.file;
}

const image = { name: 'image', value: Buffer.from('png bytes'), filename: 'a.png' };

describe('ImageUploadInterceptor', () => {
  it('reads the image and a few short fields', async () => {
    const file = await upload([{ name: 'caption', value: 'holiday' }, image]);
    expect(file?.buffer.toString()).toBe('png bytes');
  });

  it('answers 413 FILE_TOO_LARGE with the image limit for an image over 5 MB', async () => {
    await expect(upload([{ ...image, value: Buffer.alloc(MAX_IMAGE_BYTES + 1) }])).rejects.toMatchObject({
      status: 413,
      code: 'FILE_TOO_LARGE',
      message: 'Images up to 5 MB',
    });
  });

  it('answers 413 FORM_FIELD_TOO_LARGE for a text field over its limit (a 1 MB field was read before)', async () => {
    await expect(
      upload([{ name: 'filler', value: 'x'.repeat(IMAGE_FORM_FIELD_BYTES + 1) }, image]),
    ).rejects.toMatchObject({ status: 413, code: 'FORM_FIELD_TOO_LARGE', message: expect.stringContaining('filler') });
  });

  it('answers 400 UPLOAD_REFUSED for too many fields, a second file, and a form without its boundary', async () => {
    const fields = Array.from({ length: IMAGE_FORM_FIELDS + 1 }, (_, i) => ({ name: `f${i}`, value: 'x' }));
    await expect(upload([...fields, image])).rejects.toMatchObject({
      status: 400,
      code: 'UPLOAD_REFUSED',
      message: `An image upload takes the image and at most ${IMAGE_FORM_FIELDS} other fields`,
    });
    await expect(upload([image, image])).rejects.toMatchObject({ status: 400, code: 'UPLOAD_REFUSED' });
    await expect(upload([{ ...image, name: 'other' }])).rejects.toMatchObject({ status: 400, code: 'UPLOAD_REFUSED' });

    const unbounded = Object.assign(new PassThrough(), {
      headers: { 'content-type': 'multipart/form-data', 'content-length': '8' },
    });
    unbounded.end('no parts');
    const context = { switchToHttp: () => ({ getRequest: () => unbounded, getResponse: () => ({}) }) };
    await expect(
      new ImageUploadInterceptor('image').intercept(context as ExecutionContext, { handle: () => of(null) }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'UPLOAD_REFUSED',
      message: expect.stringContaining('Boundary not found'),
    });
  });
});
