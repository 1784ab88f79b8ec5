/** Names of the broker objects every service agrees on. */
export const Topology = {
  eventsExchange: 'shop.events',
  rpcExchange: 'shop.rpc',
  retryQueue: (queue: string) => `${queue}.retry`,
  deadLetterQueue: (queue: string) => `${queue}.dead`,
  rpcQueue: (route: string) => `rpc.${route}`,
} as const;

/** Delay before each retry of a failed event; after the last one it is dead-lettered. */
export const RETRY_DELAYS_MS = [1_000, 5_000, 30_000];
