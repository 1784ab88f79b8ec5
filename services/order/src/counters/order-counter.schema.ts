import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * Counts of the shop's orders kept as they change, so the order lists and the overview never count or
 * scan order history (a million orders on FerretDB). Documents of `ordercounters`, by `_id`:
 * - 'status': `counts.<STATUS>`, the shop's orders per current status, and `toCollectCents`, the cash of
 *   cash-on-delivery orders neither delivered nor cancelled;
 * - 'placed:YYYY-MM-DD' (kind 'placed'): the overview's day (money-moves.ts): orders placed (cash) or paid
 *   (card) that UTC day (`orders`), orders delivered and cancelled that day, and the money collected
 *   that day in cents (`collectedCents`: card payments less refunds, cash on delivery);
 * - 'buckets|<key>|<parent>' (kind 'buckets', FerretDB's order lists only: FerretDbOrderPages): the
 *   orders of one list per bucket under `parent`,
 *   `buckets.b<bucket>.all` and `buckets.b<bucket>.<STATUS>` (order-buckets.ts). A list is the shop's
 *   (key '') or one key's (a shopper `user:<id>`, an e-mail, a mobile, a pincode). Its buckets are
 *   months under parent '', days under a month and, for the shop's list only, ten-minute slots under
 *   a day. A page is found by walking these counts newest first, and only its buckets' orders are read.
 * Whoever inserts orders directly (the scale seeder) writes these counts too (OrderTally).
 */
@Schema({ collection: 'ordercounters', versionKey: false, minimize: false, strict: false })
export class OrderCounter {
  @Prop({ type: String }) _id: string;
  @Prop({ type: String }) kind?: 'status' | 'placed' | 'buckets';
  /** 'YYYY-MM-DD' (UTC) of a day's counts. */
  @Prop() date?: string;
  /** 'YYYY-MM' of a day's counts: the overview reads the days of a few months by this equality. */
  @Prop() month?: string;
  @Prop({ type: Object }) counts?: Record<string, number>;
  @Prop() orders?: number;
  @Prop() delivered?: number;
  @Prop() cancelled?: number;
  @Prop() collectedCents?: number;
  @Prop() toCollectCents?: number;
  @Prop({ type: Object }) buckets?: Record<string, Record<string, number>>;
}

export const OrderCounterSchema = SchemaFactory.createForClass(OrderCounter);
OrderCounterSchema.index({ kind: 1, month: 1 });

/**
 * One change counted: its order.status-changed `changeId` (`<orderId>:<to>`), inserted before the
 * counts move, so a change delivered again is never counted twice.
 */
@Schema({ collection: 'ordercountedchanges', versionKey: false })
export class CountedChange {
  @Prop({ type: String }) _id: string;
}

export const CountedChangeSchema = SchemaFactory.createForClass(CountedChange);
