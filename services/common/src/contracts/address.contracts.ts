import { schema } from '../http/openapi';

export const AddressRpc = {
  /** { addressId, userId } → DeliveryAddress; 404 unless the address is the user's and active. */
  addressOfUser: 'address.address-of-user',
} as const;

export interface DeliveryAddress {
  _id: string;
  userId: string;
  address_line: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  mobile: string;
}

/** The address fields every answer that carries an address shows (OpenAPI): saved addresses and orders. */
export const DELIVERY_ADDRESS_FIELDS = {
  _id: schema.id,
  address_line: schema.string,
  city: schema.string,
  state: schema.string,
  country: schema.string,
  pincode: schema.string,
  mobile: schema.string,
};
