import type { CartLine } from '../../api/types';
import type { UnitsLimit } from './checkoutRefusals';

/**
 * Cash on delivery's limit beside the line it concerns, after a TOO_MANY_UNITS refusal: units of a
 * product the shopper's unpaid orders already hold count against it. Gone once the line is lowered enough.
 */
export function cashLimitNote(line: CartLine, limit: UnitsLimit | undefined): string | undefined {
  if (!limit || limit.productId !== line.productId._id) return undefined;
  const allowed = Math.max(limit.max - limit.held, 0);
  if (line.quantity <= allowed) return undefined;
  return limit.held
    ? `Cash on delivery: at most ${allowed} here (${limit.held} already ordered, limit ${limit.max})`
    : `Cash on delivery: at most ${limit.max} per order`;
}
