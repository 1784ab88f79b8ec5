import type { StockLine } from './catalog.contracts';

export const CartRpc = {
  /** { userId } → StockLine[]: the signed-in user's cart lines, the order service's source of truth. */
  linesOfUser: 'cart.lines-of-user',
} as const;

export type CartLine = StockLine;
