import { FULFILMENT_STATUSES, FulfilmentStatus } from '@shop/common';

/** The shop's orders per status, every status named. */
export type StatusCounts = Record<FulfilmentStatus, number>;

/** Every status named, 0 where none is counted. */
export function statusCounts(counts: Record<string, number> | undefined): StatusCounts {
  return Object.fromEntries(FULFILMENT_STATUSES.map((status) => [status, counts?.[status] ?? 0])) as StatusCounts;
}
