import { baseEnvSchema, loadEnv } from '@shop/common';
import { z } from 'zod';

export const addressEnvSchema = baseEnvSchema.extend({
  PORT: z.coerce.number().int().default(3004),
});

export type AddressEnv = z.infer<typeof addressEnvSchema>;
export const loadAddressEnv = () => loadEnv(addressEnvSchema);
