import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { onTestFinished, vi } from 'vitest';
import { makeStore, type RootState } from '../app/store';
import { Toaster } from '../features/toasts/Toaster';

export interface StubbedCall {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  body: unknown;
}

type Reply = { status?: number; body: unknown; headers?: Record<string, string> };
type Answer = Reply | ((call: StubbedCall) => Reply);

/**
 * Stubs the network at its edge: each API path answers what the table says (envelopes, like the
 * server), and every call is recorded. A call to a path not in the table fails the test when it ends:
 * the error the stub throws is swallowed by RTK Query (it becomes a FETCH_ERROR the screen may even
 * handle), so the stub also keeps the call and fails the test itself.
 */
export function stubApi(answers: Record<string, Answer>) {
  const calls: StubbedCall[] = [];
  const unexpected: string[] = [];
  onTestFinished(() => {
    if (unexpected.length) throw new Error(`unexpected API calls (not in the stub's table): ${unexpected.join(', ')}`);
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const request = typeof input === 'string' ? new Request(input) : input;
      const url = new URL(request.url);
      const path = url.pathname.replace(/^\/api/, '');
      const text = request.method === 'GET' ? '' : await request.clone().text();
      const query = Object.fromEntries(url.searchParams);
      const call = {
        method: request.method,
        path,
        query,
        body: text && !text.startsWith('--') ? JSON.parse(text) : text,
      };
      calls.push(call);
      const answer = answers[`${request.method} ${path}`];
      if (!answer) {
        unexpected.push(`${request.method} ${path}`);
        throw new Error(`unexpected call ${request.method} ${path}`);
      }
      const { status = 200, body, headers } = typeof answer === 'function' ? answer(call) : answer;
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      });
    }),
  );
  return calls;
}

export const ok = (data: unknown, message = 'OK', extra: Record<string, unknown> = {}) => ({
  success: true,
  error: false,
  message,
  data,
  ...extra,
});
export const refused = (message: string, code?: string) => ({ success: false, error: true, message, data: null, code });

/**
 * Renders a screen with a real store and router at `path` (with `locationState`), mounted on `route`
 * (a pattern with params, e.g. '/product/:product'; the path itself by default); `routes` adds pages to land on.
 */
export function renderApp(
  ui: ReactElement,
  {
    path = '/',
    state,
    locationState,
    route = path.split('?')[0],
    routes = {},
  }: {
    path?: string;
    state?: Partial<RootState>;
    locationState?: unknown;
    route?: string;
    routes?: Record<string, ReactElement>;
  } = {},
) {
  const store = makeStore(state);
  const [pathname, query] = path.split('?');
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[{ pathname, search: query ? `?${query}` : '', state: locationState }]}>
        <Routes>
          <Route path={route} element={ui} />
          {Object.entries(routes).map(([route, element]) => (
            <Route key={route} path={route} element={element} />
          ))}
        </Routes>
        <Toaster />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}

/**
 * Matches an accessible name as a browser reads it: jsdom puts a space between an element's parts
 * ('7–9 am , 3 left'), where the screen-reader-only punctuation ends a visible part ('7–9 am, 3 left').
 */
export const named = (text: string) => (name: string) =>
  name
    .replace(/\s+([,.])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim() === text;
