import type { AdminOrder, PackLine, SearchAnswer } from '../../api/types';

export type PackedOrderLine = AdminOrder['items'][number];

/** What a packer picked to go in a line's place: the product as search found it and how many. */
export interface ChosenSubstitute {
  product: Pick<SearchAnswer['data'][number], '_id' | 'name' | 'price' | 'discount' | 'image' | 'unit' | 'stock'>;
  quantity: number;
}

/** One line as the packer has found it: `packed` stays unset until they have checked the shelf. */
export interface LineState {
  packed?: number;
  substitute?: ChosenSubstitute;
}

export type PackState = Record<string, LineState>;

/** Units of the line not packed (what a substitute may stand in for); an unchecked line counts as all packed. */
export const missingOf = (line: PackedOrderLine, state: LineState | undefined): number =>
  line.quantity - (state?.packed ?? line.quantity);

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

/** Puts a substitute in a line; a line with nothing missing yet is taken as none found on the shelf. */
export function withSubstitute(state: PackState, line: PackedOrderLine, substitute: ChosenSubstitute): PackState {
  const current = state[line.productId] ?? {};
  const packed = missingOf(line, current) > 0 ? current.packed : 0;
  return { ...state, [line.productId]: { packed, substitute } };
}

export function withoutSubstitute(state: PackState, line: PackedOrderLine): PackState {
  return { ...state, [line.productId]: { ...state[line.productId], substitute: undefined } };
}

/** Lines the packer has not checked yet: confirming waits for them. */
export const uncheckedLines = (lines: PackedOrderLine[], state: PackState): PackedOrderLine[] =>
  lines.filter((line) => state[line.productId]?.packed === undefined);

/** The pack call's lines: every line of the order exactly once, as found. */
export const packLinesOf = (lines: PackedOrderLine[], state: PackState): PackLine[] =>
  lines.map((line) => {
    const found = state[line.productId];
    const substitute = found?.substitute;
    return {
      productId: line.productId,
      packed: found?.packed ?? line.quantity,
      ...(substitute && { substitute: { productId: substitute.product._id, quantity: substitute.quantity } }),
    };
  });

/** What may not substitute `line`: the order's products, and the substitutes of its other lines. */
export const takenProducts = (lines: PackedOrderLine[], state: PackState, line: PackedOrderLine): Set<string> =>
  new Set([
    ...lines.map((each) => each.productId),
    ...lines
      .filter((each) => each.productId !== line.productId)
      .flatMap((each) => state[each.productId]?.substitute?.product._id ?? []),
  ]);
