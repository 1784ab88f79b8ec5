import type { AdminOrder, PackLine, SearchAnswer } from '../../api/types';
import { isSoldByWeight, parseKg } from '../../lib/weight';

export type PackedOrderLine = AdminOrder['items'][number];

/** What a packer picked to go in a line's place: the product as search found it and how many. */
export interface ChosenSubstitute {
  product: Pick<SearchAnswer['data'][number], '_id' | 'name' | 'price' | 'discount' | 'image' | 'unit' | 'stock'>;
  quantity: number;
}

/**
 * One line as the packer has found it: `packed` stays unset until they have checked the shelf. A line
 * sold by weight (issue 38) is packed 1 once weighed (`weight` in kg, from `typedWeight`, the scale's
 * reading as typed) or 0 when none is on the shelf.
 */
export interface LineState {
  packed?: number;
  substitute?: ChosenSubstitute;
  typedWeight?: string;
  weight?: number;
}

export type PackState = Record<string, LineState>;

/**
 * Units of the line not packed (what a substitute may stand in for); an unchecked line counts as all
 * packed. A line sold by weight counts as one bag: 1 missing when none was packed, else 0.
 */
export const missingOf = (line: PackedOrderLine, state: LineState | undefined): number =>
  isSoldByWeight(line) ? 1 - (state?.packed ?? 1) : line.quantity - (state?.packed ?? line.quantity);

/**
 * What a substitute stands in for: the units missing, or all of them when none is missing yet (the
 * substitute then takes the line as none found); a line sold by weight is one bag.
 */
export const unitsToReplace = (line: PackedOrderLine, state: LineState | undefined): number =>
  missingOf(line, state) || (isSoldByWeight(line) ? 1 : line.quantity);

/**
 * Sets a line's packed count (kept within 0..ordered); a substitute goes when nothing is missing any more,
 * since it would stand in for no unit.
 */
export function withPacked(state: PackState, line: PackedOrderLine, packed: number): PackState {
  const count = Math.min(line.quantity, Math.max(0, packed));
  const current = state[line.productId] ?? {};
  const substitute = count < line.quantity ? current.substitute : undefined;
  return { ...state, [line.productId]: { packed: count, substitute } };
}

/**
 * The scale's reading typed on a line sold by weight: a weight (kg, 3 decimals at most, up to 10 kg)
 * packs it; anything else (empty, half typed) leaves it unchecked. Either way it is being weighed, so
 * "not on the shelf" and a substitute go.
 */
export function withTypedWeight(state: PackState, line: PackedOrderLine, typed: string): PackState {
  const weight = parseKg(typed);
  const found = weight === undefined ? {} : { packed: 1, weight };
  return { ...state, [line.productId]: { ...found, typedWeight: typed } };
}

/** "Not on the shelf" on a line sold by weight: none packed (0), no weight; pressed again, unchecked. */
export function withNotOnShelf(state: PackState, line: PackedOrderLine, notOnShelf: boolean): PackState {
  const current = state[line.productId] ?? {};
  return { ...state, [line.productId]: notOnShelf ? { packed: 0, substitute: current.substitute } : {} };
}

/** Puts a substitute in a line; a line with nothing missing yet is taken as none found on the shelf. */
export function withSubstitute(state: PackState, line: PackedOrderLine, substitute: ChosenSubstitute): PackState {
  const current = state[line.productId] ?? {};
  const packed = missingOf(line, current) > 0 ? current.packed : 0;
  return { ...state, [line.productId]: { packed, substitute } };
}

export function withoutSubstitute(state: PackState, line: PackedOrderLine): PackState {
  return { ...state, [line.productId]: { ...state[line.productId], substitute: undefined } };
}

/** Lines the packer has not checked yet (a line sold by weight: neither weighed nor marked not on the shelf). */
export const uncheckedLines = (lines: PackedOrderLine[], state: PackState): PackedOrderLine[] =>
  lines.filter((line) => state[line.productId]?.packed === undefined);

/**
 * The pack call's lines: every line of the order exactly once, as found. A line sold by weight is
 * `{packed: 1, weight}` (kg) or `{packed: 0}` with any substitute; unchecked, as ordered.
 */
export const packLinesOf = (lines: PackedOrderLine[], state: PackState): PackLine[] =>
  lines.map((line) => {
    const found = state[line.productId];
    const substitute = found?.substitute;
    const replaced = substitute && { substitute: { productId: substitute.product._id, quantity: substitute.quantity } };
    if (isSoldByWeight(line)) {
      if (found?.packed === 0) return { productId: line.productId, packed: 0, ...replaced };
      return { productId: line.productId, packed: 1, weight: found?.weight ?? line.quantity };
    }
    return { productId: line.productId, packed: found?.packed ?? line.quantity, ...replaced };
  });

/** What may not substitute `line`: the order's products, and the substitutes of its other lines. */
export const takenProducts = (lines: PackedOrderLine[], state: PackState, line: PackedOrderLine): Set<string> =>
  new Set([
    ...lines.map((each) => each.productId),
    ...lines
      .filter((each) => each.productId !== line.productId)
      .flatMap((each) => state[each.productId]?.substitute?.product._id ?? []),
  ]);
