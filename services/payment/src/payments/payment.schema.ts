import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { IntegrationEvent, withOutbox } from '@shop/common';
import { HydratedDocument } from 'mongoose';
import { PaymentStatus } from './payment-status';

@Schema({ _id: false })
export class PaymentLine {
  @Prop({ required: true }) name: string;
  /** In the currency's minor unit (cents). */
  @Prop({ required: true }) unitAmount: number;
  @Prop({ required: true }) quantity: number;
}

/** One checkout session opened for one order. */
@Schema({ collection: 'payments', timestamps: true })
export class Payment {
  @Prop({ required: true }) sessionId: string;
  @Prop({ required: true }) orderId: string;
  @Prop({ required: true }) userId: string;
  @Prop({ required: true }) currency: string;
  /** In the currency's minor unit (cents). */
  @Prop({ required: true }) amountTotal: number;
  @Prop({ type: [SchemaFactory.createForClass(PaymentLine)], default: [] }) lines: PaymentLine[];
  /** Where the shopper pays: Stripe's hosted page, or the local test-mode page. */
  @Prop({ required: true }) url: string;
  @Prop({ required: true, type: String, default: PaymentStatus.open }) status: PaymentStatus;
  @Prop() failureReason?: string;
  /** The provider's payment, from the paid session: what a refund names. */
  @Prop() paymentIntentId?: string;
  /** The provider's refund of a payment whose order was cancelled or no longer payable. */
  @Prop() refundId?: string;
  /** Calls made to the provider to refund this payment so far (a failing refund is retried). */
  @Prop({ default: 0 }) refundAttempts?: number;
  /** Why the last refund attempt failed, while REFUNDING; null once it succeeds. */
  @Prop({ type: String, default: null }) lastRefundError?: string | null;
  /** While REFUNDING: when the refund retrier may next attempt it (later after each failure). */
  @Prop() refundDueAt?: Date;
  outbox: IntegrationEvent[];
  createdAt: Date;
  updatedAt: Date;
}

export type PaymentDocument = HydratedDocument<Payment>;

export const PaymentSchema = withOutbox(SchemaFactory.createForClass(Payment));
PaymentSchema.index({ sessionId: 1 }, { unique: true });
// One session per order: a retried request gets the session already opened.
PaymentSchema.index({ orderId: 1 }, { unique: true });
// Refunds due for another attempt: REFUNDING ones only, so the retrier's cost does not grow with history.
PaymentSchema.index({ status: 1, refundDueAt: 1 });
