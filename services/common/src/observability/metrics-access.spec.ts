import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isLoopbackHost, metricsAccess } from './metrics-access';
import { serveMetricsOnPort } from './metrics-endpoint';

const SECRET = 'p4Xq9LmZ2vR7tK1wN8yB3cF6hJ0sD5gA';
const GATEWAY_SECRET = 'the-gateway-secret-of-32-characters';

/** /metrics of an app bound to `host`, asked for over loopback (the one address this machine always has). */
async function scrapeAppBoundTo(
  host: string,
  headers: Record<string, string> = {},
  { token }: { token?: string } = { token: SECRET },
): Promise<number> {
  const server: Server = serveMetricsOnPort(0, host, metricsAccess(host, token));
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return (await fetch(`http://127.0.0.1:${port}/metrics`, { headers })).status;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

// Issue 20, "Also": /metrics on the service ports answered anyone who could reach them, where the APIs
// ask for the gateway secret (compose, or a cluster whose NetworkPolicies are not enforced).
describe('who may scrape /metrics', () => {
  it('anyone on this machine when the app is bound to loopback (the local stack)', async () => {
    expect(await scrapeAppBoundTo('127.0.0.1')).toBe(200);
  });

  it('off loopback, only a scraper presenting its own METRICS_TOKEN', async () => {
    expect(await scrapeAppBoundTo('0.0.0.0')).toBe(401);
    expect(await scrapeAppBoundTo('0.0.0.0', { 'x-metrics-token': 'not-the-secret-but-as-long-as-it' })).toBe(401);
    expect(await scrapeAppBoundTo('0.0.0.0', { authorization: 'Bearer short' })).toBe(401);
    expect(await scrapeAppBoundTo('0.0.0.0', { 'x-metrics-token': SECRET })).toBe(200);
    expect(await scrapeAppBoundTo('0.0.0.0', { authorization: `Bearer ${SECRET}` })).toBe(200);
  });

  it("never takes the gateway's secret, and answers nobody off loopback without a token set", async () => {
    expect(await scrapeAppBoundTo('0.0.0.0', { 'x-gateway-secret': GATEWAY_SECRET }, { token: GATEWAY_SECRET })).toBe(
      401,
    );
    expect(await scrapeAppBoundTo('0.0.0.0', { authorization: 'Bearer ' }, {})).toBe(401);
    expect(await scrapeAppBoundTo('0.0.0.0', { 'x-metrics-token': SECRET }, {})).toBe(401);
  });

  it('knows loopback addresses from the others', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', 'localhost'].map(isLoopbackHost)).toEqual([true, true, true, true]);
    expect(['0.0.0.0', '::', '10.0.0.5', '127.0.0.1.example.com'].map(isLoopbackHost)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
