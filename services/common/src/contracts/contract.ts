import type { z } from 'zod';

/**
 * A request/response route between services, defined once: the route it travels under and the
 * schemas of its request and response. RpcServer parses every request with it before the handler
 * runs, and RpcClient checks what it sends and what comes back. Schemas describe shapes only (no
 * transforms), so what a caller sends is exactly what the handler gets.
 */
export interface RpcContract<Req extends z.ZodTypeAny = z.ZodTypeAny, Res extends z.ZodTypeAny = z.ZodTypeAny> {
  readonly route: string;
  readonly request: Req;
  readonly response: Res;
}

/** An integration event, defined once: its type (the routing key) and the schema of its payload. */
export interface EventContract<Payload extends z.ZodTypeAny = z.ZodTypeAny> {
  readonly type: string;
  readonly payload: Payload;
}

export function defineRpc<Req extends z.ZodTypeAny, Res extends z.ZodTypeAny>(
  route: string,
  request: Req,
  response: Res,
): RpcContract<Req, Res> {
  return { route, request, response };
}

export function defineEvent<Payload extends z.ZodTypeAny>(type: string, payload: Payload): EventContract<Payload> {
  return { type, payload };
}

export type RequestOf<C extends RpcContract> = z.infer<C['request']>;
export type ResponseOf<C extends RpcContract> = z.infer<C['response']>;
export type PayloadOf<E extends EventContract> = z.infer<E['payload']>;

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string; fields: string[] };

/**
 * The value as the schema reads it, or each problem with its field's path ("lines.0.quantity: Number
 * must be greater than 0") and the paths of the fields at fault.
 */
export function checkShape<S extends z.ZodTypeAny>(schema: S, value: unknown): Checked<z.infer<S>> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const problem = parsed.error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')).filter(Boolean))];
  return { ok: false, problem, fields };
}
