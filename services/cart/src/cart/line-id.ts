import { randomBytes } from 'node:crypto';

/**
 * A new cart line id: 24 hex digits like the shop's other ids, the first 12 the creation time in
 * milliseconds, so sorting ids lists lines in the order they were added.
 */
export function newLineId(now = Date.now()): string {
  return now.toString(16).padStart(12, '0').slice(-12) + randomBytes(6).toString('hex');
}

export const LINE_ID_PATTERN = /^[0-9a-f]{24}$/;
