import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * Counts of the shop's orders kept as they change, so the admin list and overview never count or scan
 * order history (a million orders on FerretDB). Documents of `ordercounters`, by `_id`:
 * - 'status': `counts.<STATUS>`, the shop's orders per current status;
 * - 'placed:YYYY-MM-DD' (kind 'placed'): orders placed (cash) or paid (card) that UTC day (`orders`) and
 *   their totals in cents less those cancelled since (`revenueCents`): the overview's days;
 * - 'created:YYYY-MM-DD' (kind 'created'): orders created that UTC day, `counts.all` and per current status;
 * - 'hours:YYYY-MM-DD' (kind 'hours'): the same per hour, `hours.hHH.all` and `hours.hHH.<STATUS>`: the
 *   admin list skips whole days and hours by these and reads only the hours of the page asked for.
 * Whoever inserts orders directly (the scale seeder) writes these counts too.
 */
@Schema({ collection: 'ordercounters', versionKey: false, minimize: false, strict: false })
export class OrderCounter {
  @Prop({ type: String }) _id: string;
  @Prop({ type: String }) kind?: 'status' | 'placed' | 'created' | 'hours';
  /** 'YYYY-MM-DD' (UTC) of a day's counts. */
  @Prop() date?: string;
  /** 'YYYY-MM' of a day's counts: the overview reads the days of a few months by this equality. */
  @Prop() month?: string;
  @Prop({ type: Object }) counts?: Record<string, number>;
  @Prop() orders?: number;
  @Prop() revenueCents?: number;
  @Prop({ type: Object }) hours?: Record<string, Record<string, number>>;
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
