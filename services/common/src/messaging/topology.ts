/** Names of the broker objects every service agrees on. */
export const Topology = {
  eventsExchange: 'shop.events',
  rpcExchange: 'shop.rpc',
  /** One retry queue per delay: RabbitMQ expires messages only at a queue's head, so delays must not share one. */
  retryQueue: (queue: string, delayMs: number) => `${queue}.retry.${delayMs}ms`,
  deadLetterQueue: (queue: string) => `${queue}.dead`,
  rpcQueue: (route: string) => `rpc.${route}`,
} as const;

/** Delay before each retry of a failed event; after the last one it is dead-lettered. */
export const RETRY_DELAYS_MS: RetryDelays = [1_000, 5_000, 30_000];
/** At least one delay: an event whose claim someone else holds waits in the shortest. */
export type RetryDelays = [number, ...number[]];
