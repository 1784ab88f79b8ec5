import { CatalogEvents, IntegrationEvent, queueEvent } from '@shop/common';
import { nextVersion, toSnapshot } from '../integration-events/product-snapshot';
import type { Product } from './product.schema';

/**
 * What a writer changes of a product: its fields (dotted paths too) and the stock it leaves. The
 * version, the stock version and the outbox event are added by ProductWrites, never by the writer.
 */
export interface ProductChange {
  set?: Record<string, unknown>;
  unset?: Record<string, ''>;
  /** The stock after the change, when the change sets it (the stock version moves on with it). */
  stock?: number;
}

/** A change as written: the update, and what follows it (the queued event, the stock entry). */
export interface ComposedWrite {
  update: Record<string, unknown>;
  event?: IntegrationEvent;
  /** Set when the change set the stock: the version the stock entry is written with. */
  stockVersion?: number;
}

/** The change as is: nothing other services keep of the product moves (holds, restocks, category names). */
export function quietWrite({ set, unset }: ProductChange): ComposedWrite {
  const sets = set && Object.keys(set).length > 0;
  return { update: { ...(sets && { $set: set }), ...(unset && { $unset: unset }) } };
}

/**
 * The change at the product's next version, with product.updated carrying the product as the change
 * leaves it: the event's snapshot and the stored product cannot differ.
 */
export function announcedWrite(
  product: Product,
  { set, unset, stock }: ProductChange,
): ComposedWrite & { event: IntegrationEvent } {
  const version = nextVersion(product);
  const moved = stock !== undefined;
  const stockVersion = moved ? (product.stockVersion ?? 0) + 1 : undefined;
  const announce = queueEvent(CatalogEvents.productUpdated, {
    product: toSnapshot({ ...product, ...set, ...(moved && { stock }) }, { version }),
  });
  return {
    update: {
      $set: { ...set, version, ...(moved && { stock, stockVersion }) },
      ...(unset && { $unset: unset }),
      ...announce,
    },
    event: announce.$push.outbox,
    stockVersion,
  };
}
