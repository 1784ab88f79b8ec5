import { FULFILMENT_STATUSES, FulfilmentStatus } from '@shop/common';
import { isShopOrder } from '../orders/order-lifecycle';
import { dayOf } from '../orders/utc-day';
import type { Order } from '../orders/order.schema';
import type { CountedBucket } from '../orders/order-pages';
import { bucketField, countedBuckets } from './order-bucket-tree';
import { moneyMoves } from './money-moves';
import type { OrderCounter } from './order-counter.schema';
import { toMinorUnits } from '../pricing/pricing';

type TalliedOrder = Pick<
  Order,
  | 'status'
  | 'createdAt'
  | 'placedAt'
  | 'statusHistory'
  | 'totalAmt'
  | 'confirmedTotalAmt'
  | 'adjustments'
  | 'paymentMethod'
  | 'userId'
  | 'customer'
  | 'delivery_address'
> & { createdBlock?: string };
/** The counters' numbers of a day or of the shop (order-counter.schema.ts). */
type Figure = 'orders' | 'delivered' | 'cancelled' | 'collectedCents' | 'toCollectCents';

/**
 * The counter documents (order-counter.schema.ts) of a set of stored orders, built in one pass: what
 * the counting consumer would have made of their changes. For stores filled without the order
 * service (the scale seeder, the recount): add each order, then write `documents()` in place of the
 * old counters. The list counts are FerretDB's (countedBuckets) unless an engine's pages say otherwise
 * (OrderPages.countedBucketsOf).
 */
export class OrderTally {
  private readonly counters = new Map<string, OrderCounter>();

  constructor(private readonly bucketsOf: (order: TalliedOrder) => CountedBucket[] = countedBuckets) {}

  add(order: TalliedOrder): void {
    if (!isShopOrder(order) || !(FULFILMENT_STATUSES as readonly string[]).includes(order.status)) return;
    const status = this.counter('status', { kind: 'status' });
    bump((status.counts ??= {}), order.status);
    for (const { id, bucket } of this.bucketsOf(order)) {
      const buckets = (this.counter(id, { kind: 'buckets' }).buckets ??= {});
      const counts = (buckets[bucketField(bucket)] ??= {});
      bump(counts, 'all');
      bump(counts, order.status);
    }
    // Each change of its history as the counting consumer saw it (money-moves.ts), the first from null.
    const cents = toMinorUnits(order.totalAmt);
    const confirmedCents = toMinorUnits(order.confirmedTotalAmt ?? order.totalAmt);
    const history = order.statusHistory.filter((change) =>
      (FULFILMENT_STATUSES as readonly string[]).includes(change.status),
    );
    const changes = history.length ? history : [{ status: order.status, at: order.placedAt ?? order.createdAt }];
    const lastPacked = changes.map((change) => change.status).lastIndexOf('PACKED');
    changes.forEach((change, index) => {
      const at = index === 0 ? (order.placedAt ?? change.at) : change.at;
      const from = index === 0 ? null : (changes[index - 1].status as FulfilmentStatus);
      const to = change.status as FulfilmentStatus;
      // A pack that changed the bag cannot be undone, so it is the history's last PACKED.
      const adjustedPack = to === 'PACKED' && order.adjustments?.length && index === lastPacked;
      const packedLessCents = adjustedPack ? confirmedCents - cents : 0;
      const money = moneyMoves({
        from,
        to,
        paymentMethod: order.paymentMethod,
        cents,
        confirmedCents,
        packedLessCents,
      });
      const date = dayOf(at);
      const day = this.counter(`placed:${date}`, { kind: 'placed', date, month: date.slice(0, 7) });
      for (const [figure, by] of Object.entries(money.day)) addTo(day, figure as Figure, by);
      if (money.toCollectCents) addTo(status, 'toCollectCents', money.toCollectCents);
    });
  }

  documents(): OrderCounter[] {
    return [...this.counters.values()];
  }

  private counter(_id: string, fields: Partial<OrderCounter>): OrderCounter {
    let counter = this.counters.get(_id);
    if (!counter) this.counters.set(_id, (counter = { _id, ...fields }));
    return counter;
  }
}

function bump(counts: Record<string, number>, key: string): void {
  counts[key] = (counts[key] ?? 0) + 1;
}

function addTo(counter: OrderCounter, figure: Figure, by: number): void {
  counter[figure] = (counter[figure] ?? 0) + by;
}
