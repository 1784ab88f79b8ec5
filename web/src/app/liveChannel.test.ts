import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from './store';
import { orderView } from '../test/orders';
import { ok, stubApi } from '../test/render';
import { authApi } from '../features/auth/authApi';
import { signedIn } from '../api/sessionSlice';
import { adminApi } from '../features/admin/adminApi';
import { cartApi } from '../features/cart/cartApi';
import { catalogApi } from '../features/catalog/catalogApi';
import { orderApi } from '../features/orders/orderApi';
import { ordersAdminApi } from '../features/admin/ordersAdminApi';
import { searchApi, type SearchArgs } from '../features/search/searchApi';
import { FakeEventSource } from '../features/live/fakeEventSource';
import { LiveChannel } from '../features/live/liveChannel';

const RICE: SearchArgs = { search: 'rice', filters: { sort: 'relevance' } };

const OPTIONS = { EventSource: FakeEventSource as unknown as typeof EventSource, settleMs: 5, retryMs: 10 };

beforeEach(() => {
  FakeEventSource.opened = [];
});
afterEach(() => vi.unstubAllGlobals());

function start(signedInAtStart = false) {
  const store = makeStore({ session: { signedIn: signedInAtStart } });
  const channel = new LiveChannel(store, OPTIONS);
  channel.start();
  return { store, channel };
}

const product = (id: string, fields: Record<string, unknown> = {}) => ({
  _id: id,
  name: `Product ${id}`,
  image: [],
  unit: '1 kg',
  stock: 10,
  price: 100,
  discount: 0,
  publish: true,
  ...fields,
});

