import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DocumentWrites, IntegrationEvent, OrderLifecycleEvents, OrderStatusChangedPayload } from '@shop/common';
import { Model } from 'mongoose';
import { dayOf } from '../orders/utc-day';
import { bucketField } from './order-bucket-tree';
import { StatusCounts, statusCounts } from './status-counts';
import { OrderPages } from '../orders/order-pages';
import { Order } from '../orders/order.schema';
import { moneyMoves } from './money-moves';
import { CountedChange, OrderCounter } from './order-counter.schema';
import { toMinorUnits } from '../pricing/pricing';

/** One UTC day's figures (money-moves.ts). */
export interface DayCounts {
  orders: number;
  delivered: number;
  cancelled: number;
  collectedCents: number;
}

const DUPLICATE_KEY = 11000;
const STATUS_ID = 'status';
/**
 * What counting a change needs of its order: when it was created and its total, and what the lists'
 * bucket counts are kept by (OrderPages.countedBucketsOf): its lists' keys and its block.
 */
const COUNTED_FIELDS = {
  createdAt: 1,
  createdBlock: 1,
  totalAmt: 1,
  confirmedTotalAmt: 1,
  userId: 1,
  customer: 1,
  delivery_address: 1,
} as const;

/**
 * Keeps the counts in `ordercounters` (order-counter.schema.ts) as orders change, from the order
 * service's own consumer of order.status-changed (OrderCountingHandler): the event is queued in the
 * very update that makes the change, so every change is counted however the process stops, and the
 * checkout and the admin's change answer without waiting for it (counts follow within moments).
 *
 * Exactly once per change: the change's `changeId` is inserted into `ordercountedchanges` (unique
 * `_id`) before the counts move, so a redelivered event finds it and counts nothing. The other order
 * (counts first) would count a change twice when the process stopped before recording it; this one at
 * worst leaves a change uncounted when it stops in between, which the counts' readers tolerate (a page
 * of the admin list is still read from the orders themselves). Counter documents are few and each
 * `$inc` runs under its document lock on FerretDB (DocumentWrites), where concurrent updates can undo
 * each other. The list counts (kind 'buckets') are those the engine's OrderPages needs: FerretDB's
 * pages find their buckets by them; MongoDB's pages count with an aggregate and need none.
 */
@Injectable()
export class OrderCounters {
  private readonly logger = new Logger('OrderCounters');

  constructor(
    @InjectModel(OrderCounter.name) private readonly counters: Model<OrderCounter>,
    @InjectModel(CountedChange.name) private readonly counted: Model<CountedChange>,
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly writes: DocumentWrites,
    private readonly pages: OrderPages,
  ) {}

  /**
   * Counts the status changes among `events` before they are published: an admin's list reads its
   * counts again when the live stream tells of another admin's change, and must find it counted (issue
   * 33 item 13). Only status changes use it: a checkout leaves its counting to the consumer, so that
   * concurrent checkouts never wait on the shared counter documents' locks before answering. The
   * consumer counts what this misses; each change counts once either way.
   */
  async countBeforePublishing(events: IntegrationEvent[]): Promise<void> {
    for (const event of events) {
      if (event.type !== OrderLifecycleEvents.orderStatusChanged.type) continue;
      const change = event.payload as OrderStatusChangedPayload;
      await this.count(change).catch((error: Error) =>
        this.logger.warn(`${change.changeId} left to the consumer to count: ${error.message}`),
      );
    }
  }

  async count(change: OrderStatusChangedPayload): Promise<void> {
    const order = await this.orders
      .findById(change.orderId, COUNTED_FIELDS)
      .lean<
        Pick<
          Order,
          'createdAt' | 'createdBlock' | 'totalAmt' | 'confirmedTotalAmt' | 'userId' | 'customer' | 'delivery_address'
        >
      >();
    if (!order || !(await this.firstTime(change.changeId))) return;
    const moves: Record<string, number> = { [change.to]: 1 };
    if (change.from) moves[change.from] = -1;
    else moves.all = 1;
    const { all: _all, ...statusMoves } = moves;
    const under = (prefix: string, from: Record<string, number>) =>
      Object.fromEntries(Object.entries(from).map(([key, by]) => [`${prefix}.${key}`, by]));
    // The day's figures and the cash to collect (money-moves.ts), on the day of the change.
    const money = moneyMoves({
      ...change,
      cents: toMinorUnits(order.totalAmt),
      confirmedCents: toMinorUnits(order.confirmedTotalAmt ?? order.totalAmt),
      packedLessCents: change.packed
        ? toMinorUnits(change.packed.confirmedTotalAmt) - toMinorUnits(change.totalAmt)
        : 0,
    });
    const changeDay = dayOf(new Date(change.at));
    const shopMoves = under('counts', statusMoves);
    if (money.toCollectCents) shopMoves.toCollectCents = money.toCollectCents;
    // Different documents: counted side by side, each under its own lock.
    await Promise.all([
      this.add(STATUS_ID, { kind: 'status' }, shopMoves),
      ...this.pages
        .countedBucketsOf(order)
        .map(({ id, bucket }) => this.add(id, { kind: 'buckets' }, under(`buckets.${bucketField(bucket)}`, moves))),
      ...(Object.keys(money.day).length
        ? [this.add(`placed:${changeDay}`, dayFields('placed', changeDay), money.day)]
        : []),
    ]);
  }

  /** The shop's orders per current status. */
  async byStatus(): Promise<StatusCounts> {
    return (await this.shopNow()).byStatus;
  }

  /** The shop's orders per current status, and the cash of open cash orders still to collect (cents). */
  async shopNow(): Promise<{ byStatus: StatusCounts; toCollectCents: number }> {
    const counter = await this.counters.findById(STATUS_ID).lean<OrderCounter>();
    return { byStatus: statusCounts(counter?.counts), toCollectCents: counter?.toCollectCents ?? 0 };
  }

  /** Orders placed, delivered and cancelled, and money collected (cents), per UTC day of the given months, by date. */
  async days(months: string[]): Promise<Map<string, DayCounts>> {
    const found = await Promise.all(
      months.map((month) => this.counters.find({ kind: 'placed', month }).lean<OrderCounter[]>()),
    );
    return new Map(
      found.flat().map((day) => [
        day.date!,
        {
          orders: day.orders ?? 0,
          delivered: day.delivered ?? 0,
          cancelled: day.cancelled ?? 0,
          collectedCents: day.collectedCents ?? 0,
        },
      ]),
    );
  }

  private async firstTime(changeId: string): Promise<boolean> {
    try {
      await this.counted.collection.insertOne({ _id: changeId } as never);
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
      throw error;
    }
  }

  private add(id: string, fields: Record<string, string>, inc: Record<string, number>) {
    return this.writes.atomically(this.counters, id, () =>
      this.counters.collection.updateOne({ _id: id } as never, { $inc: inc, $setOnInsert: fields }, { upsert: true }),
    );
  }
}

function dayFields(kind: 'placed', date: string) {
  return { kind, date, month: date.slice(0, 7) };
}
