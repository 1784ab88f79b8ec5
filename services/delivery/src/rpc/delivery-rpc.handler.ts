import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DeliveryRpc, RpcServer } from '@shop/common';
import { BookingsService } from '../bookings/bookings.service';
import { QuoteService } from '../quote/quote.service';

/** Serves the delivery service's request/response routes (contracts/delivery.contracts.ts) to the order service. */
@Injectable()
export class DeliveryRpcHandler implements OnApplicationBootstrap {
  constructor(
    private readonly rpc: RpcServer,
    private readonly quotes: QuoteService,
    private readonly bookings: BookingsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await Promise.all([
      this.rpc.handle(DeliveryRpc.quote, (request) => this.quotes.quote(request)),
      this.rpc.handle(DeliveryRpc.book, (request) => this.bookings.book(request)),
      this.rpc.handle(DeliveryRpc.release, async ({ bookingId, slotId }) => ({
        released: await this.bookings.release(bookingId, slotId),
      })),
    ]);
  }
}
