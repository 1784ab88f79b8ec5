import { addToCart, ApiClient, ApiResponse, CatalogFixture, createAddress, GATEWAY_URL, signUp } from '@shop/testkit';
import Ajv from 'ajv';
import { resolveRoute, ROUTES } from '../src/proxy/routes';

/** The merged API description the gateway serves, built from the running services. */
describe('API description', () => {
  let document: any;

  beforeAll(async () => {
    const response = await fetch(`${GATEWAY_URL}/api/openapi.json`);
    expect(response.status).toBe(200);
    document = await response.json();
  });

  const paths = () => Object.keys(document.paths);

  it('is OpenAPI 3 and comes from every service', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document['x-missing-services']).toBeUndefined();
    expect(document.tags.map((tag: { name: string }) => tag.name).sort()).toEqual([
      'address',
      'cart',
      'catalog',
      'identity',
      'order',
      'payment',
    ]);
  });

  it('describes every route in the gateway’s table, and nothing the gateway does not route', () => {
    for (const route of ROUTES) {
      expect(paths().filter((path) => path.startsWith(route.prefix)).length).toBeGreaterThan(0);
      for (const name of Object.keys(route.paths ?? {})) expect(paths()).toContain(`${route.prefix}${name}`);
    }
    for (const path of paths()) expect(resolveRoute(path)).toBeDefined();
    expect(paths()).toEqual(
      expect.arrayContaining([
        '/api/user/login',
        '/api/category/get',
        '/api/product/search-product',
        '/api/cart/update-qty',
        '/api/address/create',
        '/api/order/checkout',
        '/api/order/cash-on-delivery',
        '/api/order/order-list',
        '/api/payment/webhook',
      ]),
    );
  });

  it('says who may call each operation and what failures they meet', () => {
    const addCategory = document.paths['/api/category/add-category'].post;
    expect(addCategory['x-access']).toBe('admin');
    expect(Object.keys(addCategory.responses)).toEqual(expect.arrayContaining(['401', '403']));
    const orderList = document.paths['/api/order/order-list'];
    const operation = orderList.get ?? orderList.post;
    expect(operation['x-access']).toBe('user');
    expect(operation.security).toEqual([{ bearer: [] }, { cookie: [] }]);
    expect(document.paths['/api/product/search-product'].post['x-access']).toBe('public');
  });

  it('describes request bodies from the services’ validation rules', () => {
    const login = document.paths['/api/user/login'].post;
    const ref: string = login.requestBody.content['application/json'].schema.$ref;
    const schema = document.components.schemas[ref.split('/').pop()!];
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['email', 'password']));
    expect(schema.required).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('describes what the services answer: real answers match the documented schemas', async () => {
    // OpenAPI 3.0 schemas are JSON Schema with `nullable`; formats are descriptive here.
    const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
    const checked: string[] = [];
    const expectDescribed = (method: string, path: string, response: ApiResponse) => {
      const operation = document.paths[path][method];
      const schema = operation.responses[String(response.status)]?.content?.['application/json']?.schema;
      expect({ path, status: response.status, described: Boolean(schema?.properties?.data) }).toEqual({
        path,
        status: response.status,
        described: true,
      });
      const validate = ajv.compile(schema);
      expect({ path, errors: validate(response.body) ? null : validate.errors }).toEqual({ path, errors: null });
      checked.push(path);
    };

    const catalog = await CatalogFixture.create('OpenAPI');
    const product = await catalog.product({ stock: 5 });
    const shopper = await signUp();
    const anonymous = new ApiClient();
    const details = await anonymous.post('/api/product/get-product-details', { productId: product._id });
    expectDescribed('post', '/api/product/get-product-details', details);
    const [categoryId, subCategoryId] = [details.body.data.category[0]._id, details.body.data.subCategory[0]._id];
    expectDescribed(
      'post',
      '/api/user/login',
      await new ApiClient().post('/api/user/login', { email: shopper.email, password: shopper.password }),
    );
    expectDescribed('get', '/api/user/user-details', await shopper.client.get('/api/user/user-details'));
    expectDescribed('get', '/api/category/get', await anonymous.get('/api/category/get'));
    expectDescribed('post', '/api/subcategory/get', await anonymous.post('/api/subcategory/get'));
    expectDescribed('post', '/api/product/get', await anonymous.post('/api/product/get', { page: 1, limit: 3 }));
    expectDescribed(
      'post',
      '/api/product/search-product',
      await anonymous.post('/api/product/search-product', { search: product.name }),
    );
    expectDescribed(
      'post',
      '/api/product/get-product-by-category',
      await anonymous.post('/api/product/get-product-by-category', { id: categoryId }),
    );
    expectDescribed(
      'post',
      '/api/product/get-pruduct-by-category-and-subcategory',
      await anonymous.post('/api/product/get-pruduct-by-category-and-subcategory', { categoryId, subCategoryId }),
    );
    expectDescribed(
      'post',
      '/api/cart/create',
      await shopper.client.post('/api/cart/create', { productId: product._id }),
    );
    expectDescribed('get', '/api/cart/get', await shopper.client.get('/api/cart/get'));
    const addressId = await createAddress(shopper.client);
    expectDescribed('get', '/api/address/get', await shopper.client.get('/api/address/get'));
    expectDescribed(
      'post',
      '/api/order/cash-on-delivery',
      await shopper.client.post('/api/order/cash-on-delivery', { addressId }),
    );
    expectDescribed('get', '/api/order/order-list', await shopper.client.get('/api/order/order-list'));
    await addToCart(shopper.client, product._id);
    expectDescribed('post', '/api/order/checkout', await shopper.client.post('/api/order/checkout', { addressId }));
    expect(checked).toHaveLength(15);
    const schemas = Object.entries<any>(document.paths).flatMap(([path, item]) =>
      Object.values<any>(item).flatMap((operation) =>
        Object.values<any>(operation.responses)
          .map((response) => response.content?.['application/json']?.schema)
          .filter((schema) => schema && !schema.$ref)
          .map((schema) => ({ path, schema })),
      ),
    );
    expect(schemas.length).toBeGreaterThan(0);
    const failing = schemas.filter(({ schema }) => !ajv.compile(schema)).map(({ path }) => path);
    expect(failing).toEqual([]);
  });

  it('serves an interactive page at /api/docs', async () => {
    const page = await fetch(`${GATEWAY_URL}/api/docs`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/api/openapi.json');
    const script = await fetch(`${GATEWAY_URL}/api/docs/swagger-ui-bundle.js`);
    expect(script.status).toBe(200);
  });
});
