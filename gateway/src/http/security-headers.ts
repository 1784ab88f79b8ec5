import type { ServerResponse } from 'node:http';
import type { GatewayEnv } from '../config';
import { ownOrigins } from '../csrf/cross-site-guard';

type HeaderSettings = Pick<GatewayEnv, 'WEB_ORIGIN' | 'PUBLIC_BASE_URL' | 'PAYMENT_PROVIDER_ORIGINS'>;

/**
 * What the shop's pages may load and do, for every answer the gateway gives (the web app at /, the API
 * description at /api/docs, the API's answers). A service may send a policy of its own for a page it
 * renders (the test-mode checkout page does, for its inline style), which then stands instead.
 * - scripts and styles only from the shop's own files: no inline script, no eval;
 * - images also from data: and blob: URLs (picked files shown before upload) and any https host
 *   (a product's images may be URLs on an image host, as the spec's data had);
 * - calls to the shop itself; forms to the shop and to the payment provider, whose checkout page the
 *   shopper is sent to; no page may frame the shop's (clickjacking).
 */
export function contentSecurityPolicy(env: HeaderSettings): string {
  const shop = [...ownOrigins(env)].join(' ');
  const provider = env.PAYMENT_PROVIDER_ORIGINS.split(',')
    .map((origin) => new URL(origin.trim()).origin)
    .join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    // The same sources as img-src: Chromium now and then reports an image load (an https product image,
    // and once the data: placeholder) as a connection (connect-src) in the browser tests, when a page
    // closes with images in flight. A data: or blob: URL carries nothing off the page.
    "connect-src 'self' data: blob: https:",
    `form-action 'self' ${shop} ${provider}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** One year: how long a browser that has seen the shop over TLS keeps to TLS (Strict-Transport-Security). */
const HSTS_SECONDS = 365 * 24 * 60 * 60;

/** The headers every answer of the gateway carries (issue 20, item 9); HSTS only when the shop is served over TLS. */
export function securityHeaders(env: HeaderSettings): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(new URL(env.PUBLIC_BASE_URL).protocol === 'https:' && {
      'Strict-Transport-Security': `max-age=${HSTS_SECONDS}; includeSubDomains`,
    }),
  };
}

/** Sets the security headers on an answer before anything writes it; a proxied service's own headers of the same name win. */
export function withSecurityHeaders(env: HeaderSettings): (response: ServerResponse) => void {
  const headers = Object.entries(securityHeaders(env));
  return (response) => {
    for (const [name, value] of headers) response.setHeader(name, value);
  };
}
