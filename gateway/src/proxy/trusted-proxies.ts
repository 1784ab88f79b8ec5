import proxyAddress from 'proxy-addr';

/**
 * Which hops may name the client's address in X-Forwarded-For, from TRUST_PROXY: a number of hops
 * ("1": the one proxy in front, whatever its address: the Kubernetes ingress controller) or Express's
 * list of addresses and subnets ("loopback"). A hop count believes exactly that many proxies; a subnet
 * such as "uniquelocal" believes every private hop, so a client inside the network could name any
 * address (issue 20, item 12). Answers the trust function proxy-addr and Express's 'trust proxy' take.
 */
export function trustedProxies(setting: string): (address: string, hop: number) => boolean {
  const trimmed = setting.trim();
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return (_address, hop) => hop < hops;
  }
  return proxyAddress.compile(trimmed.split(',').map((value) => value.trim()));
}
