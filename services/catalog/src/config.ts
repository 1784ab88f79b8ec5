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
});

export type CatalogEnv = z.infer<typeof catalogEnvSchema>;
export const CATALOG_ENV = Symbol('CATALOG_ENV');
export const loadCatalogEnv = () => loadEnv(catalogEnvSchema);
