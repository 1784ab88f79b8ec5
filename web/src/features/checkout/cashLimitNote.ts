import type { CartLine } from '../../api/types';
import { formatKg, gramsOfKg, isSoldByWeight, kgOfGrams } from '../../lib/weight';
import type { UnitsLimit } from './checkoutRefusals';

/**
 * Cash on delivery's limit beside the line it concerns, after a TOO_MANY_UNITS refusal: units of a
 * product the shopper's unpaid orders already hold count against it. Gone once the line is lowered enough.
 * Of a product sold by weight the refusal counts grams (the line kilograms): the note says kg.
 */
export function cashLimitNote(line: CartLine, limit: UnitsLimit | undefined): string | undefined {
  if (!limit || limit.productId !== line.productId._id) return undefined;
  const byWeight = isSoldByWeight(line.productId);
  const quantity = byWeight ? gramsOfKg(line.quantity) : line.quantity;
  const said = (amount: number) => (byWeight ? formatKg(kgOfGrams(amount)) : String(amount));
  const allowed = Math.max(limit.max - limit.held, 0);
  if (quantity <= allowed) return undefined;
  return limit.held
    ? `Cash on delivery: at most ${said(allowed)} here (${said(limit.held)} already ordered, limit ${said(limit.max)})`
    : `Cash on delivery: at most ${said(limit.max)} per order`;
}
