import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DELIVERY_ENV, DeliveryEnv } from '../config';
import { rangesOf } from './pincode-ranges';
import { ZoneFields } from './zone-rules';
import { ZonesService } from './zones.service';

/** The demo zone's fixed id: replicas starting together add it once. */
export const DEMO_ZONE_ID = '64656d6f7a6f6e6530303031';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/**
 * Every civil pincode (the 9xxxxx series is the Army Postal Service's), express in 30 minutes and
 * 2-hour slots from 7 am to 9 pm, fees off: the spec's 'Free' delivery still shows, and an order with
 * no slot goes express, so the spec's own client keeps working.
 */
export const DEMO_ZONE: ZoneFields = {
  name: 'All of India (demo)',
  pincodes: ['100000-899999'],
  ranges: rangesOf(['100000-899999']),
  active: true,
  express: { etaMinutes: 30, fee: 0 },
  slotTemplates: Array.from({ length: 7 }, (_, index) => {
    const hour = 7 + index * 2;
    const time = (h: number) => `${String(h).padStart(2, '0')}:00`;
    return { days: EVERY_DAY, start: time(hour), end: time(hour + 2), capacity: 20, cutoffMinutes: 60, fee: 0 };
  }),
  fees: { minimumOrder: null, deliveryFee: null, freeDeliveryAbove: null, smallCartBelow: null, smallCartFee: null },
};

/** With DELIVERY_DEMO_ZONE, an empty zones collection gets the demo zone at start. */
@Injectable()
export class DemoZoneSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoZone');

  constructor(
    private readonly zones: ZonesService,
    @Inject(DELIVERY_ENV) private readonly env: DeliveryEnv,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.env.DELIVERY_DEMO_ZONE || !(await this.zones.isEmpty())) return;
    if (await this.zones.createOnce(DEMO_ZONE_ID, DEMO_ZONE)) this.logger.log(`demo zone '${DEMO_ZONE.name}' added`);
  }
}
