// The shopper and admin reads issue 21 holds to 50 ms p95 at any data size, as the web app sends them,
// with what a right answer holds. Ids and words come from the seeded shop (seed-orders.mjs's state
// file, the catalogue through the gateway); the customer whose addresses and cart are read is one the
// people seeder stored, and their cart is filled first.
import { QUERIES } from '../k6/perf/typed-searches.mjs';
import { logIn, send } from '../k6/perf/gateway-client.mjs';

const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@shop.local',
  password: process.env.ADMIN_PASSWORD ?? 'Admin12345!',
};
/** Every customer seed-people.mjs stores logs in with it (its SCALE_PASSWORD; importing it would run the seeder). */
const CUSTOMER_PASSWORD = 'Scale-pass-21';
/** Items put in the customer's cart before it is read. */
const CART_ITEMS = 3;
/** The web app's page sizes (spec 9 and web/src/features). */
const ADMIN_ORDERS_PAGE = 10;
const SHOPPER_ORDERS_PAGE = 20;
const ADMIN_PRODUCTS_PAGE = 12;
const SUB_CATEGORY_PAGE = 8;
const SEARCH_PAGE = 12;

const random = (n) => Math.floor(Math.random() * n);
const typed = () => QUERIES[random(QUERIES.length)];

/** The answer's problem, or undefined when it holds a list (of at least `atLeast`). */
const aList =
  (atLeast = 0) =>
  ({ data }) =>
    Array.isArray(data) && data.length >= atLeast
      ? undefined
      : `expected a list of ${atLeast} or more, got ${data?.length}`;

/**
 * The catalog keeps its answers to public reads, keyed by the whole request line: what a shopper
 * mostly gets. A query string never sent before makes it read the catalogue each time instead, which
 * is what grows with the data.
 */
let fresh = 0;
const anew = (path) => `${path}?fresh=${process.pid}-${(fresh += 1)}`;

/** A product on sale, with its category and sub-category, from the first page of the product list. */
async function sampleProduct(token) {
  const { status, body } = await send('POST', '/api/product/get', { page: 1, limit: ADMIN_PRODUCTS_PAGE }, token);
  if (status !== 200) throw new Error(`product/get answered ${status}: ${body.message}`);
  const product = body.data.find((candidate) => candidate.category.length && candidate.subCategory.length);
  if (!product) throw new Error('no product with a category and a sub-category on the first page');
  return { products: body.data, product };
}

/** Puts products in the customer's cart until it holds CART_ITEMS (an earlier run may have left some). */
async function fillCart(token, products) {
  const { body } = await send('GET', '/api/cart/get', undefined, token);
  const held = new Set((body.data ?? []).map((item) => item.productId?._id ?? item.productId));
  for (const product of products.filter(({ _id, stock }) => !held.has(_id) && stock > 0)) {
    if (held.size >= CART_ITEMS) break;
    const added = await send('POST', '/api/cart/create', { productId: product._id }, token);
    if (added.status >= 300) throw new Error(`cart/create answered ${added.status}: ${added.body.message}`);
    held.add(product._id);
  }
}

/** The admin list's last page, or `deepPage` when the list is longer. */
async function deepPage(adminToken, wanted) {
  const { body } = await send('POST', '/api/order/admin/list', { page: 1, limit: ADMIN_ORDERS_PAGE }, adminToken);
  return Math.max(1, Math.min(wanted, Math.ceil(body.totalCount / ADMIN_ORDERS_PAGE)));
}

/**
 * The calls, each with its group (for the chart), who sends it (a token), the request (a function:
 * some vary each time) and a check of the first answer. `deepPageWanted` is the admin list page read as
 * "a deep page" (the last page when the list is shorter).
 */
