import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { OrderRpc, RpcServer } from '@shop/common';
import { ORDER_ENV, OrderEnv } from '../config';
import { OrdersService } from '../orders/orders.service';

/** Answers the catalog's question about a stock reservation that reached its expiry unconfirmed. */
@Injectable()
export class ReservationOutcomeHandler implements OnApplicationBootstrap {
  constructor(
    private readonly rpc: RpcServer,
    private readonly orders: OrdersService,
    @Inject(ORDER_ENV) private readonly env: OrderEnv,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.rpc.handle(OrderRpc.reservationOutcome, ({ orderId }) =>
      this.orders.reservationOutcome(orderId, new Date(Date.now() - this.env.ORDER_RESERVING_TIMEOUT_SECONDS * 1000)),
    );
  }
}
