import { schema } from '@shop/common';

/** What the payment service's answers carry (OpenAPI). */
export const WEBHOOK_RECEIVED = schema.object({
  received: schema.boolean,
  outcome: schema.enum('processed', 'duplicate', 'ignored', 'mismatch'),
});
