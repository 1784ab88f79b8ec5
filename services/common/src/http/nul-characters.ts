import type { NextFunction, Request, Response } from 'express';
import { NulCharacter } from '../errors/common.errors';

/** A NUL as the URL carries it, percent-encoded (Node's parser refuses a raw one). */
const ENCODED_NUL = /%00/;

/** Whether a URL (path or query) carries a NUL character. */
export function urlHasNul(url: string): boolean {
  return ENCODED_NUL.test(url);
}

/** Whether any string of a parsed body, or any of its keys, holds a NUL character (depth is bounded before). */
export function bodyHasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(bodyHasNul);
  return Object.entries(value as Record<string, unknown>).some(
    ([key, child]) => key.includes('\0') || bodyHasNul(child),
  );
}

/**
 * Refuses a NUL character in any text input, URL or body, with 400 NUL_CHARACTER before any handler
 * sees it: FerretDB refuses such strings, which had surfaced as 500s (issue 32, item 6).
 */
export function refuseNulCharacters(request: Request, _response: Response, next: NextFunction): void {
  if (urlHasNul(request.originalUrl ?? request.url)) return next(new NulCharacter('address of the request'));
  next(bodyHasNul(request.body) ? new NulCharacter('request body') : undefined);
}
