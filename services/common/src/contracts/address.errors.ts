import { defineError } from '../errors/domain-error';

// Beside the contracts: address.address-of-user refuses with it, and the order service passes it on.

export class AddressNotFound extends defineError('ADDRESS_NOT_FOUND', 404) {
  constructor() {
    super('Address not found');
  }
}

/** A shopper keeps at most this many addresses at once (each is listed at every checkout). */
export class TooManyAddresses extends defineError('TOO_MANY_ADDRESSES', 422) {
  constructor(most: number) {
    super(`You can keep at most ${most} addresses; remove one you no longer use first`, { max: most });
  }
}
