import { isValidObjectId, Types } from 'mongoose';
import { InvalidId } from '../errors/common.errors';

/** Parses a client-sent id, answering 400 INVALID_ID (not 500) when it is not an ObjectId. */
export function toObjectId(value: unknown, what = 'id'): Types.ObjectId {
  if (typeof value !== 'string' || !isValidObjectId(value) || !/^[0-9a-f]{24}$/i.test(value)) {
    throw new InvalidId(what);
  }
  return new Types.ObjectId(value);
}

/** Escapes text for use inside a regular expression, so user input is matched literally. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
