import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { FulfilmentRpc, RpcServer } from '@shop/common';
import { StaffRoles } from '../staff/staff-roles.service';
import { UsersService } from '../users/users.service';

/**
 * Serves identity's request/response routes to the other services: the order service copies the
 * buyer's contact onto each order it makes and its rider's when an admin gives it one
 * (contracts/fulfilment.contracts.ts).
 */
@Injectable()
export class UserContactHandler implements OnApplicationBootstrap {
  constructor(
    private readonly rpc: RpcServer,
    private readonly users: UsersService,
    private readonly staff: StaffRoles,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.rpc.handle(FulfilmentRpc.userContact, ({ userId }) => this.users.contactOf(userId));
    await this.rpc.handle(FulfilmentRpc.staffMember, ({ email }) => this.staff.member(email));
  }
}
