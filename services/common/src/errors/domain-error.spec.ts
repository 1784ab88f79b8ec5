// Everything common defines (its own codes and the contracts'), as a service process loads it.
import '../index';
import { refusalSchema } from '../http/openapi';
import { DomainError, defineError, definedErrorCodes } from './domain-error';

describe('defineError', () => {
  class ShelfEmpty extends defineError('SPEC_SHELF_EMPTY', 409) {
    constructor(shelf: string) {
      super(`Shelf ${shelf} is empty`);
    }
  }

  it('gives a DomainError class carrying its code and status', () => {
    const error = new ShelfEmpty('A');
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toBeInstanceOf(ShelfEmpty);
    expect(error).toMatchObject({ code: 'SPEC_SHELF_EMPTY', status: 409, message: 'Shelf A is empty' });
    expect(ShelfEmpty.code).toBe('SPEC_SHELF_EMPTY');
  });

  it('lists every defined code, with its status, in the refusal schema of the API description', () => {
    expect(definedErrorCodes()).toContainEqual({ code: 'SPEC_SHELF_EMPTY', status: 409 });
    const described = refusalSchema() as { properties: { code: { enum: string[] } }; 'x-error-codes': object };
    expect(described.properties.code.enum).toEqual(
      expect.arrayContaining(['SPEC_SHELF_EMPTY', 'VALIDATION_FAILED', 'UNAUTHENTICATED', 'OUT_OF_STOCK']),
    );
    expect(described['x-error-codes']).toMatchObject({ SPEC_SHELF_EMPTY: 409, VALIDATION_FAILED: 400 });
  });

  it('refuses a code defined again with another status, and codes not in UPPER_SNAKE_CASE', () => {
    expect(() => defineError('SPEC_SHELF_EMPTY', 404)).toThrow('already defined with status 409');
    expect(() => defineError('SPEC_SHELF_EMPTY', 409)).not.toThrow();
    expect(() => defineError('shelfEmpty', 409)).toThrow('UPPER_SNAKE_CASE');
  });
});
