import { addToCart, ApiClient, ApiResponse, CatalogFixture, createAddress, GATEWAY_URL, signUp } from '@shop/testkit';
import Ajv from 'ajv';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCESS_TABLE, resolveRoute } from '../src/proxy/routes';

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
      'delivery',
      'gateway',
      'identity',
      'order',
      'payment',
    ]);
  });

  it('is the description the web app’s types are generated from, built with nothing running (npm run api-types)', () => {
    const committed = JSON.parse(readFileSync(join(__dirname, '../../web/src/api/generated/openapi.json'), 'utf8'));
    // Only the server URL is the running gateway's own (PUBLIC_BASE_URL).
    const { servers: _served, ...served } = document;
    const { servers: _committed, ...offline } = committed;
    expect(served).toEqual(offline);
  });

  it('describes every route in the gateway’s table with its access, and nothing the gateway does not route', () => {
    for (const entry of ACCESS_TABLE) {
      const operation = document.paths[entry.path.replace(/:(\w+)/g, '{$1}')]?.[entry.method.toLowerCase()];
      expect({ ...entry, described: operation?.['x-access'] }).toEqual({ ...entry, described: entry.access });
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
    expect(addCategory['x-access']).toBe('manager');
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

  it('describes the query parameters of GET routes from the same rules', () => {
    const parameters = (path: string) =>
      Object.fromEntries(
        document.paths[path].get.parameters.map((parameter: { name: string; required: boolean; schema: object }) => [
          parameter.name,
          { required: parameter.required, ...parameter.schema },
        ]),
      );
    expect(parameters('/api/product/suggest')).toEqual({ q: { required: false, type: 'string', maxLength: 100 } });
    expect(parameters('/api/product/search-insights').days).toMatchObject({ type: 'integer', maximum: 90 });
    expect(parameters('/api/product/get-product-details').productId).toMatchObject({ required: true, type: 'string' });
    expect(Object.keys(parameters('/api/product/search-product'))).toEqual(
      expect.arrayContaining(['search', 'sort', 'minPrice', 'inStock', 'categoryId']),
    );
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

  it('describes every refusal: a real one carries a code listed, with its status, in the schema it matches', async () => {
    const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
    const expectListed = (schemaName: string, path: string, response: ApiResponse) => {
      const schema = document.components.schemas[schemaName];
      const { code } = response.body;
      expect({ path, code, status: schema['x-error-codes'][code] }).toEqual({ path, code, status: response.status });
      const validate = ajv.compile(schema);
      expect({ path, errors: validate(response.body) ? null : validate.errors }).toEqual({ path, errors: null });
    };
    /** A service's refusal: listed in the schema of its operation's `default` answer. */
    const expectDescribed = (method: string, path: string, response: ApiResponse) => {
      const ref: string = document.paths[path][method].responses.default.content['application/json'].schema.$ref;
      expectListed(ref.split('/').pop()!, path, response);
    };

    const anonymous = new ApiClient();
    const missing = await anonymous.post('/api/product/get-product-details', { productId: '0123456789abcdef01234567' });
    expect(missing.body.code).toBe('PRODUCT_NOT_FOUND');
    expectDescribed('post', '/api/product/get-product-details', missing);
    const invalid = await anonymous.post('/api/user/register', { email: 'not-an-email' });
    expect(invalid.body.code).toBe('VALIDATION_FAILED');
    expect(invalid.body.fields).toEqual(expect.arrayContaining(['name', 'email', 'password']));
    expectDescribed('post', '/api/user/register', invalid);
    const catalog = await CatalogFixture.create('Refusals');
    const soldOut = await catalog.product({ stock: 0 });
    const shopper = await signUp();
    const outOfStock = await shopper.client.post('/api/cart/create', { productId: soldOut._id });
    expect(outOfStock.body.code).toBe('OUT_OF_STOCK');
    expectDescribed('post', '/api/cart/create', outOfStock);
    // The gateway's own refusals are in the merged Refusal, the schema of the failures it adds.
    const signedOut = await anonymous.get('/api/address/get');
    expect(signedOut.body.code).toBe('UNAUTHENTICATED');
    expectListed('Refusal', '/api/address/get', signedOut);
    expect(document.paths['/api/address/get'].get.responses['401'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Refusal',
    });
  });

  it('serves an interactive page at /api/docs', async () => {
    const page = await fetch(`${GATEWAY_URL}/api/docs`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/api/docs/start.js');
    const script = await fetch(`${GATEWAY_URL}/api/docs/swagger-ui-bundle.js`);
    expect(script.status).toBe(200);
    // Swagger UI is started from a file (the Content-Security-Policy allows no inline script).
    expect(await (await fetch(`${GATEWAY_URL}/api/docs/start.js`)).text()).toContain('/api/openapi.json');
  });
});
