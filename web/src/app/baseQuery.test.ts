import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from './store';
import { authApi } from '../features/auth/authApi';
import { cartApi } from '../features/cart/cartApi';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const envelope = (data: unknown) => ({ success: true, error: false, message: 'OK', data });
const expired = {
  success: false,
  error: true,
  message: 'Your session has expired; please log in again',
  data: null,
  code: 'SESSION_EXPIRED',
};

/** The URL of a fetch call, whichever form RTK Query used. */
const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the session refresh in the API layer', () => {
  it('refreshes once for every request that met an expired session, then repeats each', async () => {
    let sessionFresh = false;
    const calls: string[] = [];
    const refreshCredentials: (RequestCredentials | undefined)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = urlOf(input);
        calls.push(url);
        if (url.endsWith('/api/user/refresh-token')) {
          refreshCredentials.push(init?.credentials);
          await new Promise((resolve) => setTimeout(resolve, 20));
          sessionFresh = true;
          return json(200, envelope({}));
        }
        if (!sessionFresh) return json(401, expired);
        return url.endsWith('/user-details')
          ? json(200, envelope({ _id: 'u1', name: 'Rita', role: 'USER' }))
          : json(200, envelope([]));
      }),
    );
    const store = makeStore({ session: { signedIn: true } });

    const [user, cart] = await Promise.all([
      store.dispatch(authApi.endpoints.userDetails.initiate()),
      store.dispatch(cartApi.endpoints.getCart.initiate()),
    ]);

    expect(user.data).toMatchObject({ name: 'Rita' });
    expect(cart.data).toEqual([]);
    expect(calls.filter((url) => url.endsWith('/refresh-token'))).toHaveLength(1);
    // The refresh sends the httpOnly cookies along.
    expect(refreshCredentials).toEqual(['include']);
    expect(store.getState().session.signedIn).toBe(true);
  });

  it('falls back to signed out when the session cannot be refreshed, and still answers public calls', async () => {
    let cookiesCleared = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = urlOf(input);
        if (url.endsWith('/api/user/refresh-token')) {
          cookiesCleared = true;
          return json(401, {
            ...expired,
            message: 'Your session has ended; please log in again',
            code: 'SESSION_ENDED',
          });
        }
        return cookiesCleared ? json(200, envelope([])) : json(401, expired);
      }),
    );
    localStorage.setItem('shop.signedIn', '1');
    const store = makeStore();
    expect(store.getState().session.signedIn).toBe(true);

    const cart = await store.dispatch(cartApi.endpoints.getCart.initiate());

    expect(cart.data).toEqual([]);
    expect(store.getState().session.signedIn).toBe(false);
    expect(localStorage.getItem('shop.signedIn')).toBeNull();
  });

  it('never tries to refresh for a visitor, or for a refused login', async () => {
    const fetchMock = vi.fn(async () =>
      json(401, {
        success: false,
        error: true,
        message: 'Incorrect email or password',
        data: null,
        code: 'WRONG_CREDENTIALS',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = makeStore({ session: { signedIn: false } });

    const login = await store.dispatch(authApi.endpoints.login.initiate({ email: 'a@b.c', password: 'x' }));

    expect('error' in login && login.error).toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.getState().toasts.map((toast) => toast.message)).toEqual(['Incorrect email or password']);
  });

  it('branches on the code, not the status: a signed-in call refused for another reason is answered as is', async () => {
    const fetchMock = vi.fn(async () =>
      json(401, {
        success: false,
        error: true,
        message: 'Your session has ended; please log in again',
        data: null,
        code: 'SESSION_ENDED',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = makeStore({ session: { signedIn: true } });

    const cart = await store.dispatch(cartApi.endpoints.getCart.initiate());

    expect('error' in cart && cart.error).toMatchObject({ status: 401, data: { code: 'SESSION_ENDED' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.getState().session.signedIn).toBe(true);
  });
});
