import { PaymentEnv } from '../config';

export type RefundBackOffEnv = Pick<PaymentEnv, 'PAYMENT_REFUND_RETRY_BASE_MS' | 'PAYMENT_REFUND_RETRY_MAX_MS'>;

/** How long a refund waits after its `attempts`-th failure: doubling from the base, up to the maximum. */
export function refundBackOff(env: RefundBackOffEnv, attempts: number): number {
  const { PAYMENT_REFUND_RETRY_BASE_MS: base, PAYMENT_REFUND_RETRY_MAX_MS: max } = env;
  return Math.min(max, base * 2 ** Math.min(Math.max(attempts, 1) - 1, 30));
}
