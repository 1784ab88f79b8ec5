import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { Collection, Connection } from 'mongoose';

const LEASE_MS = 10_000;
const WAIT_MS = 8_000;

interface LockDocument {
  _id: string;
  expiresAt: Date;
}

/** The lock key of one document: the same for the service's own writes and the outbox relay's. */
export const lockKey = (collection: string, id: unknown) => `${collection}:${String(id)}`;

/**
 * Short exclusive locks on one document, held while it is read and rewritten. FerretDB 1.24 rewrites
 * the whole document on every update and applies conditional updates non-atomically: eight concurrent
 * `updateOne({stock: {$gte: 1}}, {$inc: {stock: -1}})` on a stock of 1 all report a modification
 * (measured), and two writers of one document can undo each other. Inserting a document with a given
 * `_id` is atomic there (and on MongoDB), so that is the lock; a lease frees it if its holder dies.
 */
@Injectable()
export class DocumentLocks {
  private readonly locks: Collection<LockDocument>;

  constructor(connection: Connection) {
    this.locks = connection.collection<LockDocument>('locks');
  }

  async withLock<T>(key: string, work: () => Promise<T>): Promise<T> {
    await this.acquire(key);
    try {
      return await work();
    } finally {
      await this.locks.deleteOne({ _id: key });
    }
  }

  private async acquire(key: string): Promise<void> {
    const deadline = Date.now() + WAIT_MS;
    for (let attempt = 0; ; attempt++) {
      try {
        await this.locks.insertOne({ _id: key, expiresAt: new Date(Date.now() + LEASE_MS) });
        return;
      } catch (error) {
        if ((error as { code?: number }).code !== 11000) throw error;
      }
      const holder = await this.locks.findOne({ _id: key });
      if (holder && holder.expiresAt.getTime() < Date.now()) await this.locks.deleteOne({ _id: key, expiresAt: holder.expiresAt });
      if (Date.now() > deadline) throw new ServiceUnavailableException('This record is busy; please try again');
      await new Promise((resolve) => setTimeout(resolve, Math.min(100, 5 * 2 ** Math.min(attempt, 4)) * (0.5 + Math.random())));
    }
  }
}
