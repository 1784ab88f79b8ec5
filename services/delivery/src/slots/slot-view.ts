import type { DeliverySlot } from '@shop/common';
import { PlannedSlot, slotStatus } from './slot-calendar';

/** A slot as the contracts carry it (fee in minor units), as it stands with `taken` places gone. */
export function toDeliverySlot(slot: PlannedSlot, taken: number, now: Date): DeliverySlot {
  return {
    _id: slot._id,
    zoneId: slot.zoneId,
    date: slot.date,
    start: slot.start,
    end: slot.end,
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    ...slotStatus(slot, taken, now),
    capacity: slot.capacity,
    fee: slot.fee,
  };
}
