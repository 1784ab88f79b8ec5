import { ACCESS_TABLE, resolveRoute } from './routes';

describe('resolveRoute', () => {
  it.each([
    ['/api/user/login', 'POST', 'identity', 'anonymous'],
    ['/api/user/user-details', 'GET', 'identity', 'user'],
    ['/api/user/refresh-token/', 'POST', 'identity', 'anonymous'],
    ['/api/category/get', 'GET', 'catalog', 'public'],
    ['/api/category/add-category', 'POST', 'catalog', 'manager'],
    ['/api/subcategory/delete', 'DELETE', 'catalog', 'manager'],
    ['/api/product/search-product', 'POST', 'catalog', 'public'],
    ['/api/product/create', 'POST', 'catalog', 'manager'],
    ['/api/file/upload', 'POST', 'catalog', 'manager'],
    ['/api/cart/get', 'GET', 'cart', 'public'],
    ['/api/cart/get', 'HEAD', 'cart', 'public'],
    ['/api/address/create', 'POST', 'address', 'user'],
    ['/api/order/order-list', 'GET', 'order', 'user'],
    ['/api/order/admin/list', 'POST', 'order', 'manager'],
    ['/api/order/rider/list', 'GET', 'order', 'rider'],
    ['/api/user/admin/staff', 'GET', 'identity', 'manager'],
    ['/api/user/admin/role', 'PUT', 'identity', 'admin'],
    ['/api/payment/webhook', 'POST', 'payment', 'anonymous'],
    ['/api/payment/test-checkout/cs_test_123/pay', 'POST', 'payment', 'anonymous'],
    ['/api/live', 'GET', 'gateway', 'public'],
    ['/API/Live/', 'GET', 'gateway', 'public'],
  ])('%s (%s) goes to %s as %s', (path, method, service, access) => {
    expect(resolveRoute(path, method)).toMatchObject({ service, access });
  });

  it('labels routes of the table by their pattern, and the rest of a prefix as one series', () => {
    expect(resolveRoute('/API/User//Login/', 'POST')?.label).toBe('/api/user/login');
    expect(resolveRoute('/api/payment/test-checkout/cs_test_123', 'GET')?.label).toBe(
      '/api/payment/test-checkout/:sessionId',
    );
    expect(resolveRoute('/api/product/6650f1c2a9b3e4d5f6a7b8c9')?.label).toBe('/api/product/*');
    expect(resolveRoute('/api/product/constructor')).toEqual({
      service: 'catalog',
      access: 'manager',
      label: '/api/product/*',
    });
  });

  it('knows no other paths', () => {
    expect(resolveRoute('/api/users/login')).toBeUndefined();
    expect(resolveRoute('/api/user')).toBeUndefined();
    // The gateway's own route is matched whole, for its method only.
    expect(resolveRoute('/api/live', 'POST')).toBeUndefined();
    expect(resolveRoute('/api/live/more')).toBeUndefined();
    expect(resolveRoute('/admin')).toBeUndefined();
  });

  it('unknown paths and methods get the strictest access of their prefix or path, never less', () => {
    expect(resolveRoute('/api/category/anything-new')).toMatchObject({ service: 'catalog', access: 'manager' });
    expect(resolveRoute('/api/address/get/../create')?.access).toBe('user');
    // The staff roles' route makes the prefix's unknown paths the admin's alone, even a dotted spelling of a user route.
    expect(resolveRoute('/api/user/login/../user-details')?.access).toBe('admin');
    expect(resolveRoute('/api/user/anything-new')?.access).toBe('admin');
    expect(resolveRoute('/api/product//create', 'POST')?.access).toBe('manager');
    expect(resolveRoute('/api/Product/CREATE', 'GET')?.access).toBe('manager');
    expect(resolveRoute('/api/cart/anything-new')?.access).toBe('public');
  });

  it('resolves OpenAPI path templates like the requests they stand for', () => {
    expect(resolveRoute('/api/payment/test-checkout/{sessionId}/cancel', 'post')).toMatchObject({
      service: 'payment',
      access: 'anonymous',
    });
  });

  it('has one service per prefix and every access level the gateway knows', () => {
    expect(new Set(ACCESS_TABLE.map((entry) => entry.access))).toEqual(
      new Set(['anonymous', 'public', 'user', 'rider', 'packer', 'manager', 'admin']),
    );
    for (const entry of ACCESS_TABLE) {
      expect(resolveRoute(entry.path.replace(/:\w+/g, 'x'), entry.method)).toEqual({
        service: entry.service,
        access: entry.access,
        label: entry.path,
      });
    }
  });
});
