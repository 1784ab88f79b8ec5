import type { NextFunction, Request, Response } from 'express';
import { performance } from 'node:perf_hooks';
import { httpRequestDuration, httpRequests } from './metrics';

/** Names the route a request took, as a pattern: a raw path (ids, typos, probes) would grow the series without bound. */
export type RouteLabeller = (request: Request) => string;

export const UNMATCHED_ROUTE = 'unmatched';

/** The Express route that answered (Nest's controllers register theirs on Express), or 'unmatched'. */
export const matchedRoute: RouteLabeller = (request) =>
  request.route ? request.baseUrl + String(request.route.path) : UNMATCHED_ROUTE;

interface Series {
  count: { inc(): void };
  duration: { observe(seconds: number): void };
}

/**
 * The counter and histogram children of each method, route and status, made on first use: a request
 * then looks its series up instead of building and validating a label object twice.
 */
class SeriesCache {
  private readonly byMethod = new Map<string, Map<string, Map<number, Series>>>();

  get(method: string, route: string, status: number): Series {
    let byRoute = this.byMethod.get(method);
    if (!byRoute) this.byMethod.set(method, (byRoute = new Map()));
    let byStatus = byRoute.get(route);
    if (!byStatus) byRoute.set(route, (byStatus = new Map()));
    let series = byStatus.get(status);
    if (!series) {
      const labels = [method, route, String(status)];
      series = { count: httpRequests.labels(...labels), duration: httpRequestDuration.labels(...labels) };
      byStatus.set(status, series);
    }
    return series;
  }
}

const series = new SeriesCache();

/** Counts and times one answered request; `startedAt` is the performance.now() of its arrival. */
export function recordRequest(method: string, route: string, status: number, startedAt: number): void {
  const { count, duration } = series.get(method, route, status);
  count.inc();
  duration.observe((performance.now() - startedAt) / 1000);
}

/**
 * Counts and times every request from the moment it arrives until its response is finished. Mount it
 * first, so body parsing and every other middleware is inside the measured time.
 */
export function httpMetrics(routeOf: RouteLabeller = matchedRoute) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const startedAt = performance.now();
    response.once('finish', () => recordRequest(request.method, routeOf(request), response.statusCode, startedAt));
    next();
  };
}
