import { baseEnvSchema, loadEnv, shopTimeZoneSetting } from '@shop/common';
import { z } from 'zod';

export const orderEnvSchema = baseEnvSchema.extend({
  PORT: z.coerce.number().int().default(3005),
  /** A rider's round is the orders they delivered on the shop's day in this IANA zone (as the slots' days). */
  SHOP_TIME_ZONE: shopTimeZoneSetting,
  /** Currency of catalog prices; card payments are charged in it. */
  ORDER_CURRENCY: z.string().length(3).default('usd'),
  /**
   * Units of one product a shopper may hold in orders not paid for: open cash-on-delivery ones (not yet
   * delivered or cancelled) and card checkouts waiting for payment, so one account cannot lock a product's
   * whole stock (checkout/units-per-shopper.ts). The cart service bounds a cart by the same setting.
   */
  MAX_UNITS_PER_PRODUCT: z.coerce.number().int().positive().default(10),
  /** Cart, address and catalog answer from their own stores, so a few seconds is plenty. */
  RPC_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /**
   * The buyer's contact is copied onto the order at checkout; identity answers from its own store, and
   * a checkout never waits long for it (the order is stored without it).
   */
  IDENTITY_RPC_TIMEOUT_MS: z.coerce.number().int().positive().default(1_000),
  /** The payment service waits on the card provider's API, which can be slower. */
  PAYMENT_RPC_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /**
   * A card checkout not paid within this time is cancelled and its stock released. Longer than the
   * payment service's session lifetime (CHECKOUT_SESSION_TTL_SECONDS), so a payment made at the last
   * moment is confirmed before the order gives up.
   */
  ORDER_PAYMENT_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(35 * 60),
  /**
   * Identical order requests (same cart and address) within this window are one order: a double click
   * or a retried request answers with the first order. A client's Idempotency-Key lasts a day.
   */
  ORDER_IDEMPOTENCY_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /**
   * An order still RESERVING this long after it was stored lost its checkout (a crash, a hang): it is
   * failed and its stock handed back. Longer than a reserve call may take (RPC_TIMEOUT_MS).
   */
  ORDER_RESERVING_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(30),
  /**
   * How long the catalog holds a cash-on-delivery order's reservation before settling it itself when
   * no order.placed confirmed it. Longer than ORDER_RESERVING_TIMEOUT_SECONDS, so the order is decided
   * by then; a card order's reservation lasts the payment window plus this.
   */
  ORDER_RESERVATION_SECONDS: z.coerce.number().int().positive().default(120),
  /** How often unpaid orders and unreleased stock are looked for. */
  ORDER_SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(30_000),
});

export type OrderEnv = z.infer<typeof orderEnvSchema>;
export const ORDER_ENV = Symbol('ORDER_ENV');
export const loadOrderEnv = () => loadEnv(orderEnvSchema);
