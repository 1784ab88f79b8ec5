import Stripe from 'stripe';

/**
 * The provider's payment a refund names: the one the paid session's event brought, or else the
 * session's, asked of the provider (whose error stays as it is: a refund records its message).
 */
export async function paymentIntentOf(
  stripe: Stripe,
  payment: { sessionId: string; paymentIntentId?: string },
): Promise<string> {
  if (payment.paymentIntentId) return payment.paymentIntentId;
  const session = await stripe.checkout.sessions.retrieve(payment.sessionId);
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (!intent) throw new Error(`session ${payment.sessionId} names no payment to refund`);
  return intent;
}
