import { Inject, Injectable } from '@nestjs/common';
import { CartLine, CartRpc, RpcClient } from '@shop/common';
import { ORDER_ENV, OrderEnv } from '../config';

/** The cart service: the source of truth for what the shopper is buying. */
@Injectable()
export class CartClient {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(ORDER_ENV) private readonly env: OrderEnv,
  ) {}

  linesOf(userId: string): Promise<CartLine[]> {
    return this.rpc.request<CartLine[]>(CartRpc.linesOfUser, { userId }, this.env.RPC_TIMEOUT_MS);
  }
}
