import { defineError } from '../errors/domain-error';

// Beside the contracts: address.address-of-user refuses with it, and the order service passes it on.

export class AddressNotFound extends defineError('ADDRESS_NOT_FOUND', 404) {
  constructor() {
    super('Address not found');
  }
}
