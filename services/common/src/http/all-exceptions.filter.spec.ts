import { BadRequestException, NotFoundException } from '@nestjs/common';
import { describe as describeError } from './all-exceptions.filter';
import { failure, ok } from './envelope';

describe('error answers', () => {
  it.each([
    [
      new BadRequestException(['name is required', 'price must be a number']),
      400,
      'name is required; price must be a number',
    ],
    [new NotFoundException('Product not found'), 404, 'Product not found'],
    [
      Object.assign(new SyntaxError('Unexpected token'), { type: 'entity.parse.failed', status: 400 }),
      400,
      'The request body is not valid JSON',
    ],
    [
      Object.assign(new Error('too large'), { type: 'entity.too.large', status: 413 }),
      413,
      'The request body is too large',
    ],
    [Object.assign(new Error('Cast to ObjectId failed'), { name: 'CastError' }), 400, 'Invalid identifier'],
    [Object.assign(new Error('E11000 duplicate key'), { code: 11000 }), 409, 'That record already exists'],
    [
      Object.assign(new Error('File too large'), { name: 'MulterError', code: 'LIMIT_FILE_SIZE' }),
      413,
      'The file is too large',
    ],
  ])('%p → %i', (error, status, message) => {
    expect(describeError(error)).toEqual({ status, message });
  });

  it('hides the details of unexpected errors behind a 500', () => {
    expect(describeError(new Error('connection string mongodb://secret'))).toEqual({
      status: 500,
      message: 'Something went wrong on our side; please try again',
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
