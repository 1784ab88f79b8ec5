import type { AnyOrderStatus } from './orderStatus';

export type StepState = 'done' | 'current' | 'todo';

export interface TimelineStep {
  status: AnyOrderStatus;
  state: StepState;
  /** When the order reached this step (absent for steps still to come). */
  at?: string;
  by?: string;
  reason?: string;
}

interface Change {
  status: AnyOrderStatus;
  at: string;
  by?: string;
  reason?: string;
}

const ON_THE_WAY: AnyOrderStatus[] = ['PACKED', 'OUT_FOR_DELIVERY', 'DELIVERED'];
const ENDED: AnyOrderStatus[] = ['CANCELLED', 'REFUNDED'];
/** The steps an order may have reached before it was cancelled, a failed delivery among them. */
const THROUGH_DELIVERY: AnyOrderStatus[] = ['PACKED', 'OUT_FOR_DELIVERY', 'DELIVERY_FAILED', 'DELIVERED'];

/**
 * The steps an order goes through, as the shopper follows them: placed (or paid, for a card order)
 * → packed → out for delivery → delivered. A cancelled order shows the steps it reached, then
 * 'Cancelled', and a paid card order a 'Refunded' step (to come until the refund succeeds).
 * An order still waiting for its card payment has no steps yet.
 */
export function timelineOf(order: {
  status: AnyOrderStatus;
  paymentMethod: 'CASH_ON_DELIVERY' | 'CARD';
  statusHistory: Change[];
}): TimelineStep[] {
  const reached = new Map(order.statusHistory.map((change) => [change.status, change]));
  if (!reached.has('PLACED') && !reached.has('PAID')) return [];
  const start: AnyOrderStatus = reached.has('PAID') || order.paymentMethod === 'CARD' ? 'PAID' : 'PLACED';
  const step = (status: AnyOrderStatus, state: StepState): TimelineStep => {
    const change = reached.get(status);
    return change ? { status, state, at: change.at, by: change.by, reason: change.reason } : { status, state };
  };

  if (ENDED.includes(order.status)) {
    const steps = [start, ...THROUGH_DELIVERY.filter((status) => reached.has(status))].map((status) =>
      step(status, 'done'),
    );
    steps.push(step('CANCELLED', order.status === 'CANCELLED' ? 'current' : 'done'));
    if (reached.has('PAID') && order.paymentMethod === 'CARD')
      steps.push(step('REFUNDED', order.status === 'REFUNDED' ? 'current' : 'todo'));
    return steps;
  }

  // A failed delivery shows as the step after 'Out for delivery' while it is the order's status.
  const path: AnyOrderStatus[] =
    order.status === 'DELIVERY_FAILED' ? [start, ...THROUGH_DELIVERY] : [start, ...ON_THE_WAY];
  const current = path.indexOf(order.status);
  return path.map((status, index) =>
    step(status, current === -1 || index > current ? 'todo' : index === current ? 'current' : 'done'),
  );
}
