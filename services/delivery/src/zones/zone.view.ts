import { fromMinor } from '../money';
import type { Zone } from './zone.schema';

const decimalOrNull = (minor: number | null) => (minor === null ? null : fromMinor(minor));

/** A zone as the admin API answers it: amounts decimal, null for a fee that is off. */
export function toZoneView(zone: Zone) {
  return {
    _id: zone._id.toHexString(),
    name: zone.name,
    pincodes: zone.pincodes,
    active: zone.active,
    express: zone.express ? { etaMinutes: zone.express.etaMinutes, fee: fromMinor(zone.express.fee) } : null,
    slotTemplates: zone.slotTemplates.map((template) => ({
      days: template.days,
      start: template.start,
      end: template.end,
      capacity: template.capacity,
      cutoffMinutes: template.cutoffMinutes,
      fee: fromMinor(template.fee),
    })),
    fees: {
      minimumOrder: decimalOrNull(zone.fees.minimumOrder),
      deliveryFee: decimalOrNull(zone.fees.deliveryFee),
      freeDeliveryAbove: decimalOrNull(zone.fees.freeDeliveryAbove),
      smallCartBelow: decimalOrNull(zone.fees.smallCartBelow),
      smallCartFee: decimalOrNull(zone.fees.smallCartFee),
    },
    createdAt: zone.createdAt,
    updatedAt: zone.updatedAt,
  };
}

export type ZoneView = ReturnType<typeof toZoneView>;
