import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DocumentWrites } from '@shop/common';
import { Model, Types } from 'mongoose';
import { PaymentStatus } from './payment-status';
import { PackedRefund, Payment } from './payment.schema';
import { StoredPayment } from './payments.service';

export type PackedRefundPayment = Pick<
  StoredPayment,
  '_id' | 'orderId' | 'sessionId' | 'status' | 'paymentIntentId' | 'packedRefund'
>;
const FIELDS = { orderId: 1, sessionId: 1, status: 1, paymentIntentId: 1, packedRefund: 1 } as const;

/**
 * A payment's packed refund as it moves on: claimed once (only while PAID, only if none was), each call
 * to the provider counted first, then refunded or dropped, once. Every change is one conditional update
 * under the payment's lock (DocumentWrites), so racing deliveries, the retrier and a cancellation decide once.
 */
@Injectable()
export class PackedRefundRecords {
  constructor(
    @InjectModel(Payment.name) private readonly payments: Model<Payment>,
    private readonly writes: DocumentWrites,
  ) {}

  byOrder(orderId: string): Promise<PackedRefundPayment | null> {
    return this.payments.findOne({ orderId }, FIELDS).lean<PackedRefundPayment>();
  }

  byId(id: Types.ObjectId): Promise<PackedRefundPayment | null> {
    return this.payments.findById(id, FIELDS).lean<PackedRefundPayment>();
  }

  /** PAID with no packed refund yet → this one, of `amount`; false when the payment moved on or one was claimed. */
  claim(payment: PackedRefundPayment, amount: number): Promise<boolean> {
    const refund: PackedRefund = {
      key: `refund-${payment.sessionId}-packed`,
      amount,
      refundId: null,
      attempts: 0,
      lastError: null,
      refundedAt: null,
      droppedAt: null,
    };
    const fields = Object.fromEntries(Object.entries(refund).map(([field, value]) => [`packedRefund.${field}`, value]));
    return this.change(payment._id, { status: PaymentStatus.paid, packedRefund: { $exists: false } }, { $set: fields });
  }

  /**
   * Counts a call to the provider before it is made, while the refund is still wanted (neither refunded
   * nor dropped) and the payment `status`; false: the call is not to be made.
   */
  attemptStarted(paymentId: Types.ObjectId, key: string, status: PaymentStatus): Promise<boolean> {
    return this.change(paymentId, { status, ...pending(key) }, { $inc: { 'packedRefund.attempts': 1 } });
  }

  refunded(paymentId: Types.ObjectId, key: string, refundId: string): Promise<boolean> {
    return this.change(paymentId, pending(key), {
      $set: {
        'packedRefund.refundId': refundId,
        'packedRefund.refundedAt': new Date(),
        'packedRefund.lastError': null,
      },
    });
  }

  failed(paymentId: Types.ObjectId, key: string, error: string): Promise<boolean> {
    return this.change(paymentId, pending(key), { $set: { 'packedRefund.lastError': error } });
  }

  /** The full refund takes its place: the provider refused it for good, so nothing of it was refunded. */
  dropped(paymentId: Types.ObjectId, key: string): Promise<boolean> {
    return this.change(paymentId, pending(key), { $set: { 'packedRefund.droppedAt': new Date() } });
  }

  private async change(
    paymentId: Types.ObjectId,
    filter: Record<string, unknown>,
    update: Record<string, unknown>,
  ): Promise<boolean> {
    const result = await this.writes.atomically(this.payments, paymentId, () =>
      this.payments.updateOne({ _id: paymentId, ...filter }, update),
    );
    return result.modifiedCount === 1;
  }
}

/** Still wanted: neither refunded nor dropped. */
const pending = (key: string) => ({
  'packedRefund.key': key,
  'packedRefund.refundId': null,
  'packedRefund.droppedAt': null,
});
