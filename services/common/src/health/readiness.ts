/**
 * Something of a service's own, besides its backing stores, that must be in place before it takes
 * traffic (the catalog's search index: a catalogue of 50,000 products takes it many seconds to load).
 * A service provides its list under READINESS_CHECKS; GET /health/ready reports each, 503 until all are.
 */
export interface ReadinessCheck {
  /** The name /health/ready reports it under. */
  name: string;
  isReady(): boolean;
}

export const READINESS_CHECKS = Symbol('READINESS_CHECKS');
