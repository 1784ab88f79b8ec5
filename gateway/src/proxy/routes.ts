import type { GatewayEnv } from '../config';

export type ServiceName = 'identity' | 'catalog' | 'cart' | 'address' | 'order' | 'payment';

/**
 * Who may call a path: anyone ('public': the caller is forwarded when signed in, and a token that is
 * sent must be valid, so a client with an expired session is told to refresh it instead of being
 * served as a guest), anyone whatever token they send ('anonymous': the calls that start a session,
 * and the card provider's), a signed-in user ('user'), or an ADMIN ('admin'). Services check again;
 * this stops the obvious at the door.
 */
export type Access = 'anonymous' | 'public' | 'user' | 'admin';

interface Route {
  prefix: string;
  service: ServiceName;
  /** Access of paths under the prefix not listed in `paths`. */
  access: Access;
  paths?: Record<string, Access>;
}

/** Every documented /api path, by owning service (design.md, "Gateway routing"). */
export const ROUTES: Route[] = [
  {
    prefix: '/api/user/',
    service: 'identity',
    access: 'user',
    paths: {
      register: 'anonymous',
      login: 'anonymous',
      'refresh-token': 'anonymous',
      'forgot-password': 'anonymous',
      'verify-forgot-password-otp': 'anonymous',
      'reset-password': 'anonymous',
    },
  },
  { prefix: '/api/category/', service: 'catalog', access: 'admin', paths: { get: 'public' } },
  { prefix: '/api/subcategory/', service: 'catalog', access: 'admin', paths: { get: 'public' } },
  {
    prefix: '/api/product/',
    service: 'catalog',
    access: 'public',
    paths: { create: 'admin', 'update-product-details': 'admin', 'delete-product': 'admin' },
  },
  { prefix: '/api/file/', service: 'catalog', access: 'admin' },
  { prefix: '/api/cart/', service: 'cart', access: 'public' },
  { prefix: '/api/address/', service: 'address', access: 'user' },
  { prefix: '/api/order/', service: 'order', access: 'user' },
  { prefix: '/api/payment/', service: 'payment', access: 'anonymous' },
];

export interface ResolvedRoute {
  service: ServiceName;
  access: Access;
  /**
   * The metrics' route label: a path listed with its own access keeps its name (/api/user/login), every
   * other path under the prefix is one series (/api/product/*), so ids and typos never make new series.
   */
  label: string;
}

const REPEATED_SLASHES = /\/{2,}/g;
const TRAILING_SLASHES = /\/+$/;

export function resolveRoute(rawPath: string): ResolvedRoute | undefined {
  // Services route case-insensitively and may fold repeated slashes, so access is decided on the same form.
  const path = rawPath.toLowerCase().replace(REPEATED_SLASHES, '/');
  const route = ROUTES.find((candidate) => path.startsWith(candidate.prefix));
  if (!route) return undefined;
  const rest = path.slice(route.prefix.length).replace(TRAILING_SLASHES, '');
  const listed = route.paths && Object.hasOwn(route.paths, rest) ? route.paths[rest] : undefined;
  return {
    service: route.service,
    access: listed ?? route.access,
    label: listed ? `${route.prefix}${rest}` : `${route.prefix}*`,
  };
}

export function serviceUrls(env: GatewayEnv): Record<ServiceName, string> {
  return {
    identity: env.IDENTITY_URL,
    catalog: env.CATALOG_URL,
    cart: env.CART_URL,
    address: env.ADDRESS_URL,
    order: env.ORDER_URL,
    payment: env.PAYMENT_URL,
  };
}

/** The request's full path, without the query (Express middleware mounted under a path sees a shortened req.path). */
export function fullPath(request: { url?: string; originalUrl?: string }): string {
  return (request.originalUrl ?? request.url ?? '').split('?', 1)[0];
}
