import { randomInt } from 'node:crypto';
import { ApiClient } from './api-client';
import { expectOk } from './shop-fixtures';
import { signInAdmin } from './users';

/** A delivery zone as the admin API takes it (amounts decimal; null turns a fee off). */
export interface ZoneSpec {
  name?: string;
  pincodes: string[];
  express?: { etaMinutes: number; fee: number } | null;
  slotTemplates?: {
    days: number[];
    start: string;
    end: string;
    capacity: number;
    cutoffMinutes: number;
    fee: number;
  }[];
  fees?: Partial<
    Record<'minimumOrder' | 'deliveryFee' | 'freeDeliveryAbove' | 'smallCartBelow' | 'smallCartFee', number | null>
  >;
}

export interface SlotView {
  _id: string;
  date: string;
  start: string;
  end: string;
  status: 'OPEN' | 'FULL' | 'CLOSED';
  remaining: number;
  capacity: number;
  fee: number;
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const NO_FEES = {
  minimumOrder: null,
  deliveryFee: null,
  freeDeliveryAbove: null,
  smallCartBelow: null,
  smallCartFee: null,
};

/**
 * Delivery zones of a suite's own, each for a pincode nobody else uses (the 7xxxxx series, inside the
 * demo zone, which a zone created later overrides), deactivated when the suite is done.
 */
export class DeliveryZones {
  private readonly created: string[] = [];

  private constructor(readonly admin: ApiClient) {}

  static async create(): Promise<DeliveryZones> {
    return new DeliveryZones(await signInAdmin());
  }

  /** A pincode of the suite's own. */
  static pincode(): string {
    return `7${String(randomInt(0, 100_000)).padStart(5, '0')}`;
  }

  /** Creates the zone; slots from 06:00 to 22:00 every day when none are given. */
  async zone(spec: ZoneSpec): Promise<{ _id: string; updatedAt: string } & Record<string, unknown>> {
    const response = await this.admin.post('/api/delivery/admin/zones', {
      name: spec.name ?? `e2e zone ${spec.pincodes[0]}`,
      pincodes: spec.pincodes,
      active: true,
      express: spec.express ?? null,
      slotTemplates: spec.slotTemplates ?? [
        { days: EVERY_DAY, start: '06:00', end: '14:00', capacity: 20, cutoffMinutes: 30, fee: 0 },
        { days: EVERY_DAY, start: '14:00', end: '22:00', capacity: 20, cutoffMinutes: 30, fee: 0 },
      ],
      fees: { ...NO_FEES, ...spec.fees },
    });
    expectOk(response, 'create delivery zone');
    this.created.push(response.body.data._id);
    return response.body.data;
  }

  async update(zone: { _id: string; updatedAt: string }, spec: ZoneSpec): Promise<void> {
    const response = await this.admin.put('/api/delivery/admin/zones', {
      _id: zone._id,
      updatedAt: zone.updatedAt,
      name: spec.name ?? `e2e zone ${spec.pincodes[0]}`,
      pincodes: spec.pincodes,
      active: true,
      express: spec.express ?? null,
      slotTemplates: spec.slotTemplates ?? [],
      fees: { ...NO_FEES, ...spec.fees },
    });
    expectOk(response, 'update delivery zone');
  }

  /** The slots offered at the pincode, by time. */
  async slots(pincode: string): Promise<SlotView[]> {
    const response = await new ApiClient().get(`/api/delivery/slots?pincode=${pincode}`);
    expectOk(response, 'delivery slots');
    return response.body.data;
  }

  /** The first slot taking orders at the pincode. */
  async openSlot(pincode: string): Promise<SlotView> {
    const open = (await this.slots(pincode)).find((slot) => slot.status === 'OPEN');
    if (!open) throw new Error(`no open slot at ${pincode}`);
    return open;
  }

  async slot(pincode: string, slotId: string): Promise<SlotView> {
    const found = (await this.slots(pincode)).find((slot) => slot._id === slotId);
    if (!found) throw new Error(`slot ${slotId} is not offered at ${pincode}`);
    return found;
  }

  /** Deactivates every zone this suite created. */
  async removeAll(): Promise<void> {
    for (const _id of this.created.splice(0))
      expectOk(await this.admin.delete('/api/delivery/admin/zones', { _id }), 'deactivate delivery zone');
  }
}
