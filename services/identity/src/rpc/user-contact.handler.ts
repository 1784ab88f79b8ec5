import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { FulfilmentRpc, RpcServer } from '@shop/common';
import { UsersService } from '../users/users.service';

/**
 * Serves identity's request/response routes to the other services: the order service copies the
 * buyer's contact onto each order it makes (contracts/fulfilment.contracts.ts).
 */
@Injectable()
export class UserContactHandler implements OnApplicationBootstrap {
  constructor(
    private readonly rpc: RpcServer,
    private readonly users: UsersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.rpc.handle(FulfilmentRpc.userContact, ({ userId }) => this.users.contactOf(userId));
  }
}
