import type { FulfilmentStatus } from '@shop/common';
import type { MailStep } from './order-mail.templates';

/**
 * Which e-mail a status sends: the shopper hears of every step that concerns them. PACKED is the
 * shop's own business (the next mail says it is on its way).
 */
const STEP_OF: Record<FulfilmentStatus, MailStep | null> = {
  PLACED: 'CONFIRMED',
  PAID: 'CONFIRMED',
  PACKED: null,
  OUT_FOR_DELIVERY: 'OUT_FOR_DELIVERY',
  DELIVERED: 'DELIVERED',
  CANCELLED: 'CANCELLED',
  REFUNDED: 'REFUNDED',
};

export const mailStepOf = (status: FulfilmentStatus): MailStep | null => STEP_OF[status];
