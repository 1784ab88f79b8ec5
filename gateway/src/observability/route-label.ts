import { matchedRoute, UNMATCHED_ROUTE } from '@shop/common';
import type { Request } from 'express';
import { fullPath, ROUTES } from '../proxy/routes';

const REPEATED_SLASHES = /\/{2,}/g;
const TRAILING_SLASHES = /\/+$/;
const MEDIA = '/media/';
const MEDIA_LABEL = '/media/*';

/**
 * Each route table entry's labels, made once: its paths with their own access keep their name
 * (/api/user/login), every other path under the prefix is one series (/api/product/*).
 */
const LABELS = ROUTES.map(({ prefix, paths }) => ({
  prefix,
  rest: `${prefix}*`,
  paths: new Map(Object.keys(paths ?? {}).map((path) => [path, `${prefix}${path}`])),
}));

/**
 * The gateway's route label: the gateway's own routes (/health) by their pattern, proxied
 * calls by their route table entry, images as one series, anything else (the web app's files, unknown
 * paths) as 'unmatched'. The path is read the way resolveRoute reads it, as the services route it.
 */
export function gatewayRoute(request: Request): string {
  if (request.route) return matchedRoute(request);
  const path = fullPath(request).toLowerCase().replace(REPEATED_SLASHES, '/');
  if (path.startsWith(MEDIA)) return MEDIA_LABEL;
  const route = LABELS.find((candidate) => path.startsWith(candidate.prefix));
  if (!route) return UNMATCHED_ROUTE;
  return route.paths.get(path.slice(route.prefix.length).replace(TRAILING_SLASHES, '')) ?? route.rest;
}
