import mongoose from 'mongoose';
import { randomUUID } from 'node:crypto';
import { DocumentLocks, lockKey } from './document-locks';

describe('DocumentLocks (real database)', () => {
  let connection: mongoose.Connection;
  let locks: DocumentLocks;

  beforeAll(async () => {
    connection = await mongoose.createConnection(process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017', { dbName: 'locks_spec' }).asPromise();
    locks = new DocumentLocks(connection);
  });

  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  it('runs work on one key one at a time, so read-modify-write loses nothing', async () => {
    const key = lockKey('counters', randomUUID());
    let value = 0;
    let inside = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 8 }, () =>
        locks.withLock(key, async () => {
          inside++;
          most = Math.max(most, inside);
          const read = value;
          await new Promise((resolve) => setTimeout(resolve, 5));
          value = read + 1;
          inside--;
        }),
      ),
    );
    expect(value).toBe(8);
    expect(most).toBe(1);
  });

  it('lets different keys proceed together and frees the lock when the work fails', async () => {
    const key = lockKey('things', randomUUID());
    await expect(locks.withLock(key, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(locks.withLock(key, async () => 'free again')).resolves.toBe('free again');
  });
});