export async function scaleCalls(state, { deepPageWanted }) {
  const regular = state.shoppers.find((shopper) => shopper.role === 'normal');
  const customerEmail = state.search.email.typical[0];
  const [admin, shopper, customer] = await Promise.all([
    logIn(ADMIN.email, ADMIN.password),
    logIn(regular.email, regular.password),
    logIn(customerEmail, CUSTOMER_PASSWORD),
  ]);
  const { products, product } = await sampleProduct(admin);
  await fillCart(customer, products);
  const page = await deepPage(admin, deepPageWanted);
  const categoryId = product.category[0]._id;
  const subCategoryId = product.subCategory[0]._id;
  const get = (path) => () => ({ method: 'GET', path });
  const post = (path, body) => () => ({ method: 'POST', path, body });
  const adminList = (body) => post('/api/order/admin/list', { page: 1, limit: ADMIN_ORDERS_PAGE, ...body });
  const sameOrder = ({ data }) =>
    data?.orderId === regular.sampleOrder.orderId ? undefined : 'another order answered';

  return [
    {
      group: 'orders',
      label: 'shopper: order list, first page',
      token: shopper,
      request: get(`/api/order/order-list?page=1&limit=${SHOPPER_ORDERS_PAGE}`),
      check: aList(1),
    },
    {
      group: 'orders',
      label: 'shopper: order details',
      token: shopper,
      request: get(`/api/order/details?orderId=${regular.sampleOrder._id}`),
      check: sameOrder,
    },
    { group: 'orders', label: 'admin: order list, first page', token: admin, request: adminList({}), check: aList(1) },
    {
      group: 'orders',
      label: 'admin: order list, status PLACED',
      token: admin,
      request: adminList({ status: 'PLACED' }),
      check: aList(),
    },
    {
      group: 'orders',
      label: 'admin: order list, status DELIVERED',
      token: admin,
      request: adminList({ status: 'DELIVERED' }),
      check: aList(1),
    },
    {
      group: 'orders',
      label: 'admin: order list, search by order no',
      token: admin,
      request: adminList({ search: state.search.orderNo }),
      check: ({ data }) =>
        data?.[0]?.orderId === state.search.orderNo ? undefined : `${state.search.orderNo} not found`,
    },
    {
      group: 'orders',
      label: 'admin: order list, search by e-mail',
      token: admin,
      request: adminList({ search: customerEmail }),
      check: aList(1),
    },
    {
      group: 'orders',
      label: 'admin: order list, search by pincode',
      token: admin,
      request: adminList({ search: state.search.pincode.typical[0] }),
      check: aList(1),
    },
    {
      group: 'orders',
      label: 'admin: order list, deep page',
      page,
      token: admin,
      request: adminList({ page }),
      check: aList(1),
    },
    {
      group: 'orders',
      label: 'admin: summary, 14 days',
      token: admin,
      request: get('/api/order/admin/summary?days=14'),
      check: ({ data }) => (data?.days?.length === 14 ? undefined : 'no 14 days in the summary'),
    },
    {
      group: 'account',
      label: 'shopper: addresses',
      token: customer,
      request: get('/api/address/get'),
      check: aList(1),
    },
    {
      group: 'account',
      label: 'shopper: cart',
      token: customer,
      request: get('/api/cart/get'),
      check: aList(CART_ITEMS),
    },
    {
      group: 'catalogue',
      label: 'admin: product list, page 1',
      token: admin,
      request: post('/api/product/get', { page: 1, limit: ADMIN_PRODUCTS_PAGE, search: '' }),
      check: aList(1),
    },
    {
      group: 'catalogue',
      label: 'category listing',
      token: shopper,
      request: post('/api/product/get-product-by-category', { id: categoryId }),
      check: aList(1),
    },
    {
      group: 'catalogue',
      label: 'category listing, read anew',
      token: shopper,
      request: () => ({
        method: 'POST',
        path: anew('/api/product/get-product-by-category'),
        body: { id: categoryId },
      }),
      check: aList(1),
    },
    {
      group: 'catalogue',
      label: 'sub-category listing, page 1',
      token: shopper,
      request: post('/api/product/get-pruduct-by-category-and-subcategory', {
        categoryId,
        subCategoryId,
        page: 1,
        limit: SUB_CATEGORY_PAGE,
      }),
      check: aList(1),
    },
    {
      group: 'catalogue',
      label: 'sub-category listing, page 1, read anew',
      token: shopper,
      request: () => ({
        method: 'POST',
        path: anew('/api/product/get-pruduct-by-category-and-subcategory'),
        body: { categoryId, subCategoryId, page: 1, limit: SUB_CATEGORY_PAGE },
      }),
      check: aList(1),
    },
    {
      group: 'catalogue',
      label: 'search-product, typed words',
      token: shopper,
      request: () => ({
        method: 'POST',
        path: '/api/product/search-product',
        body: { search: typed(), page: 1, limit: SEARCH_PAGE },
      }),
      check: aList(),
    },
    {
      group: 'catalogue',
      label: 'search-product, typed words, searched anew',
      token: shopper,
      request: () => ({
        method: 'POST',
        path: anew('/api/product/search-product'),
        body: { search: typed(), page: 1, limit: SEARCH_PAGE },
      }),
      check: aList(),
    },
    {
      group: 'catalogue',
      label: 'suggest, 2 to 6 letters',
      token: shopper,
      request: () => {
        const word = typed().split(' ')[0];
        return { method: 'GET', path: `/api/product/suggest?q=${encodeURIComponent(word.slice(0, 2 + random(5)))}` };
      },
      check: ({ data }) => (Array.isArray(data?.products) ? undefined : 'no suggestions list'),
    },
    {
      group: 'catalogue',
      label: 'product details',
      token: shopper,
      request: post('/api/product/get-product-details', { productId: product._id }),
      check: ({ data }) => (data?._id === product._id ? undefined : 'another product answered'),
    },
    {
      group: 'catalogue',
      label: 'product details, read anew',
      token: shopper,
      request: () => ({
        method: 'POST',
        path: anew('/api/product/get-product-details'),
        body: { productId: product._id },
      }),
      check: ({ data }) => (data?._id === product._id ? undefined : 'another product answered'),
    },
  ];
}
