/** Injection token of the service's ioredis client. */
export const REDIS = Symbol('REDIS');
