import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { JobLeases } from '@shop/common';
import { PAYMENT_ENV, PaymentEnv } from '../config';
import { RefundQueue } from '../payments/refund-queue';
import { CheckoutClosingService } from './checkout-closing.service';
import { PackedRefundsService } from './packed-refunds.service';

const BATCH = 50;
/** Longer than a round of one batch takes (each attempt at most ~30 s when the provider hangs, a few at once). */
const LEASE_MS = 5 * 60_000;

/**
 * Refunds are never lost: each round, in one replica at a time, the queued refunds whose next attempt
 * is due (a failed attempt's back-off passed, or their claimer died before the claim or the attempt)
 * are attempted again (CheckoutClosingService.resumeRefund; a pack's partial refund, PackedRefundsService.resume). Only the queue of refunds under way is
 * read (RefundQueue), so a round costs the same however many payments the shop has taken.
 */
@Injectable()
export class RefundRetrier implements OnApplicationBootstrap, OnApplicationShutdown {
  private stop?: () => void;

  constructor(
    private readonly refunds: RefundQueue,
    private readonly closing: CheckoutClosingService,
    private readonly packed: PackedRefundsService,
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
    const due = await this.refunds.due(now, BATCH);
    let refunded = 0;
    for (let i = 0; i < due.length; i += 5) {
      const outcomes = await Promise.all(
        due
          .slice(i, i + 5)
          .map((refund) => (refund.kind === 'PACKED' ? this.packed.resume(refund) : this.closing.resumeRefund(refund))),
      );
      refunded += outcomes.filter(Boolean).length;
    }
    return refunded;
  }
}
