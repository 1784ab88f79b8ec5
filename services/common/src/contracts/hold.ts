import { z } from 'zod';

/**
 * How long a stock reservation or a slot booking is held for a checkout under way before its owner
 * settles it itself (asking the order service what became of the order): at most a week.
 */
export const holdSecondsSchema = z
  .number()
  .int()
  .positive()
  .max(7 * 24 * 3600);
