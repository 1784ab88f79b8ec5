/** What the catalog offers other services over the broker. */
export const CatalogRpc = {
  /** { ids: string[] } → ProductSnapshot[] (unknown ids are left out). */
  productSnapshots: 'catalog.product-snapshots',
  /**
   * ReserveStockRequest → { reservationId }: all lines or none; 409 naming the product when one is
   * short. Repeating a reservationId has no further effect. A reservation nobody confirmed (by
   * order.placed or order.paid) by its expiry is settled by the catalog: it asks the order service
   * (OrderRpc.reservationOutcome) whether to keep or release it.
   */
  reserveStock: 'catalog.reserve-stock',
  /** { reservationId } → { released: boolean }: puts a held reservation back, once. */
  releaseStock: 'catalog.release-stock',
} as const;

export const CatalogEvents = {
  /** ProductUpdatedPayload */
  productUpdated: 'product.updated',
  /** ProductDeletedPayload */
  productDeleted: 'product.deleted',
} as const;

export interface ProductSnapshot {
  _id: string;
  name: string;
  image: string[];
  unit: string;
  price: number;
  /** Percent off the price. */
  discount: number;
  stock: number;
  publish: boolean;
}

export interface StockLine {
  productId: string;
  quantity: number;
}

export interface ReserveStockRequest {
  reservationId: string;
  lines: StockLine[];
  /** When the catalog settles the reservation itself if nobody confirmed or released it. */
  expiresInSeconds?: number;
}

export interface ProductUpdatedPayload {
  product: ProductSnapshot;
}

export interface ProductDeletedPayload {
  productId: string;
}

/** Price a shopper pays for one unit: price minus the ceiling of the discount amount (spec, section 9). */
export function discountedPrice(price: number, discount: number): number {
  return price - Math.ceil((price * discount) / 100);
}
