/** What a refusal adds to the envelope beside `code` and `message` (for example `fields` for bad input). */
export type ErrorDetails = Record<string, unknown>;

/**
 * A refusal the client can branch on: a stable `code`, the HTTP status it is answered with, the message
 * people read, and optional details. Thrown from domain code (services, stores, handlers) instead of
 * Nest's HTTP exceptions; the shared filter turns it into the envelope and RPC carries it unchanged.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly details?: ErrorDetails,
    /** Answer headers, e.g. Retry-After (not carried across RPC). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = code;
  }
}

/** Every code defined in this process, with its status: what the API description lists. */
const defined = new Map<string, number>();

/** The codes this process can answer, with their statuses, sorted by code. */
export function definedErrorCodes(): { code: string; status: number }[] {
  return [...defined].map(([code, status]) => ({ code, status })).sort((a, b) => a.code.localeCompare(b.code));
}

/**
 * Defines a code and its status once, and gives the class to extend for it:
 * `export class OutOfStock extends defineError('OUT_OF_STOCK', 409) { constructor(name: string) { super(`"${name}" is out of stock`); } }`.
 * A code may be defined again (another service's class for it) only with the same status.
 */
export function defineError(code: string, status: number) {
  if (!/^[A-Z][A-Z0-9_]*$/.test(code)) throw new Error(`Error code ${code} must be UPPER_SNAKE_CASE`);
  const known = defined.get(code);
  if (known !== undefined && known !== status) {
    throw new Error(`Error code ${code} is already defined with status ${known}, not ${status}`);
  }
  defined.set(code, status);
  return class extends DomainError {
    static readonly code = code;
    static readonly status = status;
    constructor(message: string, details?: ErrorDetails, headers?: Record<string, string>) {
      super(code, status, message, details, headers);
    }
  };
}
