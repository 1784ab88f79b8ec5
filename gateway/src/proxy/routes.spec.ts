import { resolveRoute } from './routes';

describe('resolveRoute', () => {
  it.each([
    ['/api/user/login', 'identity', 'anonymous'],
    ['/api/user/user-details', 'identity', 'user'],
    ['/api/user/refresh-token/', 'identity', 'anonymous'],
    ['/api/category/get', 'catalog', 'public'],
    ['/api/category/add-category', 'catalog', 'admin'],
    ['/api/subcategory/delete', 'catalog', 'admin'],
    ['/api/product/search-product', 'catalog', 'public'],
    ['/api/product/create', 'catalog', 'admin'],
    ['/api/file/upload', 'catalog', 'admin'],
    ['/api/cart/get', 'cart', 'public'],
    ['/api/address/create', 'address', 'user'],
    ['/api/order/order-list', 'order', 'user'],
    ['/api/payment/webhook', 'payment', 'anonymous'],
  ])('%s goes to %s as %s', (path, service, access) => {
    expect(resolveRoute(path)).toMatchObject({ service, access });
  });

  it('labels paths with their own access by name, and the rest of a prefix as one series', () => {
    expect(resolveRoute('/API/User//Login/')?.label).toBe('/api/user/login');
    expect(resolveRoute('/api/product/6650f1c2a9b3e4d5f6a7b8c9')?.label).toBe('/api/product/*');
    expect(resolveRoute('/api/product/constructor')).toEqual({
      service: 'catalog',
      access: 'public',
      label: '/api/product/*',
    });
  });

  it('knows no other paths', () => {
    expect(resolveRoute('/api/users/login')).toBeUndefined();
    expect(resolveRoute('/api/user')).toBeUndefined();
    expect(resolveRoute('/admin')).toBeUndefined();
  });

  it('unknown paths under a prefix get the prefix default, never less', () => {
    expect(resolveRoute('/api/category/anything-new')).toMatchObject({ service: 'catalog', access: 'admin' });
    expect(resolveRoute('/api/user/login/../user-details')?.access).toBe('user');
    expect(resolveRoute('/api/product//create')?.access).toBe('admin');
    expect(resolveRoute('/api/Product/CREATE')?.access).toBe('admin');
  });
});
