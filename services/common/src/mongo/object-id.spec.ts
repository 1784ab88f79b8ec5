import { InvalidId } from '../errors/common.errors';
import { escapeRegex, toObjectId } from './object-id';

describe('toObjectId', () => {
  it('parses 24-hex ids', () => {
    expect(toObjectId('6b0225a889d4a7bba4695f44').toHexString()).toBe('6b0225a889d4a7bba4695f44');
  });

  it.each([['123'], ['zzzzzzzzzzzzzzzzzzzzzzzz'], [{ $ne: null }], [12], ['abcdefghijkl']])(
    'refuses %p with a 400 INVALID_ID',
    (value) => {
      expect(() => toObjectId(value, 'productId')).toThrow(InvalidId);
      expect(() => toObjectId(value, 'productId')).toThrow('productId is not a valid identifier');
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
