import { baseEnvSchema, loadEnv } from '@shop/common';
import { z } from 'zod';

export const orderEnvSchema = baseEnvSchema.extend({
  PORT: z.coerce.number().int().default(3005),
  /** Currency of catalog prices; card payments are charged in it. */
  ORDER_CURRENCY: z.string().length(3).default('usd'),
  /** Cart, address and catalog answer from their own stores, so a few seconds is plenty. */
  RPC_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /** The payment service waits on the card provider's API, which can be slower. */
  PAYMENT_RPC_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
});

export type OrderEnv = z.infer<typeof orderEnvSchema>;
export const ORDER_ENV = Symbol('ORDER_ENV');
export const loadOrderEnv = () => loadEnv(orderEnvSchema);
