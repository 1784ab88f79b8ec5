import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { PaymentRpc, RpcServer } from '@shop/common';
import { CheckoutSessionsService } from '../checkout-sessions/checkout-sessions.service';

/** Serves payment.create-checkout-session to the order service. */
@Injectable()
export class CreateCheckoutSessionHandler implements OnApplicationBootstrap {
  constructor(
    private readonly rpc: RpcServer,
    private readonly sessions: CheckoutSessionsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.rpc.handle(PaymentRpc.createCheckoutSession, (request) => this.sessions.open(request));
  }
}
