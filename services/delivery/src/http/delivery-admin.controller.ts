import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { ApiAnswer, ok, Staff, schema } from '@shop/common';
import { MOVED, SLOT_BOOKINGS, ZONE } from '../api-answers';
import { BookingsService } from '../bookings/bookings.service';
import { SlotsService } from '../slots/slots.service';
import { UpdateZoneDto, ZoneDto, ZoneIdDto } from '../zones/dto/zone.dto';
import { zoneFieldsOf } from '../zones/zone-rules';
import { toZoneView } from '../zones/zone.view';
import { ZonesService } from '../zones/zones.service';
import { MoveBookingDto, SlotIdQueryDto } from './dto/booking.dto';
import { slotAnswer } from './slot-answer';

/** The admin's side of delivery: zones (where, how fast, slots, fees) and the orders booked in a slot. */
@Controller('api/delivery/admin')
export class DeliveryAdminController {
  constructor(
    private readonly zones: ZonesService,
    private readonly slots: SlotsService,
    private readonly bookings: BookingsService,
  ) {}

  @Get('zones')
  @Staff('manager')
  @ApiAnswer(schema.array(ZONE))
  async list() {
    return ok((await this.zones.list()).map(toZoneView), 'Delivery zones');
  }

  @Post('zones')
  @Staff('manager')
  @ApiAnswer(ZONE)
  async create(@Body() body: ZoneDto) {
    return ok(toZoneView(await this.zones.create(zoneFieldsOf(body))), 'Delivery zone created');
  }

  @Put('zones')
  @Staff('manager')
  @ApiAnswer(ZONE)
  async update(@Body() body: UpdateZoneDto) {
    const { _id, updatedAt, ...fields } = body;
    return ok(toZoneView(await this.zones.update(_id, updatedAt, zoneFieldsOf(fields))), 'Delivery zone updated');
  }

  @Delete('zones')
  @Staff('manager')
  @ApiAnswer(schema.object({ _id: schema.id }))
  async deactivate(@Body() body: ZoneIdDto) {
    await this.zones.deactivate(body._id);
    return ok({ _id: body._id }, 'Delivery zone deactivated');
  }

  @Get('bookings')
  @Staff('manager')
  @ApiAnswer(SLOT_BOOKINGS)
  async bookingsOf(@Query() query: SlotIdQueryDto) {
    const [slot, bookings] = await Promise.all([this.slots.current(query.slotId), this.bookings.inSlot(query.slotId)]);
    return ok({ slot: slot ? slotAnswer(slot) : null, bookings }, 'Orders in the slot');
  }

  @Put('move')
  @Staff('manager')
  @ApiAnswer(MOVED)
  async move(@Body() body: MoveBookingDto) {
    const moved = await this.bookings.move(body.orderId, body.slotId);
    return ok({ orderId: moved.bookingId, slot: slotAnswer(moved.slot) }, 'Order moved to the slot');
  }
}
