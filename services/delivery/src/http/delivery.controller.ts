import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiAnswer, ok, Public, schema } from '@shop/common';
import { PINCODE_CHECK, SLOT } from '../api-answers';
import { DELIVERY_ENV, DeliveryEnv } from '../config';
import { SlotsService } from '../slots/slots.service';
import { ZonesService } from '../zones/zones.service';
import { PincodeQueryDto } from './dto/pincode-query.dto';
import { checkMessage } from './pincode-check';
import { pincodeOf } from './pincode';
import { slotAnswer } from './slot-answer';

/** Where and when the shop delivers: asked before anything is in the cart, so open to everyone. */
@Controller('api/delivery')
export class DeliveryController {
  constructor(
    private readonly zones: ZonesService,
    private readonly slots: SlotsService,
    @Inject(DELIVERY_ENV) private readonly env: DeliveryEnv,
  ) {}

  @Get('check')
  @Public()
  @ApiAnswer(PINCODE_CHECK)
  async check(@Query() query: PincodeQueryDto) {
    const pincode = pincodeOf(query.pincode);
    const now = new Date();
    const { zone, configured } = await this.zones.zoneFor(pincode);
    const serviceable = !configured || Boolean(zone);
    const express = zone?.express ? { etaMinutes: zone.express.etaMinutes } : null;
    const nextSlot = zone
      ? ((await this.slots.offered(zone, now)).find((slot) => slot.status === 'OPEN') ?? null)
      : null;
    const message = checkMessage(
      pincode,
      { serviceable, express, nextSlot, zoned: Boolean(zone) },
      now,
      this.env.SHOP_TIME_ZONE,
    );
    return ok(
      {
        pincode,
        serviceable,
        zone: zone ? { name: zone.name } : null,
        express,
        nextSlot: nextSlot && slotAnswer(nextSlot),
        message,
      },
      message,
    );
  }

  @Get('slots')
  @Public()
  @ApiAnswer(schema.array(SLOT))
  async slotsAt(@Query() query: PincodeQueryDto) {
    const pincode = pincodeOf(query.pincode);
    const { zone } = await this.zones.zoneFor(pincode);
    const slots = zone ? await this.slots.offered(zone) : [];
    return ok(slots.map(slotAnswer), 'Delivery slots');
  }
}
