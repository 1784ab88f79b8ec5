import { AddressIdDto } from './address-id.dto';
import { AddressRules, OptionalAddressText } from './address-text';

/** The client also sends userId: the validation pipe drops it, the owner is always the caller. */
export class UpdateAddressDto extends AddressIdDto {
  @OptionalAddressText(AddressRules.address_line)
  address_line?: string;

  @OptionalAddressText(AddressRules.city)
  city?: string;

  @OptionalAddressText(AddressRules.state)
  state?: string;

  @OptionalAddressText(AddressRules.country)
  country?: string;

  @OptionalAddressText(AddressRules.pincode)
  pincode?: string;

  @OptionalAddressText(AddressRules.mobile)
  mobile?: string;
}
