import type { IncomingMessage } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { IdentityHeaders } from '../auth/identity-headers';

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
 * like the gateway does to the APIs: the gateway secret, as `x-gateway-secret` or as a bearer token
 * (Prometheus' `authorization` setting of a scrape job).
 */
export function metricsAccess(host: string, gatewaySecret: string): MetricsAccess {
  if (isLoopbackHost(host)) return () => true;
  const secret = Buffer.from(gatewaySecret);
  return (request) => {
    const header = request.headers[IdentityHeaders.gatewaySecret];
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const presented = Buffer.from(String((typeof header === 'string' ? header : undefined) ?? bearer ?? ''));
    return presented.length === secret.length && timingSafeEqual(presented, secret);
  };
}
