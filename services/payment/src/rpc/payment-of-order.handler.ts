import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { FulfilmentRpc, RpcServer } from '@shop/common';
import { PaymentsService } from '../payments/payments.service';

/** Serves payment.payment-of-order to the order service: an order's payment as an admin sees it, refunds included. */
@Injectable()
export class PaymentOfOrderHandler implements OnApplicationBootstrap {
  constructor(
    private readonly rpc: RpcServer,
    private readonly payments: PaymentsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.rpc.handle(FulfilmentRpc.paymentOfOrder, ({ orderId }) => this.payments.ofOrder(orderId));
  }
}
