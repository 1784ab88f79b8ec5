import { BadRequestException, PayloadTooLargeException, type CallHandler, type ExecutionContext } from '@nestjs/common';
import { firstValueFrom, throwError } from 'rxjs';
import { ImageTooLargeInterceptor } from './image-too-large.interceptor';

const failingWith = (error: Error): CallHandler => ({ handle: () => throwError(() => error) });
const run = (error: Error) =>
  firstValueFrom(new ImageTooLargeInterceptor().intercept({} as ExecutionContext, failingWith(error)));

describe('ImageTooLargeInterceptor', () => {
  it("turns multer's 'File too large' into the image limit", async () => {
    await expect(run(new PayloadTooLargeException('File too large'))).rejects.toMatchObject({
      message: 'Images up to 5 MB',
      status: 413,
    });
  });

  it('leaves every other error as it is', async () => {
    const other = new BadRequestException('Unexpected field');
    await expect(run(other)).rejects.toBe(other);
  });
});
