import { z } from 'zod';
import { schema } from '../http/openapi';
import { defineRpc, ResponseOf } from './contract';

const deliveryAddressSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  address_line: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  pincode: z.string(),
  mobile: z.string(),
});

export const AddressRpc = {
  /** 404 unless the address is the user's and active. */
  addressOfUser: defineRpc(
    'address.address-of-user',
    z.object({
      addressId: z.string().regex(/^[0-9a-f]{24}$/i, 'not a valid identifier'),
      userId: z.string().min(1, 'required'),
    }),
    deliveryAddressSchema,
  ),
} as const;

export type DeliveryAddress = ResponseOf<typeof AddressRpc.addressOfUser>;

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
