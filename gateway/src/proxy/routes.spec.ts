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
    expect(resolveRoute(path)).toEqual({ service, access });
  });

  it('knows no other paths', () => {
    expect(resolveRoute('/api/users/login')).toBeUndefined();
    expect(resolveRoute('/api/user')).toBeUndefined();
    expect(resolveRoute('/admin')).toBeUndefined();
  });

  it('unknown paths under a prefix get the prefix default, never less', () => {
    expect(resolveRoute('/api/category/anything-new')).toEqual({ service: 'catalog', access: 'admin' });
    expect(resolveRoute('/api/user/login/../user-details')?.access).toBe('user');
    expect(resolveRoute('/api/product//create')?.access).toBe('admin');
    expect(resolveRoute('/api/Product/CREATE')?.access).toBe('admin');
  });
});
