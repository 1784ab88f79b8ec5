import { BadRequestException, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { CartRpc, OrderPlacedPayload, RpcServer } from '@shop/common';
import { CartService } from '../cart/cart.service';
import { orderedLinesOf } from '../cart/ordered-lines';

/** Serves cart.remove-ordered: the order service empties the cart before it answers the shopper. */
@Injectable()
export class RemoveOrderedHandler implements OnApplicationBootstrap {
  constructor(
    private readonly rpc: RpcServer,
    private readonly cart: CartService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.rpc.handle<Partial<OrderPlacedPayload>, { cleared: true }>(CartRpc.removeOrdered, (request) => this.handle(request));
  }

  async handle(request: Partial<OrderPlacedPayload>): Promise<{ cleared: true }> {
    const ordered = orderedLinesOf(request);
    if (!ordered) throw new BadRequestException('orderId, userId and lines are required');
    await this.cart.removeOrdered(ordered.userId, ordered.orderId, ordered.lines);
    return { cleared: true };
  }
}
