import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { CatalogLock, LOCK_MODEL } from './lock.schema';

const LEASE_MS = 10_000;
const WAIT_MS = 8_000;

/**
 * Short exclusive locks on one record, held while its stock is read and rewritten.
 * FerretDB 1.24 does not apply a conditional update atomically: eight concurrent
 * `updateOne({stock: {$gte: 1}}, {$inc: {stock: -1}})` on a stock of 1 all report a modification
 * (measured). Inserting a document with a given `_id` is atomic there (and on MongoDB), so that is
 * the lock; a lease frees it if its holder dies.
 */
@Injectable()
export class RecordLocks {
  constructor(@InjectModel(LOCK_MODEL) private readonly locks: Model<CatalogLock>) {}

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
        await this.locks.collection.insertOne({ _id: key as never, expiresAt: new Date(Date.now() + LEASE_MS) });
        return;
      } catch (error) {
        if ((error as { code?: number }).code !== 11000) throw error;
      }
      const holder = await this.locks.findById(key).lean<CatalogLock>();
      if (holder && holder.expiresAt.getTime() < Date.now()) await this.locks.deleteOne({ _id: key, expiresAt: holder.expiresAt });
      if (Date.now() > deadline) throw new ServiceUnavailableException('The product is busy; please try again');
      await new Promise((resolve) => setTimeout(resolve, Math.min(100, 5 * 2 ** Math.min(attempt, 4)) * (0.5 + Math.random())));
    }
  }
}
