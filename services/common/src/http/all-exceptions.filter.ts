import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import {
  BodyTooLarge,
  codeForStatus,
  DuplicateRecord,
  FileTooLarge,
  InternalError,
  InvalidId,
  InvalidJson,
  UnsupportedEncoding,
  UploadRefused,
  ValidationFailed,
} from '../errors/common.errors';
import { DomainError, ErrorDetails } from '../errors/domain-error';
import { failure } from './envelope';

/** How an error is answered: status, code and message, details beside them in the envelope, headers. */
export interface ErrorAnswer {
  status: number;
  code: string;
  message: string;
  details?: ErrorDetails;
  headers?: Record<string, string>;
}

/** Turns every error into the envelope, with a 4xx and a clear message for anything the client caused. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const answer = describe(exception);
    if (answer.status >= 500) this.log(exception, answer);
    if (response.headersSent) return;
    if (answer.headers) response.set(answer.headers);
    response.status(answer.status).json(refusalBody(answer));
  }

  /**
   * A 5xx the code chose to answer (a dependency that did not answer in time, a readiness probe while
   * the catalogue loads) is one line; only an error nobody expected carries its stack. Kubernetes and
   * services.sh probe readiness several times a second while a service starts.
   */
  private log(exception: unknown, answer: ErrorAnswer): void {
    if (exception instanceof DomainError || exception instanceof HttpException) {
      this.logger.warn(`${answer.status} ${answer.code}: ${answer.message}`);
    } else {
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    }
  }
}

/** The envelope of a refusal: `{ success: false, error: true, message, data: null, code, ...details }`. */
export function refusalBody({ code, message, details }: ErrorAnswer) {
  return failure(message, { ...details, code });
}

/**
 * The one place errors become HTTP answers. A DomainError answers its own code and status; a Nest
 * HTTP exception (Nest's own, or one not yet given a code) its status with the generic code of that
 * status; what Express, Mongo and Multer throw for bad input a 4xx with its code; anything else a 500.
 */
export function describe(exception: unknown): ErrorAnswer {
  if (exception instanceof DomainError) return answerOf(exception);
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    return {
      status,
      code: codeForStatus(status),
      message: messageOf(exception.getResponse()) ?? exception.message,
    };
  }
  const error = exception as {
    name?: string;
    type?: string;
    code?: number | string;
    status?: number;
    message?: string;
    errors?: Record<string, unknown>;
  };
  switch (error?.type) {
    case 'entity.parse.failed':
      return answerOf(new InvalidJson());
    case 'entity.too.large':
      return answerOf(new BodyTooLarge());
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return answerOf(new UnsupportedEncoding());
  }
  switch (error?.name) {
    case 'CastError':
    case 'BSONError':
      return answerOf(new InvalidId());
    case 'ValidationError':
      return answerOf(new ValidationFailed(error.message ?? 'Invalid input', Object.keys(error.errors ?? {})));
    case 'MulterError':
      return answerOf(
        error.code === 'LIMIT_FILE_SIZE'
          ? new FileTooLarge('The file is too large')
          : new UploadRefused(`Upload refused: ${error.message}`),
      );
  }
  if (error?.code === 11000) return answerOf(new DuplicateRecord());
  if (typeof error?.status === 'number' && error.status >= 400 && error.status < 500) {
    return { status: error.status, code: codeForStatus(error.status), message: error.message ?? 'Bad request' };
  }
  return answerOf(new InternalError());
}

function answerOf({ status, code, message, details, headers }: DomainError): ErrorAnswer {
  return { status, code, message, ...(details && { details }), ...(headers && { headers }) };
}

function messageOf(body: string | object): string | undefined {
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : undefined;
}
