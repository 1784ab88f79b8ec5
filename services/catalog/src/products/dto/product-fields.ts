import { applyDecorators } from '@nestjs/common';
import { ValidateDescribed } from '@shop/common';
import { Transform } from 'class-transformer';
import { MAX_LINE_GRAMS, SELL_BY } from '@shop/common';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  NotEquals,
} from 'class-validator';

const MAX_DETAILS = 30;

/** Form inputs arrive as text ("12"); numbers are read from it, anything else is left for the validator to refuse. */
const toNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;

export function Quantity(field: string) {
  return applyDecorators(
    Transform(toNumber),
    IsInt({ message: `${field} must be a whole number` }),
    Min(0, { message: `${field} cannot be negative` }),
    Max(1_000_000, { message: `${field} must be at most 1000000` }),
  );
}

/** 'unit' or 'weight' (then price is per kg and stock in grams). */
export function SellByField() {
  return IsIn(SELL_BY, { message: `sellBy must be one of ${SELL_BY.join(', ')}` });
}

/** A by-weight product's step, minimum or maximum, in whole grams. */
export function Grams(field: string) {
  return applyDecorators(
    Transform(toNumber),
    IsInt({ message: `${field} must be a whole number of grams` }),
    Min(1, { message: `${field} must be from 1 to ${MAX_LINE_GRAMS} grams` }),
    Max(MAX_LINE_GRAMS, { message: `${field} must be from 1 to ${MAX_LINE_GRAMS} grams` }),
  );
}

export function Money(field: string) {
  return applyDecorators(
    Transform(toNumber),
    IsNumber(
      { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 },
      { message: `${field} must be a number with at most 2 decimals` },
    ),
    Min(0, { message: `${field} cannot be negative` }),
    Max(100_000_000, { message: `${field} is too large` }),
  );
}

export function Percent(field: string) {
  return applyDecorators(
    Transform(toNumber),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: `${field} must be a number` }),
    Min(0, { message: `${field} must be between 0 and 100` }),
    Max(100, { message: `${field} must be between 0 and 100` }),
  );
}

export function ImageList() {
  return applyDecorators(
    IsArray({ message: 'image must be a list of image URLs' }),
    ArrayMaxSize(12, { message: 'a product may have at most 12 images' }),
    IsString({ each: true, message: 'image must be a list of image URLs' }),
    MaxLength(2048, { each: true, message: 'image URLs must be at most 2048 characters' }),
    Matches(/^(https?:\/\/\S+|\/\S+)$/, { each: true, message: 'image must be a list of image URLs' }),
  );
}

export function Description() {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsString({ message: 'description must be text' }),
    MaxLength(10_000, { message: 'description must be at most 10000 characters' }),
  );
}

export function Publish() {
  return IsBoolean({ message: 'publish must be true or false' });
}

export function Free() {
  return IsBoolean({ message: 'free must be true or false' });
}

/** Units to add (positive) or remove (negative) from what is in stock now. */
export function StockDelta() {
  return applyDecorators(
    Transform(toNumber),
    IsInt({ message: 'stockDelta must be a whole number' }),
    Min(-1_000_000, { message: 'stockDelta must be between -1000000 and 1000000' }),
    Max(1_000_000, { message: 'stockDelta must be between -1000000 and 1000000' }),
    NotEquals(0, { message: 'stockDelta cannot be 0' }),
  );
}

/** more_details: the admin's extra fields, field name → text (numbers are kept as text). */
export function TextMap() {
  return applyDecorators(
    Transform(({ value }) =>
      isPlainObject(value)
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k.trim(), typeof v === 'number' ? String(v) : v]))
        : value,
    ),
    ValidateDescribed(
      {
        name: 'isTextMap',
        validator: {
          validate: isTextMap,
          defaultMessage: () =>
            `more_details must map up to ${MAX_DETAILS} field names (at most 100 characters) to text (at most 2000 characters)`,
        },
      },
      {
        type: 'object',
        maxProperties: MAX_DETAILS,
        additionalProperties: { oneOf: [{ type: 'string', maxLength: 2000 }, { type: 'number' }] },
        description: 'Field name (at most 100 characters) to text; numbers are kept as text',
      },
    ),
  );
}

function isTextMap(value: unknown): boolean {
  if (!isPlainObject(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= MAX_DETAILS &&
    entries.every(
      ([key, text]) =>
        key.length > 0 &&
        key.length <= 100 &&
        !key.startsWith('$') &&
        !key.includes('.') &&
        typeof text === 'string' &&
        text.length <= 2000,
    )
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
