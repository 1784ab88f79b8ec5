import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Types } from 'mongoose';
import { toSearchDocument } from '../products/queries/product-mirror';
import { Product } from '../products/product.schema';
import { productDrafts } from '../seed/catalogue-generator';
import { DEMO_CATALOGUE } from '../seed/demo-catalogue';
import { ProductSearchIndex } from './product-search-index';
import { RELEVANCE_SET } from './relevance-set';

const RESULTS = join(__dirname, '../../../../deploy/k6/results/search-relevance.md');
const PAGE = 10;

/**
 * The relevance set (relevance-set.ts) against the demo catalogue as the seed builds it (5,000
 * products), through the search index the service runs: every kind of product listed for a query is
 * on its first page, and queries meant to find nothing find nothing. Writes precision on the first page
 * (its products that are of a listed kind) and recall (listed kinds found on it, and products of those
 * kinds found at all) to deploy/k6/results/search-relevance.md.
 */
describe('search relevance on the demo catalogue', () => {
  const drafts = productDrafts(DEMO_CATALOGUE, 5000, undefined, new Date('2026-01-01T00:00:00Z'));
  const categoryIds = DEMO_CATALOGUE.map(() => new Types.ObjectId());
  const products = drafts.map(
    (draft) =>
      ({
        _id: new Types.ObjectId(),
        name: draft.name,
        description: draft.description,
        more_details: draft.more_details,
        category: [{ _id: categoryIds[draft.categoryIndex], name: DEMO_CATALOGUE[draft.categoryIndex].name }],
        subCategory: [
          {
            _id: new Types.ObjectId(),
            name: DEMO_CATALOGUE[draft.categoryIndex].subCategories[draft.subCategoryIndex].name,
          },
        ],
        publish: true,
        price: draft.price,
        discount: draft.discount,
        stock: draft.stock,
        createdAt: draft.createdAt,
      }) as unknown as Product,
  );
  const index = new ProductSearchIndex();
  index.replaceAll(products.map(toSearchDocument));
  const outOfStock = new Set(products.filter((product) => product.stock === 0).map((product) => String(product._id)));
  const names = new Map(products.map((product) => [String(product._id), product.name]));
  const ofKind = (name: string, kinds: string[]) =>
    kinds.some((kind) => name.toLowerCase().includes(kind.toLowerCase()));

  const rows = RELEVANCE_SET.map((entry) => {
    const page = index.search(
      { text: entry.query, audience: 'shopper', sort: 'relevance', skip: 0, limit: PAGE },
      outOfStock,
    );
    const all = index.search(
      { text: entry.query, audience: 'shopper', sort: 'relevance', skip: 0, limit: products.length },
      outOfStock,
    );
    const shown = page.ids.map((id) => names.get(id)!);
    const missing = entry.expect.filter((kind) => !shown.some((name) => ofKind(name, [kind])));
    const relevantShown = shown.filter((name) => ofKind(name, entry.expect)).length;
    const relevantAll = products.filter((product) => ofKind(product.name, entry.expect)).length;
    const relevantFound = all.ids.filter((id) => ofKind(names.get(id)!, entry.expect)).length;
    return {
      ...entry,
      total: page.total,
      shown,
      missing,
      precision: entry.expect.length ? (shown.length ? relevantShown / shown.length : 0) : shown.length ? 0 : 1,
      kindRecall: entry.expect.length ? (entry.expect.length - missing.length) / entry.expect.length : 1,
      productRecall: entry.expect.length ? relevantFound / relevantAll : 1,
    };
  });

  afterAll(() => {
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
    const finding = rows.filter((row) => row.expect.length);
    const lines = [
      '# Search relevance on the demo catalogue',
      '',
      'Written by `services/catalog/src/search/relevance.spec.ts` (part of the unit tests): the queries of',
      '`services/catalog/src/search/relevance-set.ts` against the 5,000-product demo catalogue the seed builds,',
      `through the search index the catalog runs, first page of ${PAGE} (the search page's size).`,
      '',
      '- **precision@page 1**: share of the first page that is of a listed kind of product;',
      '- **kind recall@page 1**: share of the listed kinds with a product on the first page (must be 100%);',
      '- **product recall**: share of all products of the listed kinds that the query finds (any page);',
      '- zero-result queries must find nothing.',
      '',
      `| | queries | precision@page 1 | kind recall@page 1 | product recall |`,
      `|---|---:|---:|---:|---:|`,
      `| finding queries | ${finding.length} | ${percent(mean(finding.map((row) => row.precision)))} | ${percent(mean(finding.map((row) => row.kindRecall)))} | ${percent(mean(finding.map((row) => row.productRecall)))} |`,
      `| zero-result queries | ${rows.length - finding.length} | ${rows.filter((row) => !row.expect.length && row.total === 0).length} found nothing | | |`,
      '',
      '| kind | query | expected on page 1 | found | precision@1 | product recall | missing |',
      '|---|---|---|---:|---:|---:|---|',
      ...rows.map(
        (row) =>
          `| ${row.kind} | \`${row.query}\` | ${row.expect.join(', ') || '(nothing)'} | ${row.total} | ${percent(row.precision)} | ${percent(row.productRecall)} | ${row.missing.join(', ')} |`,
      ),
      '',
    ];
    mkdirSync(join(RESULTS, '..'), { recursive: true });
    writeFileSync(RESULTS, lines.join('\n'));
  });

  it('holds at least 60 queries of every kind', () => {
    expect(rows.length).toBeGreaterThanOrEqual(60);
    const kinds = new Set(rows.map((row) => row.kind));
    for (const kind of ['typo', 'plural', 'joined', 'split', 'prefix', 'multi-word', 'accents', 'zero'])
      expect(kinds).toContain(kind);
  });

  it.each(RELEVANCE_SET.map((entry) => [entry.query, entry]))('%s', (query) => {
    const row = rows.find((candidate) => candidate.query === query)!;
    // Every listed kind on the first page; for a zero-result query, nothing at all.
    const wrong = row.expect.length ? row.missing : row.shown;
    expect({ query, wrong, shown: row.shown }).toEqual({ query, wrong: [], shown: row.shown });
  });
});
