import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { AddressNotFound, DeliveryAddress, NothingToUpdate, toObjectId, TooManyAddresses } from '@shop/common';
import { Model } from 'mongoose';
import { Address } from './address.schema';
import { AddressView, toAddressView, toDeliveryAddress } from './address.view';
import { CreateAddressDto } from './dto/create-address.dto';
import { UpdateAddressDto } from './dto/update-address.dto';

/** Active addresses one shopper may keep (new ones are also rate-limited per user at the gateway). */
export const MAX_ACTIVE_ADDRESSES = 50;

/** Every query filters by the caller's id: another user's address is simply not found (404). */
@Injectable()
export class AddressService {
  constructor(@InjectModel(Address.name) private readonly addresses: Model<Address>) {}

  async create(userId: string, fields: CreateAddressDto): Promise<AddressView> {
    // Counted, not booked: only the shopper's own parallel calls could pass it, and by a few at most.
    if ((await this.addresses.countDocuments({ userId, status: true })) >= MAX_ACTIVE_ADDRESSES) {
      throw new TooManyAddresses(MAX_ACTIVE_ADDRESSES);
    }
    const created = await this.addresses.create({ ...fields, userId, status: true });
    return toAddressView(created.toObject());
  }

  /** The user's active addresses, newest first. */
  async listActive(userId: string): Promise<AddressView[]> {
    const found = await this.addresses.find({ userId, status: true }).sort({ createdAt: -1, _id: -1 }).lean();
    return found.map(toAddressView);
  }

  /** Changes the given fields of one of the user's active addresses. */
  async update(userId: string, { _id, ...fields }: UpdateAddressDto): Promise<AddressView> {
    const id = toObjectId(_id, '_id');
    const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    if (!Object.keys(changes).length) throw new NothingToUpdate('Nothing to update: send at least one address field');
    // updateOne + findOne: FerretDB cannot run findOneAndUpdate with a projection.
    const { matchedCount } = await this.addresses.updateOne({ _id: id, userId, status: true }, { $set: changes });
    if (!matchedCount) throw new AddressNotFound();
    return toAddressView((await this.addresses.findById(id).lean())!);
  }

  /** Soft delete: the address stays stored (orders may refer to it) and disappears from the list. */
  async disable(userId: string, addressId: string): Promise<void> {
    const { matchedCount } = await this.addresses.updateOne(
      { _id: toObjectId(addressId, '_id'), userId },
      { $set: { status: false } },
    );
    if (!matchedCount) throw new AddressNotFound();
  }

  /** For the order service: the address must be the user's and active. */
  async deliveryAddress(userId: string, addressId: string): Promise<DeliveryAddress> {
    const found = await this.addresses
      .findOne({ _id: toObjectId(addressId, 'addressId'), userId, status: true })
      .lean();
    if (!found) throw new AddressNotFound();
    return toDeliveryAddress(found);
  }
}
