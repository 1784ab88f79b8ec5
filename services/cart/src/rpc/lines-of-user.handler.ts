import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { CartRpc, RpcServer } from '@shop/common';
import { CartService } from '../cart/cart.service';

/** Serves cart.lines-of-user: the order service checks out what the user's cart holds. */
@Injectable()
export class LinesOfUserHandler implements OnApplicationBootstrap {
  constructor(
    private readonly rpc: RpcServer,
    private readonly cart: CartService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.rpc.handle(CartRpc.linesOfUser, ({ userId }) => this.cart.linesOfUser(userId));
  }
}
