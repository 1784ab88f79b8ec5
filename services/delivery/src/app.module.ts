import { DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CoreModule } from '@shop/common';
import { BookingSweeper } from './bookings/booking-sweeper';
import { BOOKING_SLOT_MODEL, bookingSlotSchema } from './bookings/booking-slot.schema';
import { BookingsService } from './bookings/bookings.service';
import { SLOT_PLACE_MODEL, slotPlaceSchema } from './bookings/slot-place.schema';
import { SlotPlaces } from './bookings/slot-places';
import { DELIVERY_ENV, DeliveryEnv } from './config';
import { DeliveryAdminController } from './http/delivery-admin.controller';
import { DeliveryController } from './http/delivery.controller';
import { OrderEventsHandler } from './integration-events/order-events.handler';
import { QuoteService } from './quote/quote.service';
import { OrderClient } from './remote/order.client';
import { DeliveryRpcHandler } from './rpc/delivery-rpc.handler';
import { SlotsService } from './slots/slots.service';
import { DemoZoneSeeder } from './zones/demo-zone.seeder';
import { ZONE_MODEL, zoneSchema } from './zones/zone.schema';
import { ZonesService } from './zones/zones.service';

@Module({})
export class AppModule {
  static withEnv(env: DeliveryEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forService({ service: 'delivery', env, mongo: true }),
        MongooseModule.forFeature([
          { name: ZONE_MODEL, schema: zoneSchema },
          { name: SLOT_PLACE_MODEL, schema: slotPlaceSchema },
          { name: BOOKING_SLOT_MODEL, schema: bookingSlotSchema },
        ]),
      ],
      controllers: [DeliveryController, DeliveryAdminController],
      providers: [
        { provide: DELIVERY_ENV, useValue: env },
        ZonesService,
        DemoZoneSeeder,
        SlotsService,
        SlotPlaces,
        BookingsService,
        QuoteService,
        OrderClient,
        DeliveryRpcHandler,
        OrderEventsHandler,
        BookingSweeper,
      ],
    };
  }
}
