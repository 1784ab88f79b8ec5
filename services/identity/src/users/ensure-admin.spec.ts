import { Role } from '@shop/common';
import type { DocumentWrites, OutboxRelay } from '@shop/common';
import type { Model } from 'mongoose';
import type { User } from './user.schema';
import { UsersService } from './users.service';

/** Item 6 of the security review: starting the service never makes an existing account an admin. */
describe('UsersService.ensureAdmin', () => {
  const setUp = (existing: { id: string; role: Role } | null) => {
    const users = {
      findOne: jest.fn().mockResolvedValue(existing),
      create: jest.fn().mockResolvedValue(undefined),
      updateOne: jest.fn().mockResolvedValue(undefined),
    };
    const writes = { atomically: jest.fn((_model, _id, write: () => Promise<unknown>) => write()) };
    const service = new UsersService(
      users as unknown as Model<User>,
      {} as OutboxRelay,
      writes as unknown as DocumentWrites,
    );
    return { service, users, writes };
  };

  it('creates the admin when no account has the address', async () => {
    const { service, users } = setUp(null);
    expect(await service.ensureAdmin('Admin', 'admin@shop.local', 'Admin12345!')).toBe('created');
    expect(users.create).toHaveBeenCalledWith(expect.objectContaining({ email: 'admin@shop.local', role: Role.admin }));
  });

  it('leaves a shopper who owns the address a shopper', async () => {
    const { service, users, writes } = setUp({ id: '64b000000000000000000001', role: Role.user });
    expect(await service.ensureAdmin('Admin', 'admin@shop.local', 'Admin12345!')).toBe('not-admin');
    expect(users.updateOne).not.toHaveBeenCalled();
    expect(writes.atomically).not.toHaveBeenCalled();
    expect(users.create).not.toHaveBeenCalled();
  });

  it('leaves an existing admin as it is', async () => {
    const { service, users } = setUp({ id: '64b000000000000000000002', role: Role.admin });
    expect(await service.ensureAdmin('Admin', 'admin@shop.local', 'Admin12345!')).toBe('exists');
    expect(users.updateOne).not.toHaveBeenCalled();
    expect(users.create).not.toHaveBeenCalled();
  });
});
