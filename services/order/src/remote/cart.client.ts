import { Inject, Injectable } from '@nestjs/common';
import { CartLine, CartRpc, OrderPlacedPayload, RpcClient } from '@shop/common';
import { ORDER_ENV, OrderEnv } from '../config';

/** The cart service: the source of truth for what the shopper is buying. */
@Injectable()
export class CartClient {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(ORDER_ENV) private readonly env: OrderEnv,
  ) {}

  linesOf(userId: string): Promise<CartLine[]> {
    return this.rpc.request(CartRpc.linesOfUser, { userId }, this.env.RPC_TIMEOUT_MS);
  }

  /** Takes an order's lines out of its buyer's cart now, so the next cart read is already empty. */
  async removeOrdered(order: OrderPlacedPayload): Promise<void> {
    await this.rpc.request(CartRpc.removeOrdered, order, this.env.RPC_TIMEOUT_MS);
  }
}
