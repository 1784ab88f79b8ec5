import type { Request } from 'express';
import { gatewayRoute } from './route-label';

const request = (originalUrl: string, route?: { path: string }) =>
  ({ originalUrl, route, baseUrl: '' }) as unknown as Request;

describe('gatewayRoute', () => {
  it.each([
    ['/api/user/login', '/api/user/login'],
    ['/API/User//Login/?next=/x', '/api/user/login'],
    ['/api/user/user-details', '/api/user/user-details'],
    ['/api/product/create', '/api/product/create'],
    ['/api/product/6650f1c2a9b3e4d5f6a7b8c9', '/api/product/*'],
    ['/api/product/search-product?q=milk', '/api/product/search-product'],
    ['/api/category/get', '/api/category/get'],
    ['/api/payment/webhook', '/api/payment/webhook'],
    ['/api/payment/test-checkout/cs_test_1', '/api/payment/test-checkout/:sessionId'],
    ['/media/products/6650f1c2.webp', '/media/*'],
    ['/api/nothing/here', 'unmatched'],
    ['/product/6650f1c2a9b3e4d5f6a7b8c9', 'unmatched'],
    ['/assets/index-3f2a.js', 'unmatched'],
  ])('%s is counted as %s', (url, label) => {
    expect(gatewayRoute(request(url))).toBe(label);
  });

  it("names the gateway's own routes by their pattern", () => {
    expect(gatewayRoute(request('/health/live', { path: '/health/live' }))).toBe('/health/live');
    expect(gatewayRoute(request('/metrics', { path: '/metrics' }))).toBe('/metrics');
  });
});
