import type { DeliveryAddress } from '@shop/common';
import type { Address } from './address.schema';

export interface AddressView extends DeliveryAddress {
  status: boolean;
  createdAt: Date;
  updatedAt: Date;
}

type StoredAddress = Address & { _id: { toString(): string } };

export function toAddressView(address: StoredAddress): AddressView {
  return {
    ...toDeliveryAddress(address),
    status: address.status,
    createdAt: address.createdAt,
    updatedAt: address.updatedAt,
  };
}

export function toDeliveryAddress(address: StoredAddress): DeliveryAddress {
  return {
    _id: address._id.toString(),
    userId: address.userId,
    address_line: address.address_line,
    city: address.city,
    state: address.state,
    country: address.country,
    pincode: address.pincode,
    mobile: address.mobile,
  };
}
