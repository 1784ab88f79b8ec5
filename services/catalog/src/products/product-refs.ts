import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DocumentWrites, JobLeases } from '@shop/common';
import { Model, Types } from 'mongoose';
import { ProductQueries } from './queries/product-queries';
import { ProductWrites } from './product-writes';
import { REF_RENAME_MODEL, RefRename, RenamedRef, renameId } from './ref-renames/ref-rename.schema';

/** How often a rename left by a replica that stopped is looked for (the index on `pending` serves it). */
const SWEEP_INTERVAL_MS = 30_000;
/** Long enough for a rename of every product of a big catalogue; a replica that dies mid-way is relieved after it. */
const LEASE_MS = 10 * 60_000;
const PARALLEL_WRITES = 8;
/** How often (in products) the progress the admin sees is written. */
const PROGRESS_EVERY = 200;

export type RenameProgress = Pick<RefRename, 'field' | 'name' | 'done' | 'total'> & { _id: string };

/**
 * Keeps the category and sub-category names embedded in products in step with a rename. The rename
 * itself answers at once (issue 21: renaming a category of 50,000 products took over 30 s and answered
 * 503): it records what is to be done, and the products follow here in the background, in one replica
 * at a time. Each product is rewritten from a fresh read and only if it still carries another name, so
 * a rename interrupted anywhere is finished by the next round, and one repeated changes nothing.
 */
@Injectable()
export class ProductRefs implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ProductRefs');
  private stopSweeping?: () => void;

  constructor(
    @InjectModel(REF_RENAME_MODEL) private readonly renames: Model<RefRename>,
    private readonly queries: ProductQueries,
    private readonly writes: DocumentWrites,
    private readonly leases: JobLeases,
    private readonly productWrites: ProductWrites,
  ) {}

  onApplicationBootstrap(): void {
    this.stopSweeping = this.leases.every('rename-product-refs', SWEEP_INTERVAL_MS, LEASE_MS, () =>
      this.renamePending(),
    );
    this.startRenaming();
  }

  onApplicationShutdown(): void {
    this.stopSweeping?.();
  }

  /** Records that the products carrying the ref are to carry `name`, and starts on them. */
  async rename(field: RenamedRef, refId: Types.ObjectId, name: string): Promise<void> {
    const _id = renameId(field, refId);
    await this.writes.atomically(this.renames, _id, () =>
      this.renames.updateOne(
        { _id },
        { $set: { field, refId, name, pending: true, done: 0, total: 0 } },
        { upsert: true },
      ),
    );
    this.startRenaming();
  }

  /** The renames still under way, for the admin's pages. */
  inProgress(): Promise<RenameProgress[]> {
    return this.renames.find({ pending: true }, { field: 1, name: 1, done: 1, total: 1 }).lean<RenameProgress[]>();
  }

  private startRenaming(): void {
    void this.leases
      .runExclusive('rename-product-refs', LEASE_MS, () => this.renamePending())
      .catch((error: Error) => this.logger.warn(`renames incomplete, the next round retries: ${error.message}`));
  }

  private async renamePending(): Promise<void> {
    for (;;) {
      const due = await this.renames.find({ pending: true }).lean<RefRename[]>();
      if (!due.length) return;
      for (const job of due) await this.renameProducts(job);
    }
  }

  private async renameProducts(job: RefRename): Promise<void> {
    const refId = job.refId.toHexString();
    const filter = {
      audience: 'admin' as const,
      ...(job.field === 'category' ? { categoryId: refId } : { subCategoryId: refId }),
    };
    const total = await this.queries.count(filter);
    // The carriers' ids come from the product queries (the in-memory index on FerretDB, an index on MongoDB).
    const { ids } = await this.queries.page(filter, 0, total);
    await this.progress(job, { total: ids.length, done: 0 });
    let rewritten = 0;
    for (let start = 0; start < ids.length; start += PARALLEL_WRITES) {
      const batch = ids.slice(start, start + PARALLEL_WRITES);
      rewritten += await this.productWrites.renameRef(batch, job.field, job.refId, job.name);
      const done = start + batch.length;
      if (done % PROGRESS_EVERY < PARALLEL_WRITES || done === ids.length) {
        await this.progress(job, { done });
      }
    }
    // Done only if nobody renamed the ref again meanwhile (compare-and-set on the name): else the next round redoes it.
    await this.progress(job, { pending: false });
    if (rewritten) await this.queries.changedMany();
    this.logger.log(`${job.field} ${refId} renamed to '${job.name}' in ${rewritten} of ${ids.length} products`);
  }

  /**
   * Writes how far a rename got, only while the ref still is to carry the job's name (compare-and-set:
   * renamed again meanwhile, the record is the newer rename's). Under the record's lock: on FerretDB a
   * conditional update otherwise rewrites the whole record from a read that an admin's rename can
   * follow, putting the older name back.
   */
  private progress(job: RefRename, changes: Partial<Pick<RefRename, 'total' | 'done' | 'pending'>>): Promise<unknown> {
    return this.writes.atomically(this.renames, job._id, () =>
      this.renames.updateOne({ _id: job._id, name: job.name }, { $set: changes }),
    );
  }
}
