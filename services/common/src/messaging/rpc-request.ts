import { BadRequestException } from '@nestjs/common';
import type { z } from 'zod';

/** A request/response route's payload checked against its schema: a 400 naming each bad field, or the typed payload. */
export function parseRpcRequest<T>(schema: z.ZodType<T>, request: unknown): T {
  const parsed = schema.safeParse(request);
  if (!parsed.success) {
    throw new BadRequestException(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'request'}: ${issue.message}`).join('; '));
  }
  return parsed.data;
}
