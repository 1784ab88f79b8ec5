import { baseEnvSchema, loadEnv, withProductionSettings } from '@shop/common';
import { z } from 'zod';

/**
 * The cart keeps its state in Redis only. Deployed setups must run Redis with append-only persistence
 * (appendonly yes, appendfsync everysec — docker-compose and Kubernetes do), or carts vanish on restart.
 */
const cartSettings = baseEnvSchema.extend({
  PORT: z.coerce.number().int().default(3003),
  /** A guest cart lives this long after its last use (spec 6: anonymous shoppers use the cart). */
  GUEST_CART_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  /**
   * Units of one product a cart may hold: the order service's limit of the same name (no order can take
   * more), so a shopper learns it where the quantity is set, not at checkout.
   */
  MAX_UNITS_PER_PRODUCT: z.coerce.number().int().positive().default(10),
  /** Product snapshots are cached this long; product.updated / product.deleted events refresh them sooner. */
  SNAPSHOT_CACHE_SECONDS: z.coerce.number().int().positive().default(300),
  /** How long a product-snapshot request to the catalog may take before the shopper gets a 503. */
  CATALOG_RPC_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /** Cookies get the Secure flag: always in production (see below); locally the shop is plain HTTP. */
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** Production fails closed: the guest-cart cookie is Secure whatever is set, as identity's are. */
export const cartEnvSchema = withProductionSettings(cartSettings, {
  required: { COOKIE_SECURE: { value: 'true', because: 'the guest-cart cookie must travel over HTTPS only' } },
});

export type CartEnv = z.infer<typeof cartEnvSchema>;
export const CART_ENV = Symbol('CART_ENV');
export const loadCartEnv = () => loadEnv(cartEnvSchema);
