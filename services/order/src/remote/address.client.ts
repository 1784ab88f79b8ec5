import { Inject, Injectable } from '@nestjs/common';
import { AddressRpc, DeliveryAddress, RpcClient } from '@shop/common';
import { ORDER_ENV, OrderEnv } from '../config';

@Injectable()
export class AddressClient {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(ORDER_ENV) private readonly env: OrderEnv,
  ) {}

  /** The address, when it is the user's and active; the address service answers 404 otherwise. */
  activeAddressOf(userId: string, addressId: string): Promise<DeliveryAddress> {
    return this.rpc.request(AddressRpc.addressOfUser, { addressId, userId }, this.env.RPC_TIMEOUT_MS);
  }
}
