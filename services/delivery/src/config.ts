import { baseEnvSchema, loadEnv, shopTimeZoneSetting } from '@shop/common';
import { z } from 'zod';

export const deliveryEnvSchema = baseEnvSchema.extend({
  PORT: z.coerce.number().int().default(3007),
  /** Slot times are the shop's wall-clock times in this IANA zone (the shop's addresses are Indian). */
  SHOP_TIME_ZONE: shopTimeZoneSetting,
  /**
   * An empty zones collection gets the demo zone at start (every civil pincode, express and slots, fees
   * off): the local stack and compose turn it on; production starts with no zone (the spec's behaviour).
   */
  DELIVERY_DEMO_ZONE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** How often one replica settles bookings past their expiry and finishes interrupted moves. */
  DELIVERY_SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(5_000),
  /** A move left this long without finishing is taken to be interrupted (its worker died) and finished by the sweeper. */
  DELIVERY_BOOKING_STALE_SECONDS: z.coerce.number().int().positive().default(30),
  /** The order service answers from its own store. */
  RPC_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
});

export type DeliveryEnv = z.infer<typeof deliveryEnvSchema>;
export const DELIVERY_ENV = Symbol('DELIVERY_ENV');
export const loadDeliveryEnv = () => loadEnv(deliveryEnvSchema);
