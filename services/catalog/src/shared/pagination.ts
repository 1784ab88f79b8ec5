import { IsOptional } from 'class-validator';

export const MAX_PAGE_SIZE = 50;
const MAX_PAGE = 100_000;

export interface PageWindow {
  page: number;
  limit: number;
  skip: number;
}

/**
 * Page and limit as the client sent them, clamped rather than refused: the spec's client pages
 * from 1 and may send 0, negative or absurd values (infinite scroll), which should just work.
 */
export function pageWindow(page: unknown, limit: unknown, defaultLimit: number): PageWindow {
  const safePage = clamp(page, 1, MAX_PAGE, 1);
  const safeLimit = clamp(limit, 1, MAX_PAGE_SIZE, defaultLimit);
  return { page: safePage, limit: safeLimit, skip: (safePage - 1) * safeLimit };
}

export function pageCount(total: number, limit: number): number {
  return Math.ceil(total / limit);
}

function clamp(value: unknown, min: number, max: number, fallback: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(number)));
}

/** A page or limit field: anything is accepted here and clamped by pageWindow(). */
export function PageNumber() {
  return IsOptional();
}
