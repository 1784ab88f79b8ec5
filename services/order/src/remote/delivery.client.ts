import { Inject, Injectable } from '@nestjs/common';
import { DeliveryQuote, DeliveryQuoteRequest, DeliveryRpc, RpcClient } from '@shop/common';
import { ORDER_ENV, OrderEnv } from '../config';

@Injectable()
export class DeliveryClient {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(ORDER_ENV) private readonly env: OrderEnv,
  ) {}

  /** What delivering the items costs and whether it can be done as asked; problems are listed, not thrown. */
  quote(request: DeliveryQuoteRequest): Promise<DeliveryQuote> {
    return this.rpc.request(DeliveryRpc.quote, request, this.env.RPC_TIMEOUT_MS);
  }

  /**
   * Takes one unit of the slot's capacity for the order (409 SLOT_FULL or SLOT_CLOSED when it cannot).
   * The delivery service settles the booking itself after `expiresInSeconds` if nothing confirmed it.
   */
  async book(orderId: string, slotId: string, expiresInSeconds: number): Promise<void> {
    await this.rpc.request(DeliveryRpc.book, { bookingId: orderId, slotId, expiresInSeconds }, this.env.RPC_TIMEOUT_MS);
  }

  /** Hands the order's booking in `slotId` back (wherever an admin moved it since); repeating it has no further effect. */
  async release(orderId: string, slotId: string): Promise<void> {
    await this.rpc.request(DeliveryRpc.release, { bookingId: orderId, slotId }, this.env.RPC_TIMEOUT_MS);
  }
}
