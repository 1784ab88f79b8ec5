import type { StockLine } from './catalog.contracts';

export const CartRpc = {
  /** { userId } → CartLine[]: the signed-in user's cart lines, the order service's source of truth. */
  linesOfUser: 'cart.lines-of-user',
  /**
   * OrderPlacedPayload → { cleared: true }: takes an order's lines out of its buyer's cart before the
   * order is answered (read-your-writes); order.placed / order.paid do the same for retries.
   */
  removeOrdered: 'cart.remove-ordered',
} as const;

/** A line as the order service reads it; a line emptied and added again gets a new lineId. */
export type CartLine = StockLine & { lineId: string };
