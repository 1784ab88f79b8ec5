import {
  ArgumentsHost,
  BadRequestException,
  Logger,
  NotFoundException,
  PayloadTooLargeException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { Forbidden, RateLimited } from '../errors/common.errors';
import { defineError } from '../errors/domain-error';
import { AllExceptionsFilter, describe as describeError, refusalBody } from './all-exceptions.filter';
import { failure, ok } from './envelope';
import { createValidationPipe } from './validation.pipe';
import { IsInt, IsString, Min, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';

class OutOfTea extends defineError('SPEC_OUT_OF_TEA', 409) {
  constructor() {
    super('"Green Tea" is out of stock', { available: 0 });
  }
}

describe('error answers', () => {
  it('answers a domain error with its own code, status, message, details and headers', () => {
    expect(describeError(new OutOfTea())).toEqual({
      status: 409,
      code: 'SPEC_OUT_OF_TEA',
      message: '"Green Tea" is out of stock',
      details: { available: 0 },
    });
    expect(describeError(new Forbidden())).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: 'You do not have permission to do this',
    });
    expect(describeError(new RateLimited(7))).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      headers: { 'Retry-After': '7' },
    });
  });

  it.each([
    [
      new BadRequestException(['name is required', 'price must be a number']),
      400,
      'BAD_REQUEST',
      'name is required; price must be a number',
    ],
    [new NotFoundException('Cannot GET /nowhere'), 404, 'NOT_FOUND', 'Cannot GET /nowhere'],
    [new PayloadTooLargeException('Too big'), 413, 'BODY_TOO_LARGE', 'Too big'],
    [
      Object.assign(new SyntaxError('Unexpected token'), { type: 'entity.parse.failed', status: 400 }),
      400,
      'INVALID_JSON',
      'The request body is not valid JSON',
    ],
    [
      Object.assign(new Error('too large'), { type: 'entity.too.large', status: 413 }),
      413,
      'BODY_TOO_LARGE',
      'The request body is too large',
    ],
    [
      Object.assign(new Error('Cast to ObjectId failed'), { name: 'CastError' }),
      400,
      'INVALID_ID',
      'Invalid identifier',
    ],
    [
      Object.assign(new Error('E11000 duplicate key'), { code: 11000 }),
      409,
      'DUPLICATE_RECORD',
      'That record already exists',
    ],
    [
      Object.assign(new Error('File too large'), { name: 'MulterError', code: 'LIMIT_FILE_SIZE' }),
      413,
      'FILE_TOO_LARGE',
      'The file is too large',
    ],
  ])('%p → %i %s', (error, status, code, message) => {
    expect(describeError(error)).toEqual({ status, code, message });
  });

  it('hides the details of unexpected errors behind a 500 INTERNAL_ERROR', () => {
    expect(describeError(new Error('connection string mongodb://secret'))).toEqual({
      status: 500,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side; please try again',
    });
  });

  it('logs a 5xx the code chose in one line, and the stack of an unexpected error', () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const response = { headersSent: false, set: jest.fn(), status: jest.fn(), json: jest.fn() };
    response.status.mockReturnValue(response);
    const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
    const filter = new AllExceptionsFilter();

    filter.catch(new ServiceUnavailableException('catalogue loading'), host);
    expect(warn).toHaveBeenCalledWith('503 SERVICE_UNAVAILABLE: catalogue loading');
    expect(error).not.toHaveBeenCalled();

    const unexpected = new TypeError('cannot read x of undefined');
    filter.catch(unexpected, host);
    expect(error).toHaveBeenCalledWith(unexpected.stack);
    expect(response.status).toHaveBeenLastCalledWith(500);
    warn.mockRestore();
    error.mockRestore();
  });

  it('puts the code and details beside the message in the envelope', () => {
    expect(refusalBody(describeError(new OutOfTea()))).toEqual({
      success: false,
      error: true,
      message: '"Green Tea" is out of stock',
      data: null,
      code: 'SPEC_OUT_OF_TEA',
      available: 0,
    });
  });
});

class Line {
  @IsString()
  productId!: string;

  @IsInt()
  @Min(1)
  quantity!: number;
}

class Order {
  @IsString()
  note!: string;

  @ValidateNested({ each: true })
  @Type(() => Line)
  lines!: Line[];
}

describe('the validation pipe', () => {
  it('refuses with VALIDATION_FAILED naming every field at fault, nested ones by their path', async () => {
    const refused = await createValidationPipe()
      .transform(
        {
          note: 3,
          lines: [
            { productId: 'p1', quantity: 1 },
            { productId: 'p2', quantity: 0 },
          ],
        },
        {
          type: 'body',
          metatype: Order,
        },
      )
      .catch((error: unknown) => describeError(error));
    expect(refused).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'note must be a string; quantity must not be less than 1',
      details: { fields: ['note', 'lines.1.quantity'] },
    });
  });
});

describe('envelope', () => {
  it('carries data, message and the extra fields the client reads', () => {
    expect(ok([1], 'Listed', { totalNoPage: 3 })).toEqual({
      success: true,
      error: false,
      message: 'Listed',
      data: [1],
      totalNoPage: 3,
    });
    expect(failure('Nope')).toEqual({ success: false, error: true, message: 'Nope', data: null });
  });
});
