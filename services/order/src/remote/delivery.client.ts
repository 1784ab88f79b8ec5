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
   * Takes one unit of the slot's capacity for the order (409 SLOT_FULL or SLOT_CLOSED when it cannot):
   * final when taken, unless `holdSeconds` holds it until order.paid confirms it (the delivery service
   * settles it itself after that if nothing did). Past half the call's timeout the take is refused,
   * so one that arrives after this side gave up (and handed the booking back) holds nothing: half
   * leaves the two services' clocks that much room to differ.
   */
  async book(orderId: string, slotId: string, holdSeconds?: number): Promise<void> {
    const timeoutMs = this.env.RPC_TIMEOUT_MS;
    await this.rpc.request(
      DeliveryRpc.book,
      {
        bookingId: orderId,
        slotId,
        notAfter: Date.now() + Math.floor(timeoutMs / 2),
        ...(holdSeconds === undefined ? {} : { expiresInSeconds: holdSeconds }),
      },
      timeoutMs,
    );
  }

  /** Hands the order's booking in `slotId` back (wherever an admin moved it since); repeating it has no further effect. */
  async release(orderId: string, slotId: string): Promise<void> {
    await this.rpc.request(DeliveryRpc.release, { bookingId: orderId, slotId }, this.env.RPC_TIMEOUT_MS);
  }
}
