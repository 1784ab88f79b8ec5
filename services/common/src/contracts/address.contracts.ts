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
