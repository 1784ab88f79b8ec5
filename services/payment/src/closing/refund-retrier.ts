import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { JobLeases } from '@shop/common';
import { PAYMENT_ENV, PaymentEnv } from '../config';
import { PaymentsService } from '../payments/payments.service';
import { CheckoutClosingService } from './checkout-closing.service';

const BATCH = 50;
/** Longer than a round of one batch takes (each attempt at most ~30 s when the provider hangs, a few at once). */
const LEASE_MS = 5 * 60_000;

/**
 * Refunds are never lost: each round, in one replica at a time, the REFUNDING payments whose next
 * attempt is due (a failed attempt's back-off passed, or their claimer died before attempting) are
 * attempted again (CheckoutClosingService.attemptRefund). Only refunds under way are read, so a round
 * costs the same however many payments the shop has taken.
 */
@Injectable()
export class RefundRetrier implements OnApplicationBootstrap, OnApplicationShutdown {
  private stop?: () => void;

  constructor(
    private readonly payments: PaymentsService,
    private readonly closing: CheckoutClosingService,
    private readonly leases: JobLeases,
    @Inject(PAYMENT_ENV) private readonly env: PaymentEnv,
  ) {}

  onApplicationBootstrap(): void {
    this.stop = this.leases.every(
      'payment-refund-retry',
      this.env.PAYMENT_REFUND_SWEEP_INTERVAL_MS,
      LEASE_MS,
      async () => {
        await this.retryDue();
      },
    );
  }

  onApplicationShutdown(): void {
    this.stop?.();
  }

  /** Attempts every refund due now, a few at a time; answers how many are refunded now. */
  async retryDue(now = new Date()): Promise<number> {
    const due = await this.payments.refundsDue(now, BATCH);
    let refunded = 0;
    for (let i = 0; i < due.length; i += 5) {
      const outcomes = await Promise.all(due.slice(i, i + 5).map((payment) => this.closing.attemptRefund(payment)));
      refunded += outcomes.filter(Boolean).length;
    }
    return refunded;
  }
}
