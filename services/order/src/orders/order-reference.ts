import { randomBytes } from 'node:crypto';

/** The short 'Order No' shoppers see, e.g. ORD-3F9A1C07B2 (unique index on it; 40 random bits). */
export function newOrderReference(): string {
  return `ORD-${randomBytes(5).toString('hex').toUpperCase()}`;
}
