import { Inject, Injectable } from '@nestjs/common';
import { OrderRpc, ReservationOutcome, RpcClient } from '@shop/common';
import { DELIVERY_ENV, DeliveryEnv } from '../config';

@Injectable()
export class OrderClient {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(DELIVERY_ENV) private readonly env: DeliveryEnv,
  ) {}

  /** Whether the order behind an expired booking wants its place kept, released, or more time. */
  reservationOutcome(orderId: string): Promise<ReservationOutcome> {
    return this.rpc.request(OrderRpc.reservationOutcome, { orderId }, this.env.RPC_TIMEOUT_MS);
  }
}
