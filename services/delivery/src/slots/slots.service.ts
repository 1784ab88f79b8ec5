import { Inject, Injectable } from '@nestjs/common';
import { DeliverySlot } from '@shop/common';
import { SlotPlaces } from '../bookings/slot-places';
import { DELIVERY_ENV, DeliveryEnv } from '../config';
import { Zone } from '../zones/zone.schema';
import { ZonesService } from '../zones/zones.service';
import { PlannedSlot, slotOf, slotsOf } from './slot-calendar';
import { slotKeyOf } from './slot-id';
import { toDeliverySlot } from './slot-view';

/** The slots a zone offers, as they stand: the calendar's templates with the places their bookings took. */
@Injectable()
export class SlotsService {
  constructor(
    private readonly zones: ZonesService,
    private readonly places: SlotPlaces,
    @Inject(DELIVERY_ENV) private readonly env: DeliveryEnv,
  ) {}

  /** Today's and the next two days' slots of the zone, by time. */
  async offered(zone: Zone, now = new Date()): Promise<DeliverySlot[]> {
    const planned = slotsOf(zone, now, this.env.SHOP_TIME_ZONE);
    if (!planned.length) return [];
    const taken = await this.places.takenIn(planned.map((slot) => slot._id));
    return planned.map((slot) => toDeliverySlot(slot, taken.get(slot._id) ?? 0, now));
  }

  /** The slot an id names, planned: undefined when its zone does not offer it (any more). */
  async planned(slotId: string, now = new Date()): Promise<{ zone: Zone; slot: PlannedSlot } | undefined> {
    const key = slotKeyOf(slotId);
    const zone = await this.zones.byId(key.zoneId);
    const slot = zone?.active ? slotOf(zone, key, now, this.env.SHOP_TIME_ZONE) : undefined;
    return zone && slot ? { zone, slot } : undefined;
  }

  /** The slot as it stands now, or undefined when it is not offered; `counted` false leaves its places unread (as if none were taken). */
  async current(slotId: string, now = new Date(), counted = true): Promise<DeliverySlot | undefined> {
    const found = await this.planned(slotId, now);
    if (!found) return undefined;
    const taken = counted ? ((await this.places.takenIn([slotId])).get(slotId) ?? 0) : 0;
    return toDeliverySlot(found.slot, taken, now);
  }
}
