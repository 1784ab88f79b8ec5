import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { CartRpc, RpcServer } from '@shop/common';
import { CartService } from '../cart/cart.service';

/** Serves cart.remove-ordered: the order service empties the cart before it answers the shopper. */
@Injectable()
export class RemoveOrderedHandler implements OnApplicationBootstrap {
  constructor(
    private readonly rpc: RpcServer,
    private readonly cart: CartService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.rpc.handle(CartRpc.removeOrdered, async ({ userId, orderId, lines }) => {
      await this.cart.removeOrdered(userId, orderId, lines);
      return { cleared: true } as const;
    });
  }
}
