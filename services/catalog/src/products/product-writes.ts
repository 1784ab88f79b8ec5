import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  CatalogEvents,
  createEvent,
  DocumentWrites,
  DomainError,
  IntegrationEvent,
  OutboxRelay,
  queueEvent,
} from '@shop/common';
import { FilterQuery, Model, Types } from 'mongoose';
import { ProductDocuments } from '../cache/product-documents';
import { StockEntries } from '../cache/stock-entries';
import { ProductEventsPublisher } from '../integration-events/product-events.publisher';
import { nextVersion, SNAPSHOT_FIELDS, toSnapshot } from '../integration-events/product-snapshot';
import { adminSave } from '../shared/admin-save';
import { NamedRef } from '../shared/named-ref';
import { announcedWrite, ComposedWrite, ProductChange, quietWrite } from './product-change';
import { LIVE, Product, PRODUCT_MODEL } from './product.schema';
import { ProductQueries } from './queries/product-queries';
import { RenamedRef } from './ref-renames/ref-rename.schema';

/** A new product's fields, as an admin gives them. */
export type NewProduct = Omit<Product, '_id' | 'deletedAt' | 'createdAt' | 'updatedAt'>;

/** What a version, an event and a stock entry are made from, whatever else a writer reads. */
const ANNOUNCED_FIELDS = { ...SNAPSHOT_FIELDS, version: 1, stockVersion: 1 } as const;

/** A stock change is announced when it moves the stock; one of holds or restocks only is not. */
const composed = (product: Product, change: ProductChange) =>
  change.stock === undefined ? quietWrite(change) : announcedWrite(product, change);

/** A stock change on MongoDB's atomic path: the units it adds (negative: takes) and the records it sets. */
export interface StockUpdate {
  delta?: number;
  set?: Record<string, unknown>;
  unset?: Record<string, ''>;
}

/**
 * Every write of a product (admin saves, stock changes on both engines, renamed categories) goes
 * through here, so what follows a write is decided in one place: the version and product.updated (or
 * product.deleted) queued in the same update, the outbox kicked, the stock entry and rank written
 * with the stock version, and the product's cached document dropped with its write mark.
 */
@Injectable()
export class ProductWrites {
  constructor(
    @InjectModel(PRODUCT_MODEL) private readonly products: Model<Product>,
    private readonly writes: DocumentWrites,
    private readonly outbox: OutboxRelay,
    private readonly documents: ProductDocuments,
    private readonly stock: StockEntries,
    private readonly queries: ProductQueries,
    private readonly purges: ProductEventsPublisher,
  ) {}

  /** Inserts a new product at its first version, announced. */
  async create(fields: NewProduct): Promise<string> {
    const _id = new Types.ObjectId();
    const version = nextVersion({});
    const created = createEvent(CatalogEvents.productUpdated, { product: toSnapshot({ _id, ...fields }, { version }) });
    await this.products.create({ _id, ...fields, version, outbox: [created] });
    await this.documentWritten(_id.toHexString(), [created]);
    return _id.toHexString();
  }

  /**
   * An admin's save, guarded by the revision it names (see adminSave): `change` answers what changes
   * of the product as read (`fields` more than a snapshot's), a refusal, or undefined for a deleted
   * product. Answers the change written, announced; undefined when there is no such product.
   */
  async save(
    id: Types.ObjectId,
    seenRevision: number | undefined,
    stale: (current: Product) => DomainError,
    change: (product: Product) => ProductChange | DomainError | undefined,
    fields: Record<string, 1> = {},
  ): Promise<ProductChange | undefined> {
    let written: { change: ProductChange; write: ReturnType<typeof announcedWrite> } | undefined;
    const before = await adminSave<Product>(
      this.writes,
      this.products,
      id,
      seenRevision,
      stale,
      (product) => {
        // Computed afresh on every attempt (the rewrite retries on a write in between).
        written = undefined;
        const asked = change(product);
        if (!asked || asked instanceof DomainError) return asked;
        written = { change: asked, write: announcedWrite(product, asked) };
        return written.write.update;
      },
      { ...ANNOUNCED_FIELDS, ...fields },
    );
    if (!before || !written) return undefined;
    await this.stockWritten(id, written.change, written.write);
    await this.documentWritten(id.toHexString(), [written.write.event]);
    return written.change;
  }

