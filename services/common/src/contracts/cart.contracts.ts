import { z } from 'zod';
import { defineEvent, defineRpc, PayloadOf, ResponseOf } from './contract';
import { orderedLinesSchema } from './order.contracts';

/** A line as the order service reads it; a line emptied and added again gets a new lineId. */
const cartLineSchema = z.object({ lineId: z.string(), productId: z.string(), quantity: z.number().int().min(0) });

export const CartRpc = {
  /** The signed-in user's cart lines, the order service's source of truth. */
  linesOfUser: defineRpc(
    'cart.lines-of-user',
    z.object({ userId: z.string().min(1, 'required') }),
    z.array(cartLineSchema),
  ),
  /**
   * Takes an order's lines out of its buyer's cart before the order is answered (read-your-writes);
   * order.placed / order.paid do the same for retries.
   */
  removeOrdered: defineRpc('cart.remove-ordered', orderedLinesSchema, z.object({ cleared: z.literal(true) })),
} as const;

export type CartLine = ResponseOf<typeof CartRpc.linesOfUser>[number];

export const CartEvents = {
  /**
   * A signed-in user's cart changed (a line added, changed or removed, a guest cart merged in, ordered
   * lines taken out). Only a hint for the user's other tabs and devices to refetch the cart (the
   * gateway's live stream, issue 23): published straight after the change, not through an outbox, so a
   * crash in between loses it and those pages refetch on focus instead.
   */
  cartChanged: defineEvent('cart.changed', z.object({ userId: z.string().min(1), at: z.string() })),
} as const;
export type CartChangedPayload = PayloadOf<typeof CartEvents.cartChanged>;
