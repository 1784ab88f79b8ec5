// Smoke: every public route of the shop once, through the gateway, as a shopper and an admin would
// call it (the admin creates the product the shopper then buys by cash on delivery). Thresholds on
// checks and errors; the p95 latency is printed, never asserted (a busy machine would fail it). Part
// of the test command (deploy/local/test.sh): the report it writes to REPORT_FILE counts each check as
// a test, each crossed threshold as a failure.
import http from 'k6/http';
import { check, group } from 'k6';

const BASE_URL = __ENV.BASE_URL || 'http://127.0.0.1:8080';
const ADMIN = { email: __ENV.ADMIN_EMAIL || 'admin@shop.local', password: __ENV.ADMIN_PASSWORD || 'Admin12345!' };

export const options = {
  vus: 1,
  iterations: 1,
  thresholds: {
    checks: ['rate==1'],
    http_req_failed: ['rate==0'],
  },
};

const json = { 'content-type': 'application/json' };
const call = (method, path, body, token) =>
  http.request(method, `${BASE_URL}${path}`, body === undefined ? null : JSON.stringify(body), {
    headers: token ? { ...json, authorization: `Bearer ${token}` } : json,
    tags: { name: path },
  });
const ok = (response, what, extra = {}) =>
  check(response, {
    [`${what}: 2xx with success`]: (r) => r.status >= 200 && r.status < 300 && r.json('success') === true,
    ...extra,
  });

export default function () {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  let admin;
  let orderNo;
  let product;
  let category;
  let subCategory;
  group('admin builds a product', () => {
    const login = call('POST', '/api/user/login', ADMIN);
    ok(login, 'admin login');
    admin = login.json('data.accesstoken');
    category = call('POST', '/api/category/add-category', { name: `Smoke ${tag}`, image: '' }, admin);
    ok(category, 'add category');
    subCategory = call(
      'POST',
      '/api/subcategory/create',
      { name: `Smoke sub ${tag}`, image: '', category: [category.json('data._id')] },
      admin,
    );
    ok(subCategory, 'add sub-category');
    product = call(
      'POST',
      '/api/product/create',
      {
        name: `Smoke product ${tag}`,
        image: [],
        category: [category.json('data._id')],
        subCategory: [subCategory.json('data._id')],
        unit: '1 kg',
        stock: 100,
        price: 120,
        discount: 10,
        description: 'made by the k6 smoke scenario',
        more_details: {},
      },
      admin,
    );
    ok(product, 'create product');
  });

  const categoryId = category.json('data._id');
  const subCategoryId = subCategory.json('data._id');
  const productId = product.json('data._id');
  group('a visitor browses', () => {
    ok(call('GET', '/api/category/get'), 'category list');
    ok(call('POST', '/api/subcategory/get'), 'sub-category list');
    ok(call('POST', '/api/product/get', { page: 1, limit: 12 }), 'product list');
    ok(call('POST', '/api/product/get-product-by-category', { id: categoryId }), 'category row', {
      'category row: lists the new product': (r) => (r.json('data') || []).some((p) => p._id === productId),
    });
    ok(
      call('POST', '/api/product/get-pruduct-by-category-and-subcategory', {
        categoryId,
        subCategoryId,
        page: 1,
        limit: 8,
      }),
      'sub-category page',
    );
    ok(call('POST', '/api/product/search-product', { search: `smoke product ${tag}` }), 'search', {
      'search: finds the new product': (r) => r.json('totalCount') === 1,
    });
    ok(call('POST', '/api/product/get-product-details', { productId }), 'product details');
    ok(call('GET', '/api/cart/get'), 'guest cart');
  });

  group('a shopper orders by cash on delivery', () => {
    const email = `smoke-${tag}@example.test`;
    const password = 'Smoke-pass-1';
    ok(
      call('POST', '/api/user/register', { name: 'Smoke Shopper', email, password, confirmPassword: password }),
      'register',
    );
    const login = call('POST', '/api/user/login', { email, password });
    ok(login, 'login');
    const token = login.json('data.accesstoken');
    ok(call('GET', '/api/user/user-details', undefined, token), 'user details');
    const address = call(
      'POST',
      '/api/address/create',
      {
        address_line: '1 Smoke Street',
        city: 'Pune',
        state: 'MH',
        country: 'India',
        pincode: '411001',
        mobile: '9876543210',
      },
      token,
    );
    ok(address, 'add address');
    ok(call('GET', '/api/address/get', undefined, token), 'address list');
    ok(call('POST', '/api/cart/create', { productId }, token), 'add to cart');
    ok(call('GET', '/api/cart/get', undefined, token), 'cart');
    const order = call('POST', '/api/order/cash-on-delivery', { addressId: address.json('data._id') }, token);
    ok(order, 'cash on delivery', { 'cash on delivery: priced by the server': (r) => r.json('data.totalAmt') === 108 });
    orderNo = order.json('data.orderId');
    ok(call('GET', '/api/order/order-list', undefined, token), 'order list', {
      'order list: shows the order': (r) => r.json('data.0.orderId') === order.json('data.orderId'),
    });
    ok(call('GET', '/api/user/logout', undefined, token), 'logout');
  });

  group('the admin packs the order', () => {
    const packed = call('PUT', '/api/order/admin/update-status', { orderId: orderNo, status: 'PACKED' }, admin);
    ok(packed, 'admin update-status', { 'admin update-status: packed': (r) => r.json('data.status') === 'PACKED' });
  });

  group('the admin cleans up', () => {
    ok(call('DELETE', '/api/product/delete-product', { _id: productId }, admin), 'delete product');
  });
}

/** A report in the shape the test summary reads (deploy/local/test-summary.js): checks are tests. */
export function handleSummary(data) {
  const checks = data.metrics.checks.values;
  const crossed = Object.entries(data.metrics).flatMap(([metric, { thresholds = {} }]) =>
    Object.entries(thresholds)
      .filter(([, result]) => !result.ok)
      .map(([threshold]) => `${metric} ${threshold}`),
  );
  const report = {
    numPassedTests: checks.passes,
    numFailedTests: checks.fails + crossed.length,
    crossedThresholds: crossed,
    testResults: [],
    // Errors outside any test, a field of every report the summary reads: k6 reports none outside its checks.
    unhandledErrors: [],
  };
  const lines = [
    `k6 smoke: ${checks.passes} checks passed, ${checks.fails} failed; p95 ${data.metrics.http_req_duration.values['p(95)'].toFixed(1)} ms`,
    ...crossed.map((threshold) => `  threshold crossed: ${threshold}`),
  ];
  return {
    stdout: `${lines.join('\n')}\n`,
    ...(__ENV.REPORT_FILE ? { [__ENV.REPORT_FILE]: JSON.stringify(report) } : {}),
  };
}
