import { z } from 'zod';

/** What production assumes of the settings a deployment leaves unset, and the values it alone accepts. */
export interface ProductionSettings {
  /** The value each setting takes in production when unset; elsewhere the schema's own default stays. */
  defaults?: Record<string, string>;
  /** The one value production accepts for each setting, and why (the refusal says it); unset, it is taken. */
  required?: Record<string, { value: string; because: string }>;
}

/**
 * Wraps an app's schema so that production fails closed: a setting it forgets takes the safe value,
 * not the one that suits local runs, and a required value set otherwise stops start-up, listed with
 * the schema's other problems. The schema's defaults are the local ones, so they need no NODE_ENV.
 */
export function withProductionSettings<S extends z.ZodTypeAny>(schema: S, settings: ProductionSettings) {
  return z.preprocess((source, context) => {
    if (typeof source !== 'object' || source === null) return source;
    const given = source as Record<string, unknown>;
    if (given.NODE_ENV !== 'production') return source;
    const filled: Record<string, unknown> = { ...given };
    for (const [name, value] of Object.entries(settings.defaults ?? {})) filled[name] ??= value;
    for (const [name, { value, because }] of Object.entries(settings.required ?? {})) {
      if (filled[name] === undefined) filled[name] = value;
      else if (filled[name] !== value) {
        context.addIssue({
          code: z.ZodIssueCode.custom,
          path: [name],
          message: `must be ${value} in production (${because})`,
        });
      }
    }
    return filled;
  }, schema);
}
