import { baseEnvSchema, loadEnv } from '@shop/common';
import { z } from 'zod';

export const catalogEnvSchema = baseEnvSchema.extend({
  PORT: z.coerce.number().int().default(3002),
  S3_ENDPOINT: z.string().url().default('http://127.0.0.1:9000'),
  MINIO_ROOT_USER: z.string().default('shopadmin'),
  MINIO_ROOT_PASSWORD: z.string().default('shopadmin-secret'),
  MEDIA_BUCKET: z.string().default('shop-media'),
  /** How long a cached read may live; writes invalidate it sooner. */
  CACHE_TTL_SECONDS: z.coerce.number().int().positive().default(300),
  /** How long a reservation whose caller named no expiry is held before the catalog settles it. */
  CATALOG_RESERVATION_SECONDS: z.coerce.number().int().positive().default(900),
  /** How often interrupted and expired reservations are looked for. */
  CATALOG_STOCK_SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(5_000),
  /** A reservation still being taken after this long lost its reserver (a crash): its holds go back. */
  CATALOG_RESERVING_STALE_SECONDS: z.coerce.number().int().positive().default(30),
  /** Products with at most this many units (and some) are low in stock: the admins' list to reorder. */
  LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).default(10),
});

export type CatalogEnv = z.infer<typeof catalogEnvSchema>;
export const CATALOG_ENV = Symbol('CATALOG_ENV');
export const loadCatalogEnv = () => loadEnv(catalogEnvSchema);
