import { DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CoreModule } from '@shop/common';
import { AdminOrdersController } from './admin/admin-orders.controller';
import { RidersController } from './riders/riders.controller';
import { PackingController } from './packing/packing.controller';
import { PackingQueue } from './packing/packing-queue';
import { PackingService } from './packing/packing.service';
import { RiderRounds } from './riders/rider-rounds';
import { OrderSummary } from './admin/order-summary';
import { CartClaim, CartClaimSchema } from './cart-claims/cart-claim.schema';
import { CartClaims } from './cart-claims/cart-claims.service';
import { CheckoutController } from './checkout/checkout.controller';
import { CheckoutService } from './checkout/checkout.service';
import { OrderIdempotency } from './checkout/order-idempotency';
import { UnitsPerShopper } from './checkout/units-per-shopper';
import { ORDER_ENV, OrderEnv } from './config';
import { CountedChange, CountedChangeSchema, OrderCounter, OrderCounterSchema } from './counters/order-counter.schema';
import { OrderCounters } from './counters/order-counters';
import { AwaitingPayment } from './admin/awaiting-payment';
import { CreatedBlocks } from './orders/created-blocks';
import { FerretDbOrderPages } from './orders/ferretdb-order-pages';
import { MongoDbOrderPages } from './orders/mongodb-order-pages';
import { OrderPages } from './orders/order-pages';
import { OrderCountingHandler } from './integration-events/order-counting.handler';
import { RefundEventsHandler } from './integration-events/refund-events.handler';
import { BookingMovedHandler } from './integration-events/booking-moved.handler';
import { PaymentEventsHandler } from './integration-events/payment-events.handler';
import { PlacedOrdersHandler } from './integration-events/placed-orders.handler';
import { Order, orderSchemaFor } from './orders/order.schema';
import { OrdersController } from './orders/orders.controller';
import { OrdersService } from './orders/orders.service';
import { OrderSweeper } from './orders/order-sweeper';
import { OrderChanges } from './orders/order-changes.service';
import { OrderTransitions } from './orders/order-transitions';
import { AddressClient } from './remote/address.client';
import { CartClient } from './remote/cart.client';
import { CatalogClient } from './remote/catalog.client';
import { DeliveryClient } from './remote/delivery.client';
import { IdentityClient } from './remote/identity.client';
import { PaymentClient } from './remote/payment.client';
import { ReservationOutcomeHandler } from './rpc/reservation-outcome.handler';

@Module({})
export class AppModule {
  static withEnv(env: OrderEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forService({ service: 'order', env, mongo: true }),
        MongooseModule.forFeature([
          { name: Order.name, schema: orderSchemaFor(env.MONGO_ENGINE) },
          { name: CartClaim.name, schema: CartClaimSchema },
          { name: OrderCounter.name, schema: OrderCounterSchema },
          { name: CountedChange.name, schema: CountedChangeSchema },
        ]),
      ],
      controllers: [CheckoutController, OrdersController, AdminOrdersController, PackingController, RidersController],
      providers: [
        { provide: ORDER_ENV, useValue: env },
        CartClient,
        AddressClient,
        CatalogClient,
        DeliveryClient,
        PaymentClient,
        IdentityClient,
        CartClaims,
        OrdersService,
        OrderChanges,
        OrderTransitions,
        RiderRounds,
        PackingService,
        PackingQueue,
        OrderCounters,
        // The order lists, one implementation per engine (order-pages.ts); FerretDB's numbers its blocks in Redis.
        ...(env.MONGO_ENGINE === 'mongodb'
          ? [{ provide: OrderPages, useClass: MongoDbOrderPages }]
          : [{ provide: OrderPages, useClass: FerretDbOrderPages }, CreatedBlocks]),
        AwaitingPayment,
        OrderSummary,
        OrderSweeper,
        OrderIdempotency,
        UnitsPerShopper,
        CheckoutService,
        PaymentEventsHandler,
        PlacedOrdersHandler,
        RefundEventsHandler,
        BookingMovedHandler,
        OrderCountingHandler,
        ReservationOutcomeHandler,
      ],
    };
  }
}
