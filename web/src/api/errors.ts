import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { RefusalCode } from './types';

const FALLBACK = 'Something went wrong; please try again';

/** The refusal envelope's fields the app reads: the message to show and the code to branch on. */
function refusalOf(error: unknown): { message?: unknown; code?: unknown } | undefined {
  if (!error || typeof error !== 'object' || !('status' in error)) return undefined;
  const body = (error as FetchBaseQueryError).data;
  return body && typeof body === 'object' ? (body as { message?: unknown; code?: unknown }) : undefined;
}

/** The message to show for a failed call: the server's own words from the envelope when it sent some. */
export function errorMessage(error: FetchBaseQueryError | SerializedError | undefined | unknown): string {
  if (!error || typeof error !== 'object') return FALLBACK;
  if ('status' in error) {
    const body = refusalOf(error);
    if (body && typeof body.message === 'string' && body.message) return body.message;
    if (error.status === 'FETCH_ERROR') return 'The shop cannot be reached; check your connection and try again';
    return FALLBACK;
  }
  if ('message' in error && typeof error.message === 'string') return error.message;
  return FALLBACK;
}

/**
 * The refusal's machine-readable code (`OUT_OF_STOCK`, `SESSION_EXPIRED`, ...): what the app branches on,
 * one of the codes the API description lists.
 */
export function errorCode(error: FetchBaseQueryError | SerializedError | undefined | unknown): RefusalCode | undefined {
  const code = refusalOf(error)?.code;
  return typeof code === 'string' ? (code as RefusalCode) : undefined;
}

/** Whether a failed call was refused with one of these codes. */
export function refusedWith(error: unknown, codes: ReadonlySet<RefusalCode>): boolean {
  const code = errorCode(error);
  return code !== undefined && codes.has(code);
}
