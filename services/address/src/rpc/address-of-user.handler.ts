import { BadRequestException, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { AddressRpc, DeliveryAddress, RpcServer } from '@shop/common';
import { AddressService } from '../address/address.service';

interface AddressOfUserRequest {
  addressId?: unknown;
  userId?: unknown;
}

/** Serves address.address-of-user: the order service delivers only to the buyer's own, active address. */
@Injectable()
export class AddressOfUserHandler implements OnApplicationBootstrap {
  constructor(
    private readonly rpc: RpcServer,
    private readonly addresses: AddressService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.rpc.handle<AddressOfUserRequest, DeliveryAddress>(AddressRpc.addressOfUser, (request) => this.handle(request));
  }

  async handle(request: AddressOfUserRequest): Promise<DeliveryAddress> {
    if (typeof request?.userId !== 'string' || !request.userId) throw new BadRequestException('userId is required');
    if (typeof request.addressId !== 'string') throw new BadRequestException('addressId is required');
    return this.addresses.deliveryAddress(request.userId, request.addressId);
  }
}
