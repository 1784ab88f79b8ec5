import { ApiClient, fileForm, GATEWAY_URL, pngImage, signInAdmin, signUp } from '@shop/testkit';
import { request } from 'node:http';

// Issue 20, item 2: the body limit held only for bodies that declared their length.

const BOUNDARY = 'security-e2e-boundary';
const MB = 1024 * 1024;

/** A multipart form part: a text field, or the image. */
const field = (name: string, value: string | Buffer, filename?: string) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"` +
        (filename ? `; filename="${filename}"\r\nContent-Type: image/png` : '') +
        '\r\n\r\n',
    ),
    Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
const closing = Buffer.from(`--${BOUNDARY}--\r\n`);

/**
 * Sends `parts` chunked (no Content-Length, as the probe did), one part per write, and resolves with the
 * answer, which may come before the body is all sent.
 */
function sendChunked(method: string, path: string, headers: Record<string, string>, parts: Buffer[]) {
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    let answered = false;
    const outgoing = request(
      `${GATEWAY_URL}${path}`,
      { method, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } },
      (incoming) => {
        answered = true;
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
      },
    );
    // The gateway reads the rest of a body it refused (for a while), so every write should succeed: a
    // connection that fails or closes without an answer fails the test at once, not at its timeout.
    outgoing.on('error', reject);
    outgoing.on('close', () => answered || reject(new Error(`${method} ${path}: closed without an answer`)));
    let next = 0;
    const write = () => {
      while (next < parts.length) if (!outgoing.write(parts[next++])) return void outgoing.once('drain', write);
      outgoing.end();
    };
    write();
  });
}

const authorization = (client: ApiClient) => ({ authorization: `Bearer ${client.token}` });

describe('request bodies through the gateway (issue 20, item 2)', () => {
  let shopper: ApiClient;
  let admin: ApiClient;

  beforeAll(async () => {
    shopper = (await signUp()).client;
    admin = await signInAdmin();
  });

  it('refuses a chunked upload past the gateway limit with 413 BODY_TOO_LARGE, however it is sent', async () => {
    // The probe: 12 fields of 1 MB, chunked, to the avatar upload (it was read whole).
    const fields = Array.from({ length: 12 }, (_, i) => field(`filler${i}`, Buffer.alloc(MB, 'a')));
    const refused = await sendChunked('PUT', '/api/user/upload-avatar', authorization(shopper), [...fields, closing]);
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ success: false, code: 'BODY_TOO_LARGE', message: 'Images up to 5 MB' });

    // One 7 MB image, chunked, to the catalogue upload.
    const image = field('image', Buffer.concat([pngImage(), Buffer.alloc(7 * MB)]), 'big.png');
    const chunks = Array.from({ length: Math.ceil(image.length / (256 * 1024)) }, (_, i) =>
      image.subarray(i * 256 * 1024, (i + 1) * 256 * 1024),
    );
    const big = await sendChunked('POST', '/api/file/upload', authorization(admin), [...chunks, closing]);
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 'BODY_TOO_LARGE', message: 'Images up to 5 MB' });
  });

  it('limits the fields of an upload form: a field over 1 KB is 413, too many fields 400, each with its code', async () => {
    for (const [client, method, path, name] of [
      [shopper, 'PUT', '/api/user/upload-avatar', 'avatar'],
      [admin, 'POST', '/api/file/upload', 'image'],
    ] as const) {
      const image = field(name, pngImage(16, 16), 'me.png');
      const longField = await sendChunked(method, path, authorization(client), [
        field('filler', Buffer.alloc(MB, 'a')),
        image,
        closing,
      ]);
      expect(longField.status).toBe(413);
      expect(longField.body).toMatchObject({ success: false, code: 'FORM_FIELD_TOO_LARGE' });

      const manyFields = Array.from({ length: 40 }, (_, i) => field(`f${i}`, 'x'));
      const crowded = await sendChunked(method, path, authorization(client), [...manyFields, image, closing]);
      expect(crowded.status).toBe(400);
      expect(crowded.body).toMatchObject({
        success: false,
        code: 'UPLOAD_REFUSED',
        message: expect.stringContaining('at most'),
      });

      const twoImages = await sendChunked(method, path, authorization(client), [image, image, closing]);
      expect(twoImages.status).toBe(400);
      expect(twoImages.body).toMatchObject({ code: 'UPLOAD_REFUSED', message: expect.stringContaining('one image') });
    }
  });

  it('still takes an image upload with a few short fields beside it, chunked or not', async () => {
    const form = fileForm('avatar', pngImage(32, 32), 'me.png');
    form.append('caption', 'me at the beach');
    const avatar = await shopper.put('/api/user/upload-avatar', undefined, { raw: form });
    expect(avatar.status).toBe(200);
    const chunked = await sendChunked('POST', '/api/file/upload', authorization(admin), [
      field('name', 'product photo'),
      field('image', pngImage(40, 30), 'photo.png'),
      closing,
    ]);
    expect(chunked.status).toBe(200);
    expect(chunked.body.data.url).toMatch(/\.webp$/);
  });
});
