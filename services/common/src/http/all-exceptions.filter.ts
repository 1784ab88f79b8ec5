import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { failure } from './envelope';

interface ErrorAnswer {
  status: number;
  message: string;
}

/** Turns every error into the envelope, with a 4xx and a clear message for anything the client caused. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const answer = describe(exception);
    if (answer.status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (!response.headersSent) response.status(answer.status).json(failure(answer.message));
  }
}

export function describe(exception: unknown): ErrorAnswer {
  if (exception instanceof HttpException) {
    return { status: exception.getStatus(), message: messageOf(exception.getResponse()) ?? exception.message };
  }
  const error = exception as {
    name?: string;
    type?: string;
    code?: number | string;
    status?: number;
    message?: string;
  };
  switch (error?.type) {
    case 'entity.parse.failed':
      return { status: 400, message: 'The request body is not valid JSON' };
    case 'entity.too.large':
      return { status: 413, message: 'The request body is too large' };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { status: 415, message: 'Unsupported request body encoding' };
  }
  switch (error?.name) {
    case 'CastError':
    case 'BSONError':
      return { status: 400, message: 'Invalid identifier' };
    case 'ValidationError':
      return { status: 400, message: error.message ?? 'Invalid input' };
    case 'MulterError':
      return error.code === 'LIMIT_FILE_SIZE'
        ? { status: 413, message: 'The file is too large' }
        : { status: 400, message: `Upload refused: ${error.message}` };
  }
  if (error?.code === 11000) return { status: 409, message: 'That record already exists' };
  if (typeof error?.status === 'number' && error.status >= 400 && error.status < 500) {
    return { status: error.status, message: error.message ?? 'Bad request' };
  }
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Something went wrong on our side; please try again' };
}

function messageOf(body: string | object): string | undefined {
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : undefined;
}
