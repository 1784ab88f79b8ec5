import { Injectable } from '@nestjs/common';
import { OrderRpc, ReservationOutcome, RpcClient } from '@shop/common';

const TIMEOUT_MS = 5_000;

@Injectable()
export class OrderClient {
  constructor(private readonly rpc: RpcClient) {}

  /** Whether the order behind an expired reservation wants its stock kept, released, or more time. */
  reservationOutcome(orderId: string): Promise<ReservationOutcome> {
    return this.rpc.request(OrderRpc.reservationOutcome, { orderId }, TIMEOUT_MS);
  }
}
