import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsInt,
  Min,
  ArrayMinSize,
  IsArray,
  IsMongoId,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Required text, trimmed, of bounded length. */
export function RequiredText(field: string, max: number) {
  return applyDecorators(
    Transform(trim),
    IsString({ message: `${field} must be text` }),
    IsNotEmpty({ message: `${field} is required` }),
    MaxLength(max, { message: `${field} must be at most ${max} characters` }),
  );
}

/** An image URL as returned by /api/file/upload (absolute, or a /media path); empty means none. */
export function ImageUrl(field = 'image') {
  return applyDecorators(
    IsOptional(),
    Transform(trim),
    IsString({ message: `${field} must be an image URL` }),
    MaxLength(2048, { message: `${field} is too long` }),
    Matches(/^(|https?:\/\/\S+|\/\S+)$/, { message: `${field} must be an image URL` }),
  );
}

/** The revision of the document the admin loaded (shared/admin-save.ts). */
export function Revision() {
  return applyDecorators(
    IsInt({ message: 'revision must be a whole number' }),
    Min(0, { message: 'revision cannot be negative' }),
  );
}

export function ObjectIdField(field: string) {
  return IsMongoId({ message: `${field} must be a valid id` });
}

/**
 * A list of category or sub-category references. Clients send either ids or the {_id, name}
 * objects they were given; both become id strings here (names are always taken from the database).
 */
export function RefList(field: string, { min = 0, max = 20 } = {}) {
  return applyDecorators(
    Transform(({ value }) => (Array.isArray(value) ? value.map(idOf) : value)),
    IsArray({ message: `${field} must be a list` }),
    ArrayMinSize(min, { message: `choose at least ${min} ${field}` }),
    ArrayMaxSize(max, { message: `${field} may hold at most ${max} entries` }),
    IsMongoId({ each: true, message: `${field} must hold valid ids` }),
  );
}

function idOf(entry: unknown): unknown {
  if (entry && typeof entry === 'object' && '_id' in entry) return (entry as { _id: unknown })._id;
  return entry;
}
