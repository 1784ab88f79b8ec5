import { z } from 'zod';
import { ROLES } from '../auth/identity-headers';
import { productIdSchema } from './catalog.contracts';
import { orderDeliverySchema } from './delivery.contracts';
import { defineEvent, defineRpc, PayloadOf } from './contract';
import { packedChangesSchema } from './packing.contracts';

/**
 * Fulfilment (issue 19): the statuses a shopper and an admin see, who changed one, and the event every
 * change announces. The transition table itself lives in the order service (orders/order-lifecycle.ts);
 * these are the shapes other services read.
 */
export const FULFILMENT_STATUSES = [
  'PLACED',
  'PAID',
  'PACKED',
  'OUT_FOR_DELIVERY',
  'DELIVERY_FAILED',
  'DELIVERED',
  'CANCELLED',
  'REFUNDED',
] as const;
export const fulfilmentStatusSchema = z.enum(FULFILMENT_STATUSES);
export type FulfilmentStatus = z.infer<typeof fulfilmentStatusSchema>;

/** Who made a change: the shop (an admin or manager), a packer, a rider, the shopper, or the shop's own processes. */
export const CHANGED_BY = ['ADMIN', 'PACKER', 'RIDER', 'SHOPPER', 'SYSTEM'] as const;
export const changedBySchema = z.enum(CHANGED_BY);
export type ChangedBy = z.infer<typeof changedBySchema>;

/** Who bought: copied onto the order when it is made, so lists and e-mails need no call to identity. */
export const customerContactSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** '' when the shopper has not given one. */
  mobile: z.string(),
});
export type CustomerContact = z.infer<typeof customerContactSchema>;

/** A member of the shop's staff as other services copy it (an order's rider). */
export const staffMemberSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  role: z.enum(ROLES),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

const statusChangedLine = z.object({
  productId: productIdSchema,
  name: z.string(),
  image: z.string().optional(),
  /** Units, or grams of a line sold by weight (`sellBy`; then unitPrice is per kg), as stock counts it. */
  quantity: z.number().int().positive(),
  sellBy: z.literal('weight').optional(),
  unitPrice: z.number().min(0),
  lineTotal: z.number().min(0),
});

export const OrderLifecycleEvents = {
  /**
   * An order reached a status a shopper sees: PLACED or PAID (from: null, the order's first such
   * status), then every change the transition table allows. Carries everything its consumers need
   * (e-mails, restocking, refunds, counters) so none calls back. `changeId` is unique per change, so
   * consumers dedupe on it: `<orderId>:<to>` the first time the order reaches `to`, `<orderId>:<to>:<n>`
   * when it reaches it again (a new delivery attempt, a packing undone and done again).
   */
  orderStatusChanged: defineEvent(
    'order.status-changed',
    z.object({
      changeId: z.string().min(1),
      orderId: z.string().min(1),
      /** The short 'Order No' the shopper sees. */
      orderNo: z.string().min(1),
      userId: z.string().min(1),
      customer: customerContactSchema.nullable(),
      from: fulfilmentStatusSchema.nullable(),
      to: fulfilmentStatusSchema,
      by: changedBySchema,
      reason: z.string().optional(),
      /** ISO time of the change. */
      at: z.string(),
      paymentMethod: z.enum(['CASH_ON_DELIVERY', 'CARD']),
      lines: z.array(statusChangedLine).min(1),
      subTotalAmt: z.number().min(0),
      totalAmt: z.number().min(0),
      currency: z.string(),
      deliveryAddress: z.object({
        address_line: z.string().optional(),
        city: z.string().optional(),
        state: z.string().optional(),
        country: z.string().optional(),
        pincode: z.string().optional(),
        mobile: z.string().optional(),
      }),
      /** Its slot or express ETA and fee (part of totalAmt); absent on orders placed without a delivery zone. */
      delivery: orderDeliverySchema.optional(),
      /** On the change to PACKED when the bag differs from the order (issue 38): `lines` are then the bag's. */
      packed: packedChangesSchema.optional(),
    }),
  ),
} as const;
export type OrderStatusChangedPayload = PayloadOf<typeof OrderLifecycleEvents.orderStatusChanged>;

/** What the payment service tells the order service about refunds of cancelled card orders. */
export const RefundEvents = {
  /** The provider has the refund: the order becomes REFUNDED. */
  paymentRefunded: defineEvent(
    'payment.refunded',
    z.object({
      orderId: z.string().min(1),
      refundId: z.string().min(1),
      /** Minor units this refund returned: the whole payment, or what a packed refund left of it. */
      amountTotal: z.number().int().min(0),
    }),
  ),
} as const;
export type PaymentRefundedPayload = PayloadOf<typeof RefundEvents.paymentRefunded>;

/** The payment behind an order, as an admin sees it (refunds that keep failing are visible here). */
export const orderPaymentSchema = z.object({
  status: z.enum(['OPEN', 'PAID', 'FAILED', 'REFUNDING', 'REFUNDED']),
  sessionId: z.string(),
  currency: z.string(),
  /** Minor units (cents). */
  amountTotal: z.number().int().min(0),
  paymentIntentId: z.string().nullable(),
  refundId: z.string().nullable(),
  /** Refund attempts made so far, and the last failure while REFUNDING. */
  refundAttempts: z.number().int().min(0),
  lastRefundError: z.string().nullable(),
  /** Minor units the full refund (a cancellation) returned: what was left after a packed refund; null until refunded. */
  refundAmount: z.number().int().min(0).nullable(),
  /** The partial refund of a pack that came to less than the shopper paid (issue 38), at most one per order. */
  packedRefund: z
    .object({
      /** Minor units. */
      amount: z.number().int().positive(),
      refundId: z.string().nullable(),
      attempts: z.number().int().min(0),
      lastError: z.string().nullable(),
      /** ISO time the provider had it. */
      refundedAt: z.string().nullable(),
      /** ISO time the full refund took its place, unrefunded (the provider refused it for good). */
      droppedAt: z.string().nullable(),
    })
    .nullable(),
  updatedAt: z.string(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const FulfilmentRpc = {
  /** identity: a user's name, e-mail and mobile, or null for an unknown user. */
  userContact: defineRpc(
    'identity.user-contact',
    z.object({ userId: z.string().min(1).max(100) }),
    customerContactSchema.nullable(),
  ),
  /** identity: the staff member with this e-mail (to give an order to a rider), or null for no such staff. */
  staffMember: defineRpc(
    'identity.staff-member',
    z.object({ email: z.string().min(1).max(200) }),
    staffMemberSchema.nullable(),
  ),
  /** payment: the payment of an order (card orders), or null when it has none. */
  paymentOfOrder: defineRpc(
    'payment.payment-of-order',
    z.object({ orderId: z.string().min(1).max(100) }),
    orderPaymentSchema.nullable(),
  ),
} as const;
