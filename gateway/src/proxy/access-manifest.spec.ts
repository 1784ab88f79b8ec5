import { declaredApi, declaredServiceRoutes } from '../../access/declared-api';
import { ACCESS_TABLE } from './routes';

/**
 * The gateway's committed access table against the services' controllers: a route with no entry, an
 * entry with no route, or an access that differs from the decorators fails here (and in lint), until
 * `npm run access-manifest -w @shop/gateway` writes the table again.
 */
describe('the access manifest', () => {
  it('lists exactly the routes the controllers declare, with the access their decorators give', () => {
    expect(ACCESS_TABLE).toEqual(declaredApi());
  });

  it('leaves out only what the gateway does not route: each app’s own health', () => {
    const unrouted = declaredServiceRoutes().filter(({ route }) => !route.path.startsWith('/api/'));
    expect(unrouted.length).toBeGreaterThan(0);
    for (const { route } of unrouted) expect(route.path).toMatch(/^\/health(\/|$)/);
  });
});
