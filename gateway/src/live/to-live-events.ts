import {
  CartChangedPayload,
  CartEvents,
  CatalogEvents,
  EventContract,
  OrderLifecycleEvents,
  OrderStatusChangedPayload,
  ProductDeletedPayload,
  ProductUpdatedPayload,
} from '@shop/common';
import type { LiveEvent } from './live-events';

interface Source<P> {
  contract: EventContract;
  toLive(id: string, payload: P): LiveEvent[];
  /** For events that carry their subject's version: the subject, and the version (see NewestVersions). */
  versionOf?(payload: P): { key: string; version: number } | undefined;
}

const source = <P>(
  contract: EventContract,
  toLive: (id: string, payload: P) => LiveEvent[],
  versionOf?: (payload: P) => { key: string; version: number } | undefined,
): Source<unknown> => ({ contract, toLive, versionOf }) as Source<unknown>;

/**
 * The integration events the live streams are fed from (each gateway binds its queue to these), and
 * what each becomes: product changes for the streams subscribed to the product (an unpublished one's
 * figures for admins only), an order's new status
 * for its buyer and (with the amount and the status it left) for admins, a cart change for its owner.
 */
export const LIVE_SOURCES: ReadonlyMap<string, Source<unknown>> = new Map(
  [
    source<ProductUpdatedPayload>(
      CatalogEvents.productUpdated,
      (id, { product }) => {
        const data = {
          productId: product._id,
          stock: product.stock,
          price: product.price,
          discount: product.discount,
          publish: product.publish,
        };
        if (product.publish) return [{ id, name: 'product', audience: { product: product._id }, data }];
        // Unpublished: only admins (whose lists keep it) see its figures; shoppers see it go off sale.
        return [
          { id: `${id}.admin`, name: 'product', audience: { product: product._id, admin: true }, data },
          {
            id,
            name: 'product',
            audience: { product: product._id, admin: false },
            data: { productId: product._id, stock: 0, price: 0, discount: 0, publish: false, hidden: true },
          },
        ];
      },
      ({ product }) => (product.version === undefined ? undefined : { key: product._id, version: product.version }),
    ),
    source<ProductDeletedPayload>(CatalogEvents.productDeleted, (id, { productId }) => [
      {
        id,
        name: 'product',
        audience: { product: productId },
        data: { productId, stock: 0, price: 0, discount: 0, publish: false, deleted: true },
      },
    ]),
    source<OrderStatusChangedPayload>(OrderLifecycleEvents.orderStatusChanged, (id, change) => [
      {
        id,
        name: 'order',
        audience: { user: change.userId },
        data: { orderId: change.orderId, orderNo: change.orderNo, status: change.to, at: change.at },
      },
      {
        // Both go to an admin who is also the buyer; their ids must differ for Last-Event-ID.
        id: `${id}.admin`,
        name: 'admin-order',
        audience: { admins: true },
        data: {
          orderId: change.orderId,
          orderNo: change.orderNo,
          from: change.from,
          status: change.to,
          at: change.at,
          totalAmt: change.totalAmt,
        },
      },
    ]),
    source<CartChangedPayload>(CartEvents.cartChanged, (id, { userId, at }) => [
      { id, name: 'cart', audience: { user: userId }, data: { at } },
    ]),
  ].map((entry) => [entry.contract.type, entry]),
);
