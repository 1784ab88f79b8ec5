import { matchedRoute, UNMATCHED_ROUTE } from '@shop/common';
import type { Request } from 'express';
import { fullPath, resolveRoute } from '../proxy/routes';

const MEDIA = '/media/';
const MEDIA_LABEL = '/media/*';

/**
 * The gateway's route label for what Express answers: its own routes (/health) by their pattern,
 * images as one series, API paths by their route table entry (resolveRoute), anything else (the web
 * app's files, unknown paths) as 'unmatched'. The API calls answered ahead of Express (api-front.ts)
 * use their route's label directly.
 */
export function gatewayRoute(request: Request): string {
  if (request.route) return matchedRoute(request);
  const path = fullPath(request);
  if (path.toLowerCase().startsWith(MEDIA)) return MEDIA_LABEL;
  return resolveRoute(path, request.method)?.label ?? UNMATCHED_ROUTE;
}
