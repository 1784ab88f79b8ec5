import { Inject, Injectable, Logger } from '@nestjs/common';
import { ChangedBy, PackedChanges } from '@shop/common';
import { randomBytes } from 'node:crypto';
import { ORDER_ENV, OrderEnv } from '../config';
import { OrderChangedMeanwhile, OrderTransitionNotAllowed } from '../order.errors';
import { OrderChanges } from '../orders/order-changes.service';
import { cameFromOf, mayChange, STATUS_LABELS } from '../orders/order-lifecycle';
import { OrderStatus } from '../orders/order-status';
import { OrderTransitions } from '../orders/order-transitions';
import { StoredOrder } from '../orders/order.schema';
import { CatalogClient } from '../remote/catalog.client';
import { PackedLine, planPack } from './pack-plan';
import { substituteReservationIdOf } from './substitute-reservations';

/**
 * Packing an order with what is really in the bag. The plan (pack-plan.ts) decides the lines and the
 * money; the substitutes' units are reserved in the catalog under an id of this pack alone before the
 * order changes, and the change to PACKED is one compare-and-set that stores the bag, the adjustments
 * and that reservation's id together. A pack that loses the race hands its reservation back; one that
 * dies between the two is settled by the catalog's sweeper, which asks the order service what became
 * of it (substituteOutcome). The catalog restocks the short units and confirms the substitutes from
 * the order's order.status-changed to PACKED; the payment service refunds a card order the difference.
 */
@Injectable()
export class PackingService {
  private readonly logger = new Logger('Packing');

  constructor(
    private readonly changes: OrderChanges,
    private readonly transitions: OrderTransitions,
    private readonly catalog: CatalogClient,
    @Inject(ORDER_ENV) private readonly env: Pick<OrderEnv, 'ORDER_RESERVATION_SECONDS'>,
  ) {}

  async pack(ref: string, lines: PackedLine[], by: ChangedBy): Promise<StoredOrder> {
    const order = await this.changes.find(ref);
    if (!mayChange(order.status, OrderStatus.packed, by, cameFromOf(order.statusHistory)))
      throw new OrderTransitionNotAllowed(STATUS_LABELS[order.status], STATUS_LABELS.PACKED);
    const wanted = lines.flatMap((line) => (line.substitute ? [line.substitute.productId] : []));
    const plan = planPack(order, lines, wanted.length ? await this.catalog.snapshots(wanted) : []);
    if (!plan.adjustments.length) return this.changes.change(order, OrderStatus.packed, by);
    const reservationId = plan.substitutes.length ? substituteReservationIdOf(order._id, randomBytes(4)) : undefined;
    // Refused when a substitute is short: nothing is held, the packer chooses another.
    if (reservationId) await this.catalog.reserve(reservationId, plan.substitutes, this.env.ORDER_RESERVATION_SECONDS);
    const packed: PackedChanges = {
      confirmedTotalAmt: plan.confirmedTotalAmt,
      adjustments: plan.adjustments,
      returned: plan.returned,
      ...(reservationId ? { substituteReservationId: reservationId } : {}),
    };
    const stored = await this.transitions
      .transition(order, OrderStatus.packed, by, {
        set: {
          items: plan.items,
          subTotalAmt: plan.subTotalAmt,
          totalAmt: plan.totalAmt,
          confirmedTotalAmt: plan.confirmedTotalAmt,
          adjustments: plan.adjustments,
          ...(reservationId ? { substituteReservationId: reservationId } : {}),
        },
        packed,
      })
      .catch(async (error: unknown) => {
        await this.handBack(reservationId);
        throw error;
      });
    if (!stored) {
      await this.handBack(reservationId);
      throw new OrderChangedMeanwhile();
    }
    return stored;
  }

  /** A pack that was not stored gives its substitutes back; when the catalog is away, its sweeper does. */
  private async handBack(reservationId: string | undefined): Promise<void> {
    if (!reservationId) return;
    await this.catalog
      .release(reservationId)
      .catch((error: Error) =>
        this.logger.warn(`substitutes ${reservationId} left to the catalog's sweeper: ${error.message}`),
      );
  }
}
