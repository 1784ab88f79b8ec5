import { Module } from '@nestjs/common';
import { CatalogClient } from '../remote/catalog.client';
import { CartOwnerInterceptor } from '../guest/cart-owner.interceptor';
import { OrderEventsHandler } from '../integration-events/order-events.handler';
import { ProductEventsHandler } from '../integration-events/product-events.handler';
import { LinesOfUserHandler } from '../rpc/lines-of-user.handler';
import { RemoveOrderedHandler } from '../rpc/remove-ordered.handler';
import { CartChanges } from './cart-changes';
import { CartController } from './cart.controller';
import { CartService } from './cart.service';
import { CartStore } from './cart.store';

@Module({
  controllers: [CartController],
  providers: [
    CartStore,
    CartService,
    CartChanges,
    CatalogClient,
    CartOwnerInterceptor,
    ProductEventsHandler,
    OrderEventsHandler,
    LinesOfUserHandler,
    RemoveOrderedHandler,
  ],
})
export class CartModule {}
