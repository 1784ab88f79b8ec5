import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { MY_ORDERS, SHOP_ORDERS, shopApi } from '../../api/shopApi';
import type { RootState } from '../../app/store';
import type { LiveEvents } from './liveEvents';

type Dispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
type GetState = () => RootState;

/** What an event `refetch` reads again: everything a stream keeps up to date. */
export const LIVE_TAGS = ['Product', 'Cart', 'Order'] as const;

/** Admin product lists keep unpublished products (an admin publishes them again); shoppers' lists drop them. */
const LISTS_WITH_UNPUBLISHED = new Set(['getAdminProducts']);

/**
 * Applies one stream event to the RTK Query cache: product changes are written into every cached
 * entry that holds the product (no request), the rest invalidate what they concern so it is read again.
 */
export function applyLiveEvent<Name extends keyof LiveEvents>(
  name: Name,
  data: LiveEvents[Name],
  dispatch: Dispatch,
  getState: GetState,
): void {
  switch (name) {
    case 'product':
      return patchProduct(data as LiveEvents['product'], dispatch, getState);
    case 'order':
      return advanceOrder(data as LiveEvents['order'], dispatch, getState);
    case 'cart':
      dispatch(shopApi.util.invalidateTags(['Cart']));
      return;
    case 'admin-order':
      dispatch(shopApi.util.invalidateTags([SHOP_ORDERS]));
      return;
    case 'refetch':
      dispatch(shopApi.util.invalidateTags([...LIVE_TAGS]));
      return;
  }
}

/** Every cached entry providing one of these tags, to be updated in place. */
function cachedEntries(getState: GetState, tags: Parameters<typeof shopApi.util.selectInvalidatedBy>[1]) {
  return shopApi.util.selectInvalidatedBy(getState(), tags);
}

function update(dispatch: Dispatch, endpointName: string, args: unknown, recipe: (draft: unknown) => void) {
  // The endpoints are injected per feature, so the API slice itself knows none of them by type.
  dispatch(shopApi.util.updateQueryData(endpointName as never, args as never, recipe as never));
}

function patchProduct(event: LiveEvents['product'], dispatch: Dispatch, getState: GetState): void {
  for (const { endpointName, originalArgs } of cachedEntries(getState, ['Product', 'Cart'])) {
    const keepUnpublished = LISTS_WITH_UNPUBLISHED.has(endpointName);
    update(dispatch, endpointName, originalArgs, (draft) => patchProductsIn(draft, event, keepUnpublished));
  }
}

type Draft = Record<string, unknown>;
const isObject = (value: unknown): value is Draft => typeof value === 'object' && value !== null;
const isTheProduct = (value: unknown, productId: string): value is Draft =>
  isObject(value) && value._id === productId && 'price' in value;

/**
 * Finds the product wherever a cached answer holds it: one product (its page), a list of products (a
 * row), a page of them (`data`), loaded pages (`pages`), or cart lines (`productId`). A deleted product
 * leaves lists, an unpublished one leaves shoppers' lists; a page or cart line showing it marks it instead.
 */
function patchProductsIn(draft: unknown, event: LiveEvents['product'], keepUnpublished: boolean): void {
  if (isTheProduct(draft, event.productId)) return writeProduct(draft, event);
  if (Array.isArray(draft)) {
    const gone = event.deleted || (!event.publish && !keepUnpublished);
    for (let index = draft.length - 1; index >= 0; index -= 1) {
      const item: unknown = draft[index];
      if (isTheProduct(item, event.productId)) {
        if (gone) draft.splice(index, 1);
        else writeProduct(item, event);
      } else if (isObject(item) && isTheProduct(item.productId, event.productId)) {
        writeProduct(item.productId, event);
      }
    }
    return;
  }
  if (!isObject(draft)) return;
  for (const key of ['pages', 'data', 'products']) {
    const nested = draft[key];
    if (Array.isArray(nested)) {
      if (key === 'pages') for (const page of nested) patchProductsIn(page, event, keepUnpublished);
      else patchProductsIn(nested, event, keepUnpublished);
    }
  }
}

function writeProduct(product: Draft, event: LiveEvents['product']): void {
  // A deletion, or a product withdrawn from sale, carries no price: the one shown stays, beside its notice.
  if (event.deleted || event.hidden) {
    product.stock = 0;
    product.publish = false;
    return;
  }
  product.stock = event.stock;
  product.price = event.price;
  product.discount = event.discount;
  product.publish = event.publish;
}

/**
 * The order's status moves at once where it is cached (chip and timeline), then the user's orders are
 * read again for the rest (who changed it, totals after a cancellation).
 */
function advanceOrder(event: LiveEvents['order'], dispatch: Dispatch, getState: GetState): void {
  const advance = (order: unknown) => {
    if (!isObject(order) || order._id !== event.orderId) return;
    order.status = event.status;
    const history = order.statusHistory;
    if (Array.isArray(history) && (history.at(-1) as Draft | undefined)?.status !== event.status)
      history.push({ status: event.status, at: event.at });
  };
  for (const { endpointName, originalArgs } of cachedEntries(getState, [MY_ORDERS])) {
    update(dispatch, endpointName, originalArgs, (draft) => {
      if (isObject(draft) && Array.isArray(draft.pages))
        for (const page of draft.pages) for (const order of (page as { data: unknown[] }).data) advance(order);
      else advance(draft);
    });
  }
  dispatch(shopApi.util.invalidateTags([MY_ORDERS]));
}
