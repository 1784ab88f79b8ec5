import { OrderPlacedPayload, StockLine } from '@shop/common';

export type OrderedLines = Pick<OrderPlacedPayload, 'orderId' | 'userId' | 'lines'>;

/** The order, buyer and lines of an order.placed / order.paid payload, or undefined when it is malformed. */
export function orderedLinesOf(payload: Partial<OrderPlacedPayload> | undefined): OrderedLines | undefined {
  const { orderId, userId, lines } = payload ?? {};
  if (typeof orderId !== 'string' || typeof userId !== 'string' || !Array.isArray(lines) || !lines.every(isStockLine)) return undefined;
  return { orderId, userId, lines };
}

function isStockLine(line: unknown): line is StockLine {
  const candidate = line as StockLine;
  return typeof candidate?.productId === 'string' && Number.isInteger(candidate.quantity) && candidate.quantity > 0;
}
