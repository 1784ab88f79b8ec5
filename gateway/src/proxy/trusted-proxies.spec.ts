import type { IncomingMessage } from 'node:http';
import proxyAddress from 'proxy-addr';
import { trustedProxies } from './trusted-proxies';

/** A request from `peer` carrying X-Forwarded-For `forwarded`, as the gateway's socket sees it. */
const from = (peer: string, forwarded: string) =>
  ({
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
    headers: { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage;

describe('trustedProxies', () => {
  it('with one hop believes only the entry the ingress controller added, not one the client wrote', () => {
    const trust = trustedProxies('1');
    expect(proxyAddress(from('10.244.1.7', '6.6.6.6, 203.0.113.9'), trust)).toBe('203.0.113.9');
    expect(proxyAddress(from('10.244.1.7', '203.0.113.9'), trust)).toBe('203.0.113.9');
  });

  it('with one hop tells clients behind one controller apart (no bucket shared by all)', () => {
    const trust = trustedProxies('1');
    expect(proxyAddress(from('10.244.1.7', '198.51.100.1'), trust)).not.toBe(
      proxyAddress(from('10.244.1.7', '198.51.100.2'), trust),
    );
  });

  it('with a subnet list believes every hop inside it, as Express does', () => {
    // Why the Kubernetes base no longer says "uniquelocal": a client inside the network names any address.
    const trust = trustedProxies('loopback, uniquelocal');
    expect(proxyAddress(from('10.244.1.7', '6.6.6.6, 10.0.0.5'), trust)).toBe('6.6.6.6');
  });

  it('with loopback (the local default) believes no forwarded address from elsewhere', () => {
    const trust = trustedProxies('loopback');
    expect(proxyAddress(from('203.0.113.9', '6.6.6.6'), trust)).toBe('203.0.113.9');
    expect(proxyAddress(from('127.0.0.1', '203.0.113.9'), trust)).toBe('203.0.113.9');
  });
});
