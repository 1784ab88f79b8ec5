import { Inject, Injectable } from '@nestjs/common';
import {
  CheckoutSession,
  CheckoutSessionRequest,
  FulfilmentRpc,
  OrderPayment,
  PaymentRpc,
  RpcClient,
} from '@shop/common';
import { ORDER_ENV, OrderEnv } from '../config';

@Injectable()
export class PaymentClient {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(ORDER_ENV) private readonly env: OrderEnv,
  ) {}

  createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession> {
    return this.rpc.request(PaymentRpc.createCheckoutSession, request, this.env.PAYMENT_RPC_TIMEOUT_MS);
  }

  /** The payment of an order (card orders), or null when it has none. */
  paymentOf(orderId: string): Promise<OrderPayment | null> {
    return this.rpc.request(FulfilmentRpc.paymentOfOrder, { orderId }, this.env.RPC_TIMEOUT_MS);
  }
}
