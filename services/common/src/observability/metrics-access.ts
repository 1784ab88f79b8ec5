import type { IncomingMessage } from 'node:http';
import { timingSafeEqual } from 'node:crypto';

/** The header a scraper may present its token in (else as a bearer token). */
export const METRICS_TOKEN_HEADER = 'x-metrics-token';

/** Whether a request may read /metrics. */
export type MetricsAccess = (request: IncomingMessage) => boolean;

/** Whether an app bound to `host` can be reached from this machine only. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * Who may scrape /metrics (request counts by route, event counts, process figures). Bound to loopback
 * (the local stack), only this machine can connect, so anyone who does may. Bound to another address
 * (compose, Kubernetes, where NetworkPolicies are not enforced everywhere), the scraper proves itself
 * with its own credential, METRICS_TOKEN, as `x-metrics-token` or as a bearer token (Prometheus'
 * `authorization` setting of a scrape job); without one set (config refuses that off loopback) nobody may.
 */
export function metricsAccess(host: string, metricsToken: string | undefined): MetricsAccess {
  if (isLoopbackHost(host)) return () => true;
  if (!metricsToken) return () => false;
  const secret = Buffer.from(metricsToken);
  return (request) => {
    const header = request.headers[METRICS_TOKEN_HEADER];
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const presented = Buffer.from(String((typeof header === 'string' ? header : undefined) ?? bearer ?? ''));
    return presented.length === secret.length && timingSafeEqual(presented, secret);
  };
}
