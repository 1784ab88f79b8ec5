import type { NextFunction, Request, Response } from 'express';
import { BodyTooDeep } from '../errors/common.errors';

/**
 * No call takes a body nested deeper than this (the deepest DTO is a product's more_details, 2 levels).
 * JSON.parse reads any depth, but the validation pipe walks the body recursively: 3,000 levels ran it
 * out of stack, a 500 (issue 20, item 11).
 */
export const MAX_BODY_DEPTH = 32;

/** Whether `value` nests objects or arrays more than `limit` levels; never looks below `limit + 1`. */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (limit === 0) return true;
  const children = Array.isArray(value) ? value : Object.values(value as Record<string, unknown>);
  return children.some((child) => nestedDeeperThan(child, limit - 1));
}

/** Refuses a parsed body nested deeper than MAX_BODY_DEPTH with 400 BODY_TOO_DEEP before any pipe sees it. */
export function refuseDeepBodies(request: Request, _response: Response, next: NextFunction): void {
  next(nestedDeeperThan(request.body, MAX_BODY_DEPTH) ? new BodyTooDeep(MAX_BODY_DEPTH) : undefined);
}
