import { DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CoreModule } from '@shop/common';
import { CartClaim, CartClaimSchema } from './cart-claims/cart-claim.schema';
import { CartClaims } from './cart-claims/cart-claims.service';
import { CheckoutController } from './checkout/checkout.controller';
import { CheckoutService } from './checkout/checkout.service';
import { OrderIdempotency } from './checkout/order-idempotency';
import { ORDER_ENV, OrderEnv } from './config';
import { PaymentEventsHandler } from './integration-events/payment-events.handler';
import { PlacedOrdersHandler } from './integration-events/placed-orders.handler';
import { Order, OrderSchema } from './orders/order.schema';
import { OrdersController } from './orders/orders.controller';
import { OrdersService } from './orders/orders.service';
import { OrderSweeper } from './orders/order-sweeper';
import { AddressClient } from './remote/address.client';
import { CartClient } from './remote/cart.client';
import { CatalogClient } from './remote/catalog.client';
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
          { name: Order.name, schema: OrderSchema },
          { name: CartClaim.name, schema: CartClaimSchema },
        ]),
      ],
      controllers: [CheckoutController, OrdersController],
      providers: [
        { provide: ORDER_ENV, useValue: env },
        CartClient,
        AddressClient,
        CatalogClient,
        PaymentClient,
        CartClaims,
        OrdersService,
        OrderSweeper,
        OrderIdempotency,
        CheckoutService,
        PaymentEventsHandler,
        PlacedOrdersHandler,
        ReservationOutcomeHandler,
      ],
    };
  }
}
