import { BadRequestException } from '@nestjs/common';
import { escapeRegex, toObjectId } from './object-id';

describe('toObjectId', () => {
  it('parses 24-hex ids', () => {
    expect(toObjectId('6b0225a889d4a7bba4695f44').toHexString()).toBe('6b0225a889d4a7bba4695f44');
  });

  it.each([['123'], ['zzzzzzzzzzzzzzzzzzzzzzzz'], [{ $ne: null }], [12], ['abcdefghijkl']])(
    'refuses %p with a 400',
    (value) => {
      expect(() => toObjectId(value, 'productId')).toThrow(
        new BadRequestException('productId is not a valid identifier'),
      );
    },
  );
});

describe('escapeRegex', () => {
  it('makes user text match literally', () => {
    const pattern = new RegExp(escapeRegex('a.b*(c)[d]+?^$|\\'));
    expect(pattern.test('a.b*(c)[d]+?^$|\\')).toBe(true);
    expect(pattern.test('aXb')).toBe(false);
  });
});
