import type { DomainError } from '@shop/common';
import { randomUUID } from 'node:crypto';
import mongoose, { Connection, Model, Types } from 'mongoose';
import { Address, AddressSchema } from './address.schema';
import { AddressService, MAX_ACTIVE_ADDRESSES } from './address.service';

// Runs against the local FerretDB, in a database of its own that is dropped afterwards.
const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';

const fields = {
  address_line: '1 Main Road',
  city: 'Pune',
  state: 'MH',
  country: 'India',
  pincode: '411001',
  mobile: '9876543210',
};

describe('AddressService', () => {
  let connection: Connection;
  let model: Model<Address>;
  let service: AddressService;

  beforeAll(async () => {
    connection = await mongoose
      .createConnection(MONGO_URL, { dbName: `test_address_${randomUUID().slice(0, 8)}` })
      .asPromise();
    model = connection.model(Address.name, AddressSchema);
    await model.init();
    service = new AddressService(model);
  });

  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  const statusOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'resolved',
      (error: DomainError) => error.status,
    );

  it('lists only the owner’s active addresses, newest first', async () => {
    const first = await service.create('alice', { ...fields, city: 'First' });
    const second = await service.create('alice', { ...fields, city: 'Second' });
    const removed = await service.create('alice', { ...fields, city: 'Removed' });
    await service.create('bob', { ...fields, city: 'Bob’s' });
    await service.disable('alice', removed._id);

    const list = await service.listActive('alice');
    expect(list.map((address) => address.city)).toEqual(['Second', 'First']);
    expect(list[0]).toMatchObject({ _id: second._id, userId: 'alice', status: true, ...fields, city: 'Second' });
    expect(list.map((address) => address._id)).toContain(first._id);
  });

  it('keeps a disabled address stored with status false', async () => {
    const address = await service.create('carol', fields);
    await service.disable('carol', address._id);
    await service.disable('carol', address._id);
    expect(await model.findById(address._id).lean()).toMatchObject({ status: false, city: 'Pune' });
  });

  it('updates only the owner’s address and only the fields sent', async () => {
    const address = await service.create('dave', fields);
    const updated = await service.update('dave', { _id: address._id, city: 'Mumbai' });
    expect(updated).toMatchObject({ ...fields, city: 'Mumbai', userId: 'dave' });
    expect(await statusOf(service.update('eve', { _id: address._id, city: 'Stolen' }))).toBe(404);
    expect((await model.findById(address._id).lean())?.city).toBe('Mumbai');
  });

  it('answers 404 for another user’s address and 400 for a malformed id', async () => {
    const address = await service.create('frank', fields);
    expect(await statusOf(service.disable('grace', address._id))).toBe(404);
    expect(await statusOf(service.deliveryAddress('grace', address._id))).toBe(404);
    expect(await statusOf(service.disable('frank', 'not-an-id'))).toBe(400);
    expect(await statusOf(service.update('frank', { _id: address._id }))).toBe(400);
    expect(await statusOf(service.disable('frank', new Types.ObjectId().toHexString()))).toBe(404);
  });

  it('gives the delivery address only while it is active', async () => {
    const address = await service.create('heidi', fields);
    expect(await service.deliveryAddress('heidi', address._id)).toEqual({
      _id: address._id,
      userId: 'heidi',
      ...fields,
    });
    await service.disable('heidi', address._id);
    expect(await statusOf(service.deliveryAddress('heidi', address._id))).toBe(404);
    expect(await statusOf(service.update('heidi', { _id: address._id, city: 'Back' }))).toBe(404);
  });

  it('keeps at most MAX_ACTIVE_ADDRESSES active addresses per shopper; removing one makes room', async () => {
    const owner = `many-${randomUUID()}`;
    const made = [];
    for (let i = 0; i < MAX_ACTIVE_ADDRESSES; i++) made.push(await service.create(owner, fields));
    expect(await statusOf(service.create(owner, fields))).toBe(422);
    expect(await statusOf(service.create('someone-else', fields))).toBe('resolved');
    await service.disable(owner, made[0]._id);
    expect(await statusOf(service.create(owner, fields))).toBe('resolved');
  });
});
