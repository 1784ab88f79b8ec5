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

/**
 * The partial refund of a pack that came to less than the shopper paid (issue 38): one per order, since
 * an adjusted pack is never undone. Written key by key (FerretDB's `$set` of a whole embedded document
 * can be skipped, see embeddedChanges), so every field is always present.
 */
@Schema({ _id: false })
export class PackedRefund {
  /** The idempotency key of its refund at the provider, unique to the order's pack. */
  @Prop({ required: true }) key: string;
  /** In the currency's minor unit (cents). */
  @Prop({ required: true }) amount: number;
  @Prop({ type: String, default: null }) refundId: string | null;
  /** Calls started at the provider for it, counted before each call so a call that went twice shows. */
  @Prop({ default: 0 }) attempts: number;
  @Prop({ type: String, default: null }) lastError: string | null;
  @Prop({ type: Date, default: null }) refundedAt: Date | null;
  /** The full refund took its place unrefunded: the provider refused it for good (nothing of it was refunded). */
  @Prop({ type: Date, default: null }) droppedAt: Date | null;
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
  /** In minor units, what the full refund returned: the whole payment, less a packed refund made before. */
  @Prop() refundAmount?: number;
  @Prop({ type: SchemaFactory.createForClass(PackedRefund) }) packedRefund?: PackedRefund;
  outbox: IntegrationEvent[];
  createdAt: Date;
  updatedAt: Date;
}

export type PaymentDocument = HydratedDocument<Payment>;

export const PaymentSchema = withOutbox(SchemaFactory.createForClass(Payment));
PaymentSchema.index({ sessionId: 1 }, { unique: true });
// One session per order: a retried request gets the session already opened.
PaymentSchema.index({ orderId: 1 }, { unique: true });
