import type { RiderOrder } from '../../api/types';

type DeliveryAddress = RiderOrder['delivery_address'];

/** The address on one line, as a person reads it and a maps search finds it. */
export const addressLine = (address: DeliveryAddress): string =>
  [address.address_line, address.city, `${address.state} ${address.pincode}`.trim(), address.country]
    .filter(Boolean)
    .join(', ');

/** Google Maps' search for the address: opens the maps app on a phone, the site on a desktop. */
export const mapsUrl = (address: DeliveryAddress): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine(address))}`;

/** A number to dial: spaces and dashes dropped, a leading + kept. */
export const telUrl = (mobile: string): string => `tel:${mobile.replace(/[^\d+]/g, '')}`;
