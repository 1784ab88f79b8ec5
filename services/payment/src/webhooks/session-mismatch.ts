import type Stripe from 'stripe';
import type { StoredPayment } from '../payments/payments.service';

/**
 * Why a paid session event does not describe the session this shop opened, or undefined when it does:
 * the amount and currency the provider took and the order it names must be the stored session's. A
 * correctly signed event can still disagree (a leaked endpoint secret, a session changed at the
 * provider), and a payment is never marked for an amount the order does not total.
 */
export function sessionMismatch(session: Stripe.Checkout.Session, payment: StoredPayment): string | undefined {
  if (session.amount_total !== payment.amountTotal) {
    return `amount_total ${session.amount_total} is not the session's ${payment.amountTotal}`;
  }
  if (session.currency?.toLowerCase() !== payment.currency.toLowerCase()) {
    return `currency ${session.currency} is not the session's ${payment.currency}`;
  }
  const named = [session.client_reference_id, session.metadata?.orderId].filter(
    (id) => id !== null && id !== undefined,
  );
  if (named.length === 0 || named.some((orderId) => orderId !== payment.orderId)) {
    return `the order it names (${named.join(', ') || 'none'}) is not the session's ${payment.orderId}`;
  }
  return undefined;
}
