import { Injectable } from '@nestjs/common';
import { InjectModel, Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { PaymentStatus } from './payment-status';

/**
 * A refund under way: one document per payment being refunded, from the moment the refund is decided
 * until the provider has it, then deleted. The retrier reads this collection, never the payments:
 * FerretDB filters the payments' `status` by reading the whole table (an equality it checks in
 * PostgreSQL without an index), which grows with every card order; this one holds only refunds under way.
 */
@Schema({ collection: 'refunds_due', timestamps: true })
export class RefundDue {
  /** The payment's id. */
  @Prop({ type: String, required: true }) _id: string;
  /** When the next attempt may be made (the claimer's own attempt first, then after each failure's back-off). */
  @Prop({ required: true }) dueAt: Date;
  /** The status the payment is refunded from (PAID: its order was cancelled; FAILED: paid after closing). */
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

  async postpone(paymentId: Types.ObjectId, dueAt: Date): Promise<void> {
    await this.refunds.updateOne({ _id: paymentId.toHexString() }, { $set: { dueAt } });
  }

  /** The refund is done (or there is nothing to refund any more). */
  async done(paymentId: Types.ObjectId): Promise<void> {
    await this.refunds.deleteOne({ _id: paymentId.toHexString() });
  }

  due(now: Date, limit: number): Promise<RefundDue[]> {
    return this.refunds
      .find({ dueAt: { $lte: now } })
      .limit(limit)
      .lean<RefundDue[]>();
  }

  /** When this payment's next attempt is due; undefined when no refund of it is under way. */
  async dueAt(paymentId: Types.ObjectId): Promise<Date | undefined> {
    return (await this.refunds.findById(paymentId.toHexString()).lean<RefundDue>())?.dueAt;
  }
}