  /**
   * A stock change read and rewritten with no other write of the product in between (FerretDB's
   * path): `change` answers the writer's result and what changes (none: nothing is written; no stock:
   * records only, not announced). Answers the result; undefined when there is no such product.
   */
  async rewriteStock<R>(
    id: Types.ObjectId,
    change: (product: Product) => { result: R; change?: ProductChange },
    fields: Record<string, 1> = {},
  ): Promise<R | undefined> {
    let decided: { result: R; change?: ProductChange; write?: ComposedWrite } | undefined;
    await this.writes.rewrite<Product>(
      this.products,
      id,
      (product) => {
        const asked = change(product);
        const write = asked.change && composed(product, asked.change);
        decided = { ...asked, write };
        return write?.update;
      },
      { ...ANNOUNCED_FIELDS, ...fields },
    );
    if (decided?.change && decided.write) {
      await this.stockWritten(id, decided.change, decided.write);
      if (decided.write.event) this.outbox.kick(this.products, id, [decided.write.event]);
    }
    return decided?.result;
  }

  /**
   * A stock change as one conditional update of the product (`conditions` besides its id), which
   * MongoDB applies atomically (MongoDB's path): units added or taken move the stock version and the
   * version on and are announced. Answers the product as written; null when the conditions did not hold.
   */
  async updateStock(
    id: Types.ObjectId,
    conditions: FilterQuery<Product>,
    { delta, set, unset }: StockUpdate,
  ): Promise<Product | null> {
    const moves = delta !== undefined;
    const after = await this.writes.atomically(this.products, id, () =>
      this.products
        .findOneAndUpdate(
          { _id: id, ...conditions },
          {
            ...(moves && { $inc: { stock: delta, stockVersion: 1, version: 1 } }),
            ...(set && { $set: set }),
            ...(unset && { $unset: unset }),
          },
          { new: true },
        )
        .lean<Product>(),
    );
    if (after && moves) await this.announceStock(after);
    return after;
  }

  /** Marks the product deleted and queues product.deleted with it; answers false when there is no live product. */
  async delete(id: string): Promise<boolean> {
    const announce = queueEvent(CatalogEvents.productDeleted, { productId: id });
    const { matchedCount } = await this.writes.atomically(this.products, new Types.ObjectId(id), () =>
      this.products.updateOne(
        { _id: new Types.ObjectId(id), ...LIVE },
        { $set: { deletedAt: new Date(), purgeDue: true }, ...announce },
      ),
    );
    if (!matchedCount) return false;
    this.purges.deleted();
    await this.documentWritten(id, [announce.$push.outbox]);
    return true;
  }

  /**
   * Gives these products the ref's new name where they carry another, each from a fresh read; not
   * announced (no snapshot carries it). Answers how many were rewritten; the caller refreshes the
   * product queries once for the whole rename.
   */
  async renameRef(productIds: string[], field: RenamedRef, refId: Types.ObjectId, name: string): Promise<number> {
    const wrote = await Promise.all(
      productIds.map((productId) =>
        this.writes.rewrite<Product>(this.products, new Types.ObjectId(productId), (product) => {
          const refs = product[field] ?? [];
          if (!refs.some((ref) => ref._id.equals(refId) && ref.name !== name)) return undefined;
          return quietWrite({
            set: { [field]: refs.map((ref): NamedRef => (ref._id.equals(refId) ? { _id: ref._id, name } : ref)) },
          }).update;
        }),
      ),
    );
    const renamed = productIds.filter((_, index) => wrote[index]);
    // As every product write does: a product page read from the cache shows the new name at once.
    await this.documents.forgetProducts(renamed);
    return renamed.length;
  }

  /**
   * Queues product.updated at the version and stock an atomic update left, only while no newer stock
   * change followed it: of changes that race, the newest announces the stock all of them left.
   */
  private async announceStock(product: Product): Promise<void> {
    const id = product._id;
    await this.stock.setStock(id.toHexString(), product.stock, product.stockVersion ?? 0);
    const announce = queueEvent(CatalogEvents.productUpdated, {
      product: toSnapshot(product, { version: product.version ?? 0 }),
    });
    const { modifiedCount } = await this.products.updateOne({ _id: id, stockVersion: product.stockVersion }, announce);
    if (modifiedCount) this.outbox.kick(this.products, id, [announce.$push.outbox]);
  }

  /** A change that set the stock writes the stock entry (and rank), which only a newer stock version replaces. */
  private async stockWritten(id: Types.ObjectId, change: ProductChange, write: ComposedWrite): Promise<void> {
    if (change.stock !== undefined) await this.stock.setStock(id.toHexString(), change.stock, write.stockVersion!);
  }

  /** With the events the write queued, the relay publishes them without reading the product back. */
  private async documentWritten(id: string, queued: IntegrationEvent[]): Promise<void> {
    this.outbox.kick(this.products, id, queued);
    await this.queries.changed(id);
    // Also moves the catalogue version on, which every cached page and kept answer embeds.
    await this.documents.forgetProducts([id]);
  }
}
