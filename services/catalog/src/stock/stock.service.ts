import { ConflictException, HttpException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { CatalogEvents, DocumentLocks, lockKey, OutboxRelay, ProductSnapshot, queueEvent, StockLine } from '@shop/common';
import { Model, Types } from 'mongoose';
import { CatalogCache } from '../cache/catalog-cache';
import { toSnapshot } from '../integration-events/product-snapshot';
import { Product, PRODUCT_MODEL } from '../products/product.schema';
import { STOCK_RESERVATION_MODEL, StockReservation } from './stock-reservation.schema';

interface ReservedLine {
  productId: Types.ObjectId;
  quantity: number;
}

const SNAPSHOT_FIELDS = { name: 1, image: 1, unit: 1, price: 1, discount: 1, stock: 1, publish: 1, deletedAt: 1 };
const REPEAT_WAIT_MS = 3_000;
const REPEAT_POLL_MS = 50;

/**
 * Each product's stock is checked and decreased under that product's lock, so concurrent checkouts
 * can never sell the same unit twice (a conditional update alone is not atomic on FerretDB). A
 * reservation takes all its lines or none: when one line is short, the lines already taken are given
 * back. The reservation document, keyed by the caller's reservationId, makes repeated reserve and
 * release calls harmless; its status changes under the reservation's lock. Every stock change writes
 * the product's stock cache entry (read by the product page and every list) and queues product.updated
 * (read by carts) in the same update, still under the product's lock.
 */
@Injectable()
export class StockService {
  constructor(
    @InjectModel(PRODUCT_MODEL) private readonly products: Model<Product>,
    @InjectModel(STOCK_RESERVATION_MODEL) private readonly reservations: Model<StockReservation>,
    private readonly cache: CatalogCache,
    private readonly locks: DocumentLocks,
    private readonly outbox: OutboxRelay,
  ) {}

  async snapshots(ids: string[]): Promise<ProductSnapshot[]> {
    const valid = [...new Set(ids.filter((id) => /^[0-9a-f]{24}$/i.test(id)).map((id) => id.toLowerCase()))];
    // One look-up by `_id` alone each: for `$in` or any extra condition FerretDB reads the whole collection.
    const found = await Promise.all(
      valid.map((id) => this.products.findById(id, SNAPSHOT_FIELDS).lean<Product>()),
    );
    return found.filter((product): product is Product => !!product && !product.deletedAt).map(toSnapshot);
  }

  async reserve(reservationId: string, lines: StockLine[]): Promise<{ reservationId: string }> {
    const wanted = mergeLines(lines);
    try {
      await this.reservations.create({ _id: reservationId, status: 'reserving', lines: wanted });
    } catch (error) {
      if ((error as { code?: number }).code === 11000) return this.answerRepeat(reservationId);
      throw error;
    }
    const taken: ReservedLine[] = [];
    for (const line of wanted) {
      if (!(await this.take(line))) {
        await this.putBack(taken);
        const refusal = await this.whyUnavailable(line);
        await this.reservations.updateOne(
          { _id: reservationId },
          { $set: { status: 'rejected', reason: refusal.message, reasonStatus: refusal.getStatus() } },
        );
        throw refusal;
      }
      taken.push(line);
    }
    const held = await this.locks.withLock(reservationLock(reservationId), async () => {
      const { modifiedCount } = await this.reservations.updateOne({ _id: reservationId, status: 'reserving' }, { $set: { status: 'held' } });
      return modifiedCount === 1;
    });
    // A release that arrived while we were still taking stock marked it cancelled: give it all back.
    if (!held) await this.putBack(taken);
    return { reservationId };
  }

  async release(reservationId: string): Promise<{ released: boolean }> {
    const previous = await this.locks.withLock(reservationLock(reservationId), async () => {
      const reservation = await this.reservations.findById(reservationId).lean<StockReservation>();
      if (reservation?.status === 'held') await this.reservations.updateOne({ _id: reservationId }, { $set: { status: 'released' } });
      if (reservation?.status === 'reserving') await this.reservations.updateOne({ _id: reservationId }, { $set: { status: 'cancelled' } });
      return reservation;
    });
    if (previous?.status === 'held') await this.putBack(previous.lines);
    return { released: previous?.status === 'held' || previous?.status === 'reserving' };
  }

  /** Takes the line's quantity if the product is for sale and has enough; false otherwise. */
  private take(line: ReservedLine): Promise<boolean> {
    return this.locks.withLock(productLock(line.productId), async () => {
      const product = await this.products.findById(line.productId, SNAPSHOT_FIELDS).lean<Product>();
      if (!product || product.deletedAt || !product.publish || product.stock < line.quantity) return false;
      await this.writeStock(product, product.stock - line.quantity);
      return true;
    });
  }

  /** A reservationId seen before: answer as the first call did (waiting briefly if it is still running). */
  private async answerRepeat(reservationId: string): Promise<{ reservationId: string }> {
    const deadline = Date.now() + REPEAT_WAIT_MS;
    for (;;) {
      const existing = await this.reservations.findById(reservationId).lean<StockReservation>();
      if (existing?.status === 'rejected') throw new HttpException(existing.reason ?? 'The reservation was refused', existing.reasonStatus ?? 409);
      if (existing && existing.status !== 'reserving') return { reservationId };
      if (Date.now() > deadline) throw new ConflictException('This reservation is still being processed; please try again');
      await new Promise((resolve) => setTimeout(resolve, REPEAT_POLL_MS));
    }
  }

  private async putBack(lines: ReservedLine[]): Promise<void> {
    for (const line of lines) {
      await this.locks.withLock(productLock(line.productId), async () => {
        const product = await this.products.findById(line.productId, SNAPSHOT_FIELDS).lean<Product>();
        if (product) await this.writeStock(product, product.stock + line.quantity);
      });
    }
  }

  /** Under the product's lock: the new stock, its cache entry and the product.updated carts read. */
  private async writeStock(product: Product, stock: number): Promise<void> {
    await this.products.updateOne(
      { _id: product._id },
      { $set: { stock }, ...queueEvent(CatalogEvents.productUpdated, { product: toSnapshot({ ...product, stock }) }) },
    );
    await this.cache.setStock(String(product._id), stock);
    this.outbox.kick();
  }

  private async whyUnavailable(line: ReservedLine): Promise<HttpException> {
    const product = await this.products.findById(line.productId, { name: 1, stock: 1, publish: 1, deletedAt: 1 }).lean<Product>();
    if (!product || product.deletedAt) return new NotFoundException(`Product ${line.productId.toHexString()} is no longer in the catalogue`);
    if (!product.publish) return new ConflictException(`"${product.name}" is not for sale right now`);
    if (product.stock <= 0) return new ConflictException(`"${product.name}" is out of stock`);
    return new ConflictException(`Only ${product.stock} of "${product.name}" left in stock`);
  }
}

/** The product's document lock, which the outbox relay takes too. */
export const productLock = (id: Types.ObjectId | string) => lockKey('products', id);
const reservationLock = (id: string) => `reservation:${id}`;

/** One line per product (a cart may list the same product twice), ordered by id. */
export function mergeLines(lines: StockLine[]): ReservedLine[] {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.productId.toLowerCase(), (totals.get(line.productId.toLowerCase()) ?? 0) + line.quantity);
  return [...totals.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([id, quantity]) => ({ productId: new Types.ObjectId(id), quantity }));
}