describe('the live channel: one stream for the products shown', () => {
  it('asks for the union of the registered products, once they settle, and again when the set changes', async () => {
    const { channel } = start();
    const card = channel.register(['p1', 'p2']);
    channel.register(['p2', 'p3']);
    await waitFor(() => expect(FakeEventSource.current()?.products()).toEqual(['p1', 'p2', 'p3']));
    // The registrations made together opened one stream, with the session cookie.
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(FakeEventSource.opened[0].init).toEqual({ withCredentials: true });

    card();
    await waitFor(() => expect(FakeEventSource.current()?.products()).toEqual(['p2', 'p3']));
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.opened[0].readyState).toBe(FakeEventSource.CLOSED);
    channel.stop();
  });

  it('carries the last event id over to the stream opened for a new set', async () => {
    const { channel } = start();
    channel.register(['p1']);
    await waitFor(() => expect(FakeEventSource.current()).toBeDefined());
    FakeEventSource.current()!.open();
    FakeEventSource.current()!.emit('refetch', {}, '41-7');
    channel.register(['p9']);
    await waitFor(() => expect(FakeEventSource.current()?.products()).toEqual(['p1', 'p9']));
    expect(new URL(FakeEventSource.current()!.url, 'http://shop.test').searchParams.get('lastEventId')).toBe('41-7');
    channel.stop();
  });

  it('resumes its first stream from where the events stood when the page’s earliest call arrived', async () => {
    stubApi({
      'POST /product/get-product-details': ({ body }) => ({
        body: ok(product((body as { productId: string }).productId)),
        headers: { 'Live-Position': (body as { productId: string }).productId === 'p1' ? '40-1' : '42-3' },
      }),
    });
    const { store, channel } = start();
    await store.dispatch(catalogApi.endpoints.getProductDetails.initiate('p1'));
    channel.register(['p1']);
    await waitFor(() => expect(FakeEventSource.current()).toBeDefined());
    const resumedFrom = () =>
      new URL(FakeEventSource.current()!.url, 'http://shop.test').searchParams.get('lastEventId');
    expect(resumedFrom()).toBe('40-1');
    FakeEventSource.current()!.open();
    // Opened again before any event came: from the same position, not from nothing.
    channel.register(['p5']);
    await waitFor(() => expect(FakeEventSource.current()?.products()).toEqual(['p1', 'p5']));
    expect(resumedFrom()).toBe('40-1');
    FakeEventSource.current()!.open();
    FakeEventSource.current()!.emit(
      'product',
      { productId: 'p1', stock: 3, price: 90, discount: 10, publish: true },
      '41-7',
    );
    // Opened again for a new set with no call since: from the last id seen.
    channel.register(['p2']);
    await waitFor(() => expect(FakeEventSource.current()?.products()).toEqual(['p1', 'p5', 'p2']));
    expect(resumedFrom()).toBe('41-7');
    // A call answered since then (the new screen's data) may be older than the stream: from its position.
    await store.dispatch(catalogApi.endpoints.getProductDetails.initiate('p3'));
    channel.register(['p3']);
    await waitFor(() => expect(FakeEventSource.current()?.products()).toEqual(['p1', 'p5', 'p2', 'p3']));
    expect(resumedFrom()).toBe('42-3');
    channel.stop();
  });

  it('opens no stream for an anonymous page without products, and one when the user signs in', () => {
    // Fake timers: the settle timer is seen to fire (none left pending) and to open nothing, no sleep assumed.
    vi.useFakeTimers();
    try {
      const { store, channel } = start(false);
      expect(vi.getTimerCount()).toBe(1);
      vi.advanceTimersByTime(OPTIONS.settleMs);
      expect(vi.getTimerCount()).toBe(0);
      expect(FakeEventSource.opened).toHaveLength(0);
      // The positive control: the same channel opens one as soon as there is something to stream.
      store.dispatch(signedIn());
      expect(FakeEventSource.current()?.url).toBe('/api/live');
      channel.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('checks the session before opening again a signed-in stream that ended (its access token may have expired)', async () => {
    const calls = stubApi({ 'GET /user/user-details': { body: ok({ _id: 'u1', name: 'Asha', role: 'USER' }) } });
    const { store, channel } = start(true);
    const user = store.dispatch(authApi.endpoints.userDetails.initiate());
    await user;
    await waitFor(() => expect(FakeEventSource.current()).toBeDefined());
    const first = FakeEventSource.current()!;
    first.open();
    first.fail(false);
    // Not left to the browser, which would come back with the expired cookie as a guest.
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    await waitFor(() => expect(calls.filter((call) => call.path === '/user/user-details')).toHaveLength(2));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    user.unsubscribe();
    channel.stop();
  });

  it('says whether the stream is up, and opens it again later when the browser gave up on it', async () => {
    const { store, channel } = start(false);
    channel.register(['p1']);
    await waitFor(() => expect(FakeEventSource.current()).toBeDefined());
    expect(store.getState().live.up).toBe(false);
    FakeEventSource.current()!.open();
    expect(store.getState().live.up).toBe(true);
    // A drop the browser retries itself: down meanwhile, the same stream.
    FakeEventSource.current()!.fail(false);
    expect(store.getState().live.up).toBe(false);
    FakeEventSource.current()!.open();
    expect(FakeEventSource.opened).toHaveLength(1);
    // Refused (an error status): the channel opens a new stream after a pause.
    FakeEventSource.current()!.fail(true);
    expect(store.getState().live.up).toBe(false);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    FakeEventSource.current()!.open();
    expect(store.getState().live.up).toBe(true);
    channel.stop();
  });
});

describe('the live channel: events update the cache', () => {
  async function liveStore(signedInAtStart = true) {
    const { store, channel } = start(signedInAtStart);
    channel.register(['p1']);
    await waitFor(() => expect(FakeEventSource.current()).toBeDefined());
    FakeEventSource.current()!.open();
    return { store, channel, stream: FakeEventSource.current()! };
  }

  it('writes a product change into every cached answer that holds the product, without a request', async () => {
    const calls = stubApi({
      'POST /product/get-product-details': { body: ok(product('p1')) },
      'POST /product/get-product-by-category': { body: ok([product('p1'), product('p2')]) },
      'POST /product/search-product': {
        body: ok([product('p2'), product('p1')], 'OK', { page: 1, totalPage: 1, totalCount: 2 }),
      },
      'POST /product/get': { body: ok([product('p1')], 'OK', { page: 1, totalNoPage: 1, totalCount: 1 }) },
      'GET /cart/get': {
        body: ok([{ _id: 'l1', quantity: 2, productId: product('p1'), priceWhenAdded: { price: 100, discount: 0 } }]),
      },
    });
    const { store, channel, stream } = await liveStore();
    await store.dispatch(catalogApi.endpoints.getProductDetails.initiate('p1'));
    await store.dispatch(catalogApi.endpoints.getProductsOfCategory.initiate('c1'));
    await store.dispatch(searchApi.endpoints.searchProducts.initiate(RICE));
    await store.dispatch(adminApi.endpoints.getAdminProducts.initiate({ page: 1, search: '' }));
    await store.dispatch(cartApi.endpoints.getCart.initiate());
    const before = calls.length;

    stream.emit('product', { productId: 'p1', stock: 3, price: 90, discount: 10, publish: true }, '1');
    const state = store.getState();
    const changed = { stock: 3, price: 90, discount: 10, publish: true };
    expect(catalogApi.endpoints.getProductDetails.select('p1')(state).data).toMatchObject(changed);
    expect(catalogApi.endpoints.getProductsOfCategory.select('c1')(state).data).toEqual([
      expect.objectContaining({ _id: 'p1', ...changed }),
      product('p2'),
    ]);
    expect(searchApi.endpoints.searchProducts.select(RICE)(state).data?.pages[0].data[1]).toMatchObject(changed);
    expect(adminApi.endpoints.getAdminProducts.select({ page: 1, search: '' })(state).data?.data[0]).toMatchObject(
      changed,
    );
    const line = cartApi.endpoints.getCart.select()(state).data?.[0];
    expect(line?.productId).toMatchObject(changed);
    expect(line?.priceWhenAdded).toEqual({ price: 100, discount: 0 });
    expect(calls.length).toBe(before);

    // Unpublished: it leaves the shoppers' lists, stays on the admin's; the page and the cart line mark it.
    stream.emit('product', { productId: 'p1', stock: 3, price: 90, discount: 10, publish: false }, '2');
    let after = store.getState();
    expect(
      catalogApi.endpoints.getProductsOfCategory
        .select('c1')(after)
        .data?.map((p) => p._id),
    ).toEqual(['p2']);
    expect(
      searchApi.endpoints.searchProducts
        .select(RICE)(after)
        .data?.pages[0].data.map((p) => p._id),
    ).toEqual(['p2']);
    expect(adminApi.endpoints.getAdminProducts.select({ page: 1, search: '' })(after).data?.data).toHaveLength(1);
    expect(catalogApi.endpoints.getProductDetails.select('p1')(after).data?.publish).toBe(false);
    expect(cartApi.endpoints.getCart.select()(after).data?.[0].productId.publish).toBe(false);

    // Unpublished, as a shopper's stream tells it (figures withheld): the line keeps its price, off sale.
    stream.emit('product', { productId: 'p1', stock: 0, price: 0, discount: 0, publish: false, hidden: true }, '2h');
    expect(cartApi.endpoints.getCart.select()(store.getState()).data?.[0].productId).toMatchObject({
      stock: 0,
      publish: false,
      price: 90,
    });

    // Deleted: gone from the admin's list too; the cart line shows it can no longer be bought.
    stream.emit('product', { productId: 'p1', stock: 0, price: 0, discount: 0, publish: false, deleted: true }, '3');
    after = store.getState();
    expect(adminApi.endpoints.getAdminProducts.select({ page: 1, search: '' })(after).data?.data).toHaveLength(0);
    // A deletion carries no price: the line keeps the one it showed.
    expect(cartApi.endpoints.getCart.select()(after).data?.[0].productId).toMatchObject({
      stock: 0,
      publish: false,
      price: 90,
    });
    expect(calls.length).toBe(before);
    channel.stop();
  });

  it('advances an order’s status at once and reads the user’s orders again; admin events read the shop’s', async () => {
    let status = 'PLACED';
    const calls = stubApi({
      'GET /order/order-list': () => ({
        body: ok([orderView({ status })], 'OK', { page: 1, totalPage: 1, totalCount: 1 }),
      }),
      'GET /order/details': () => ({ body: ok(orderView({ status })) }),
      'POST /order/admin/list': { body: ok([], 'OK', { page: 1, totalPage: 1, totalCount: 0, countsByStatus: {} }) },
    });
    const { store, channel, stream } = await liveStore();
    const orders = store.dispatch(orderApi.endpoints.getOrders.initiate());
    const details = store.dispatch(orderApi.endpoints.getOrderDetails.initiate('o1'));
    const adminList = store.dispatch(ordersAdminApi.endpoints.getAdminOrders.initiate({ page: 1, limit: 10 }));
    await Promise.all([orders, details, adminList]);
    const reads = (path: string) => calls.filter((call) => call.path === path).length;
    expect([reads('/order/order-list'), reads('/order/details'), reads('/order/admin/list')]).toEqual([1, 1, 1]);

    status = 'PACKED';
    stream.emit('order', { orderId: 'o1', orderNo: 'ORD-1001', status: 'PACKED', at: '2026-11-24T10:00:00.000Z' }, '4');
    const shown = orderApi.endpoints.getOrderDetails.select('o1')(store.getState()).data;
    expect(shown?.status).toBe('PACKED');
    expect(shown?.statusHistory.at(-1)).toEqual({ status: 'PACKED', at: '2026-11-24T10:00:00.000Z' });
    expect(orderApi.endpoints.getOrders.select()(store.getState()).data?.pages[0].data[0].status).toBe('PACKED');
    await waitFor(() => expect([reads('/order/order-list'), reads('/order/details')]).toEqual([2, 2]));
    expect(reads('/order/admin/list')).toBe(1);

    stream.emit(
      'admin-order',
      { orderId: 'o2', orderNo: 'ORD-1002', from: null, status: 'PLACED', at: '2026-11-24T10:01:00.000Z', totalAmt: 5 },
      '5',
    );
    await waitFor(() => expect(reads('/order/admin/list')).toBe(2));
    expect(reads('/order/order-list')).toBe(2);
    for (const subscription of [orders, details, adminList]) subscription.unsubscribe();
    channel.stop();
  });

  it('reads the cart again on a cart event, and everything live on refetch; ignores what it cannot read', async () => {
    const calls = stubApi({
      'GET /cart/get': { body: ok([]) },
      'POST /product/get-product-details': { body: ok(product('p1')) },
    });
    const { store, channel, stream } = await liveStore();
    const cart = store.dispatch(cartApi.endpoints.getCart.initiate());
    const page = store.dispatch(catalogApi.endpoints.getProductDetails.initiate('p1'));
    await Promise.all([cart, page]);
    const reads = (path: string) => calls.filter((call) => call.path === path).length;

    stream.emit('cart', { at: '2026-11-24T10:00:00.000Z' }, '6');
    await waitFor(() => expect(reads('/cart/get')).toBe(2));
    expect(reads('/product/get-product-details')).toBe(1);

    stream.emit('refetch', {}, '7');
    await waitFor(() => expect([reads('/cart/get'), reads('/product/get-product-details')]).toEqual([3, 2]));

    stream.dispatchEvent(new MessageEvent('product', { data: 'not json', lastEventId: '8' }));
    expect(catalogApi.endpoints.getProductDetails.select('p1')(store.getState()).data).toEqual(product('p1'));
    cart.unsubscribe();
    page.unsubscribe();
    channel.stop();
  });
});
