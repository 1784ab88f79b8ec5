import { AddressRules, AddressText } from './address-text';

export class CreateAddressDto {
  @AddressText(AddressRules.address_line)
  address_line: string;

  @AddressText(AddressRules.city)
  city: string;

  @AddressText(AddressRules.state)
  state: string;

  @AddressText(AddressRules.country)
  country: string;

  @AddressText(AddressRules.pincode)
  pincode: string;

  @AddressText(AddressRules.mobile)
  mobile: string;
}
