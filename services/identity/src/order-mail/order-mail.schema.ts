import { Schema } from 'mongoose';
import type { MailStep } from './order-mail.templates';

export const ORDER_MAIL_MODEL = 'OrderMail';

/**
 * One e-mail about one order change, recorded before it is sent. The `_id` is the event's changeId,
 * so the unique `_id` index lets exactly one delivery of the event record it (on both engines); the
 * record keeps the rendered mail, so whoever finishes it (the first delivery or the resender after a
 * crash or an SMTP failure) sends the same message with the same Message-ID.
 */
export interface OrderMail {
  _id: string;
  orderId: string;
  step: MailStep;
  to: string;
  subject: string;
  /** The bodies, until sent. */
  html?: string;
  text?: string;
  /** Deterministic (from the changeId): a re-sent copy is recognisably the same message. */
  messageId: string;
  /** pending: recorded, not known to be sent; sent: the SMTP server accepted it. */
  state: 'pending' | 'sent';
  /** While pending: when a sender may try (again); before it, the one that last took it is still on it. */
  dueAt: Date;
  attempts: number;
  lastError?: string;
  sentAt?: Date;
}

/** A mail still to send has its bodies (they are dropped once it is sent). */
export type PendingOrderMail = OrderMail & { state: 'pending'; html: string; text: string };

export const orderMailSchema = new Schema<OrderMail>(
  {
    _id: { type: String, required: true },
    orderId: { type: String, required: true },
    step: { type: String, required: true },
    to: { type: String, required: true },
    subject: { type: String, required: true },
    html: { type: String },
    text: { type: String },
    messageId: { type: String, required: true },
    state: { type: String, enum: ['pending', 'sent'], required: true },
    dueAt: { type: Date, required: true },
    attempts: { type: Number, required: true },
    lastError: { type: String },
    sentAt: { type: Date },
  },
  { collection: 'ordermails', timestamps: true, versionKey: false },
);
// The resender's query: pending mails that are due, oldest first.
orderMailSchema.index({ state: 1, dueAt: 1 });
// Forgetting old records: sent mails by when they were sent.
orderMailSchema.index({ state: 1, sentAt: 1 });
