import { CallHandler, ExecutionContext, Injectable, NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { FileTooLarge } from '../errors/common.errors';
import { catchError, Observable, throwError } from 'rxjs';
import { IMAGE_TOO_LARGE } from './image-limits';

/**
 * Placed before an image upload's FileInterceptor: multer's size limit reaches the client as Nest's
 * 'File too large'; the uploader is told the limit instead ('Images up to 5 MB').
 */
@Injectable()
export class ImageTooLargeInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next
      .handle()
      .pipe(
        catchError((error: unknown) =>
          throwError(() => (error instanceof PayloadTooLargeException ? new FileTooLarge(IMAGE_TOO_LARGE) : error)),
        ),
      );
  }
}
