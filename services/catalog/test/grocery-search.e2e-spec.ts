import { ApiClient } from '@shop/testkit';
import { CatalogFixture, Ref, token } from './support';

/**
 * Issue 36's examples through the gateway, each on products of its own departments (the suite's tag
 * leads every name and query, so other suites' products never answer): the product a word names before
 * those it qualifies, synonyms and regional names, pack sizes, and typo corrections into another
 * department ranked last, or said when they are all there is.
 */
describe('search for a grocery list (issue 36, through the gateway)', () => {
  const anonymous = new ApiClient();
  let tag: string;
  /** A second tag whose products are only memory cards: "curd" finds them through a correction alone. */
  let cardsOnly: string;
  let fixture: CatalogFixture;
  const created: string[] = [];

  const search = async (text: string) => {
    const response = await anonymous.post('/api/product/search-product', { search: text, page: 1 });
    expect(response.status).toBe(200);
    return response.body as { data: { name: string; unit: string }[]; totalCount: number; showingResultsFor?: string };
  };
  const names = async (text: string) => (await search(text)).data.map((product) => product.name);

  beforeAll(async () => {
    fixture = await CatalogFixture.create();
    tag = token();
    cardsOnly = token();
    const department = () => fixture.category();
    const [produce, snacks, drinks, dairy, staples, household, electronics] = await Promise.all(
      Array.from({ length: 7 }, department),
    );
    const add = async (category: Ref, name: string, unit = '1 kg') =>
      created.push((await fixture.product({ name: `${tag} ${name}`, unit, category: [category] }))._id);
    // One at a time: the index learns which words name a kind ("chips" after many words) from the names.
    // Variants of one kind differ by made-up words, which name no kind in any catalogue (the demo's
    // "Basmati" does: it follows many brands), so only the size tells them apart.
    for (const [category, name, unit] of [
      [produce, 'Onion'],
      [produce, 'Potato'],
      [produce, 'Hybrid Tomato'],
      [produce, 'Shimla Apple'],
      [snacks, 'Cream Onion Chips', '100 g'],
      [snacks, 'Salted Potato Chips', '100 g'],
      [snacks, 'Masala Chips', '100 g'],
      [snacks, 'Tomato Ketchup', '500 g'],
      [snacks, 'Chilli Ketchup', '500 g'],
      [snacks, 'Classic Ketchup', '500 g'],
      [drinks, 'Apple Juice', '1 l'],
      [drinks, 'Mango Juice', '1 l'],
      [drinks, 'Orange Juice', '1 l'],
      [drinks, 'Cola', '750 ml'],
      [dairy, 'Fresh Curd', '400 g'],
      [dairy, 'Zorin Milk', '1 L'],
      [dairy, 'Velko Milk', '1000 ml'],
      [dairy, 'Mirsa Milk', '500 ml'],
      [staples, 'Zorin Rice', '1 kg'],
      [staples, 'Velko Rice', '5 kg'],
      [staples, 'Mirsa Rice', '10 kg'],
      [staples, 'Sugar', '1 kg'],
      [household, 'Soft Tissue Roll', '4 pcs'],
      [electronics, 'microSD Card 128 GB', '1 pc'],
      [electronics, 'Braided USB-C Cable', '1 pc'],
      [electronics, 'Gaming Monitor', '1 pc'],
    ] as [Ref, string, string?][])
      await add(category, name, unit);
    created.push(
      (await fixture.product({ name: `${cardsOnly} microSD Card 64 GB`, unit: '1 pc', category: [electronics] }))._id,
    );
  });

  // Which words name a kind is learnt across departments: runs leaving their snacks behind (against the
  // demo shop, say) would make "chips" a word of many departments, naming no kind.
  afterAll(async () => {
    for (const _id of created) await fixture.admin.delete('/api/product/delete-product', { _id });
  });

  it('lists the product a word names before the products it only qualifies', async () => {
    expect((await names(`${tag} onion`))[0]).toBe(`${tag} Onion`);
    expect((await names(`${tag} potato`))[0]).toBe(`${tag} Potato`);
    expect((await names(`${tag} tomato`))[0]).toBe(`${tag} Hybrid Tomato`);
    expect((await names(`${tag} apple`))[0]).toBe(`${tag} Shimla Apple`);
  });

  it('finds curd for "curd", "dahi" and "yogurt", with the memory card a correction reaches last', async () => {
    for (const text of ['curd', 'dahi', 'yogurt']) {
      const found = await search(`${tag} ${text}`);
      expect(found.data[0].name).toBe(`${tag} Fresh Curd`);
      expect(found.showingResultsFor).toBeUndefined();
    }
    // Shown, if at all, after everything that is curd.
    expect((await names(`${tag} curd`)).slice(0, -1)).not.toContain(`${tag} microSD Card 128 GB`);
  });

  it('says "showing results for card" when a correction is all that "curd" finds', async () => {
    const found = await search(`${cardsOnly} curd`);
    expect(found.data.map((product) => product.name)).toEqual([`${cardsOnly} microSD Card 64 GB`]);
    expect(found.showingResultsFor).toBe(`${cardsOnly} card`);
  });

  it('understands synonyms: coke is a cola, toilet paper a tissue roll, type c a USB-C cable', async () => {
    expect(await names(`${tag} coke`)).toEqual([`${tag} Cola`]);
    expect(await names(`${tag} toilet paper`)).toEqual([`${tag} Soft Tissue Roll`]);
    expect((await names(`${tag} type c cable`))[0]).toBe(`${tag} Braided USB-C Cable`);
    expect(await names(`${tag} sugar`)).toEqual([`${tag} Sugar`]);
  });

  it('reads a pack size in the query, however it is written, and lists that size first', async () => {
    const rice = await search(`${tag} rice 5 kg`);
    // The size asked for, then the nearest: 10 kg is twice 5 kg, 1 kg a fifth of it.
    expect(rice.data.map((product) => product.name)).toEqual([
      `${tag} Velko Rice`,
      `${tag} Mirsa Rice`,
      `${tag} Zorin Rice`,
    ]);
    const milk = await search(`${tag} milk 1l`);
    expect(new Set(milk.data.slice(0, 2).map((product) => product.unit))).toEqual(new Set(['1 L', '1000 ml']));
    expect(milk.data[2].name).toBe(`${tag} Mirsa Milk`);
    expect((await names(`${tag} rice 10kg`))[0]).toBe(`${tag} Mirsa Rice`);
  });
});
