import { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { FileTooLarge, FormFieldTooLarge, UploadRefused } from '../errors/common.errors';
import {
  IMAGE_FORM_FIELD_BYTES,
  IMAGE_FORM_FIELD_NAME_BYTES,
  IMAGE_FORM_FIELDS,
  IMAGE_FORM_LIMITS,
  IMAGE_TOO_LARGE,
} from './image-limits';

/** busboy's and multer's plain errors for a form that is not well made or was cut short: the client's doing. */
const MALFORMED_FORM =
  /^(Multipart: Boundary not found|Malformed part header|Unexpected end of (form|file)|Request (aborted|closed|error))/;

/**
 * The refusal for what multer (or busboy below it) stops a form for, by multer's error code: sizes
 * are 413, counts and malformed forms 400, each with a message naming the limit. Nest's own
 * FileInterceptor turns them into generic BAD_REQUEST answers (and lets busboy's own errors through
 * as they are), which left clients without a code to branch on.
 */
export function uploadRefusal(error: unknown): unknown {
  if (error instanceof MulterError) {
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return new FileTooLarge(IMAGE_TOO_LARGE);
      case 'LIMIT_FIELD_VALUE':
        return new FormFieldTooLarge(`Form fields up to ${IMAGE_FORM_FIELD_BYTES} bytes (${error.field ?? 'a field'})`);
      case 'LIMIT_FIELD_KEY':
        return new FormFieldTooLarge(`Form field names up to ${IMAGE_FORM_FIELD_NAME_BYTES} characters`);
      case 'LIMIT_FILE_COUNT':
      case 'LIMIT_UNEXPECTED_FILE':
        return new UploadRefused(
          `Upload one image at a time${error.field ? ` (unexpected file field ${error.field})` : ''}`,
        );
      case 'LIMIT_PART_COUNT':
      case 'LIMIT_FIELD_COUNT':
        return new UploadRefused(`An image upload takes the image and at most ${IMAGE_FORM_FIELDS} other fields`);
      default:
        return new UploadRefused(`Upload refused: ${error.message}`);
    }
  }
  if (error instanceof Error && MALFORMED_FORM.test(error.message)) {
    return new UploadRefused(`The upload is not a valid multipart form: ${error.message}`);
  }
  return error;
}

/**
 * Reads an image upload's multipart form into memory with every limit of IMAGE_FORM_LIMITS, the image
 * from `field` on `request.file` (@UploadedFile), and refuses what is over a limit with its own code
 * (uploadRefusal). Use instead of Nest's FileInterceptor: `@UseInterceptors(new ImageUploadInterceptor('avatar'))`.
 */
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly read: ReturnType<ReturnType<typeof multer>['single']>;

  constructor(field: string) {
    this.read = multer({ storage: multer.memoryStorage(), limits: IMAGE_FORM_LIMITS }).single(field);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) =>
      this.read(http.getRequest<Request>(), http.getResponse<Response>(), (error?: unknown) =>
        error ? reject(uploadRefusal(error)) : resolve(),
      ),
    );
    return next.handle();
  }
}
