import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { AddressRpc, RpcServer } from '@shop/common';
import { AddressService } from '../address/address.service';

/** Serves address.address-of-user: the order service delivers only to the buyer's own, active address. */
@Injectable()
export class AddressOfUserHandler implements OnApplicationBootstrap {
  constructor(
    private readonly rpc: RpcServer,
    private readonly addresses: AddressService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.rpc.handle(AddressRpc.addressOfUser, ({ userId, addressId }) =>
      this.addresses.deliveryAddress(userId, addressId),
    );
  }
}
