import { BadRequestException, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { CartLine, CartRpc, RpcServer } from '@shop/common';
import { CartService } from '../cart/cart.service';

/** Serves cart.lines-of-user: the order service checks out what the user's cart holds. */
@Injectable()
export class LinesOfUserHandler implements OnApplicationBootstrap {
  constructor(
    private readonly rpc: RpcServer,
    private readonly cart: CartService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.rpc.handle<{ userId?: unknown }, CartLine[]>(CartRpc.linesOfUser, (request) => this.handle(request));
  }

  handle(request: { userId?: unknown }): Promise<CartLine[]> {
    if (typeof request?.userId !== 'string' || !request.userId) throw new BadRequestException('userId is required');
    return this.cart.linesOfUser(request.userId);
  }
}
