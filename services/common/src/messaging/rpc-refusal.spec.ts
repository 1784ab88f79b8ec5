import { NotFoundException } from '@nestjs/common';
import { OutOfStock } from '../contracts/catalog.errors';
import { ValidationFailed } from '../errors/common.errors';
import { describe as describeError, refusalBody } from '../http/all-exceptions.filter';
import { fromRpcRefusal, RemoteCallError, toRpcRefusal } from './rpc';

/** What crosses the broker is JSON: the refusal as the serving side sends it, read back by the caller. */
const acrossTheBus = (error: unknown) =>
  fromRpcRefusal('catalog.reserve-stock', JSON.parse(JSON.stringify(toRpcRefusal(error))));

describe('an RPC handler’s error', () => {
  it.each([
    ['a domain error', new OutOfStock('Green Tea')],
    ['a validation refusal with its fields', new ValidationFailed('lines.1.quantity: too small', ['lines.1.quantity'])],
    ['a Nest HTTP exception', new NotFoundException('No such thing')],
    ['an unexpected error', new Error('mongodb://secret')],
  ])('reaches the HTTP caller with the same code, status, message and details: %s', (_, error) => {
    const carried = acrossTheBus(error);
    expect(carried).toBeInstanceOf(RemoteCallError);
    expect(carried.route).toBe('catalog.reserve-stock');
    expect(refusalBody(describeError(carried))).toEqual(refusalBody(describeError(error)));
    expect(describeError(carried).status).toBe(describeError(error).status);
  });

  it('keeps the code of a stock refusal', () => {
    expect(describeError(acrossTheBus(new OutOfStock('Green Tea')))).toEqual({
      status: 409,
      code: 'OUT_OF_STOCK',
      message: '"Green Tea" is out of stock',
    });
  });
});
