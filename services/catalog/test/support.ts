import { ApiClient, signInAdmin } from '@shop/testkit';
import { randomBytes } from 'node:crypto';

/**
 * A random word no seeded or other suite's product contains, so each test sees only its own data. Letters
 * only: search insights keep a run of seven digits as `[phone]`, and one in 12 hex words had such a run.
 */
export const token = () => `zq${Array.from(randomBytes(10), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

export interface Ref {
  _id: string;
  name: string;
}

export class CatalogFixture {
  private constructor(readonly admin: ApiClient) {}

  static async create(): Promise<CatalogFixture> {
    return new CatalogFixture(await signInAdmin());
  }

  async category(name = `Category ${token()}`): Promise<Ref> {
    const response = await this.admin.post('/api/category/add-category', { name, image: '' });
    if (response.status >= 300) throw new Error(`category: ${response.status} ${response.body.message}`);
    return response.body.data;
  }

  async subCategory(category: Ref[], name = `Sub ${token()}`): Promise<Ref> {
    const response = await this.admin.post('/api/subcategory/create', { name, image: '', category });
    if (response.status >= 300) throw new Error(`sub-category: ${response.status} ${response.body.message}`);
    return response.body.data;
  }

  async product(fields: Record<string, unknown>): Promise<Ref & Record<string, any>> {
    const response = await this.admin.post('/api/product/create', {
      unit: '1 kg',
      stock: 10,
      price: 100,
      discount: 0,
      description: 'made by the catalog e2e suite',
      more_details: {},
      image: [],
      ...fields,
    });
    if (response.status >= 300) throw new Error(`product: ${response.status} ${response.body.message}`);
    return response.body.data;
  }
}
