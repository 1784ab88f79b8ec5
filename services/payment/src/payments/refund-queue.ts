import { Injectable } from '@nestjs/common';
import { InjectModel, Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { PaymentStatus } from './payment-status';

/** The queue entry of a payment's packed refund (issue 38): beside its full refund's, which is keyed by the payment's id. */
export const packedRefundDueId = (paymentId: Types.ObjectId): string => `${paymentId.toHexString()}:packed`;

/**
 * A refund under way: one document per refund decided (a payment's full refund, keyed by its id, and its
 * packed refund, keyed `<paymentId>:packed`), from the moment the refund is decided until the provider
 * has it, then deleted. The retrier reads this collection, never the payments:
 * FerretDB filters the payments' `status` by reading the whole table (an equality it checks in
 * PostgreSQL without an index), which grows with every card order; this one holds only refunds under way.
 */
@Schema({ collection: 'refunds_due', timestamps: true })
export class RefundDue {
  /** The payment's id, or packedRefundDueId's. */
  @Prop({ type: String, required: true }) _id: string;
  /** PACKED: the partial refund of a pack (its amount below); absent: the full refund of the payment. */
  @Prop({ type: String }) kind?: 'PACKED';
  /** In minor units, what a packed refund returns. */
  @Prop() amount?: number;
  /** When the next attempt may be made (the claimer's own attempt first, then after each failure's back-off). */
  @Prop({ required: true }) dueAt: Date;
  /** The status the payment is refunded from (PAID: its order was cancelled or packed for less; FAILED: paid after closing). */
  @Prop({ type: String, required: true }) from: PaymentStatus;
  /** The provider's payment, when the event that decided the refund named it. */
  @Prop() paymentIntentId?: string;
}

export const RefundDueSchema = SchemaFactory.createForClass(RefundDue);
RefundDueSchema.index({ dueAt: 1 });

@Injectable()
export class RefundQueue {
  constructor(@InjectModel(RefundDue.name) private readonly refunds: Model<RefundDue>) {}

  /** Records the decision to refund before the payment is claimed, so no crash can lose it; a repeat keeps the first. */
  async enqueue(paymentId: Types.ObjectId, dueAt: Date, from: PaymentStatus, paymentIntentId?: string): Promise<void> {
    await this.refunds.updateOne(
      { _id: paymentId.toHexString() },
      { $setOnInsert: { dueAt, from, ...(paymentIntentId ? { paymentIntentId } : {}) } },
      { upsert: true },
    );
  }

  /** Records the decision to refund part of a paid payment before it is claimed on the payment; a repeat keeps the first. */
  async enqueuePacked(paymentId: Types.ObjectId, amount: number, dueAt: Date): Promise<RefundDue> {
    const entry = {
      _id: packedRefundDueId(paymentId),
      kind: 'PACKED' as const,
      amount,
      dueAt,
      from: PaymentStatus.paid,
    };
    await this.refunds.updateOne({ _id: entry._id }, { $setOnInsert: entry }, { upsert: true });
    return entry;
  }

  /** `id`: the payment's (its full refund) or packedRefundDueId's. */
  async postpone(id: Types.ObjectId | string, dueAt: Date): Promise<void> {
    await this.refunds.updateOne({ _id: entryId(id) }, { $set: { dueAt } });
  }

  /** The refund is done (or there is nothing to refund any more). */
  async done(id: Types.ObjectId | string): Promise<void> {
    await this.refunds.deleteOne({ _id: entryId(id) });
  }

  due(now: Date, limit: number): Promise<RefundDue[]> {
    return this.refunds
      .find({ dueAt: { $lte: now } })
      .limit(limit)
      .lean<RefundDue[]>();
  }

  /** When this refund's next attempt is due; undefined when it is not under way. */
  async dueAt(id: Types.ObjectId | string): Promise<Date | undefined> {
    return (await this.refunds.findById(entryId(id)).lean<RefundDue>())?.dueAt;
  }
}

const entryId = (id: Types.ObjectId | string): string => (typeof id === 'string' ? id : id.toHexString());
