import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Types } from 'mongoose';
import { toSearchDocument } from '../products/queries/product-mirror';
import { Product } from '../products/product.schema';
import { productDrafts } from '../seed/catalogue-generator';
import { DEMO_CATALOGUE } from '../seed/demo-catalogue';
import {
  belowFloor,
  classScores,
  ClassScores,
  gradeOf,
  JudgedProduct,
  matchesRule,
  readJudgedQueries,
  relevanceFloor,
  scorePage,
} from './judged-relevance';
import { ProductSearchIndex } from './product-search-index';
import { RELEVANCE_SET } from './relevance-set';

const ROOT = join(__dirname, '../../../..');
const RESULTS = join(ROOT, 'deploy/k6/results/search-relevance.md');
const JUDGED = join(ROOT, 'deploy/search/judged-queries.yaml');
const FLOOR = join(ROOT, 'deploy/search/relevance-floor.json');
const PAGE = 10;

/**
 * Two sets of queries against the demo catalogue, through the search index the service runs, written
 * together to deploy/k6/results/search-relevance.md. The judged query set (judged-relevance.ts) is what
 * shoppers look for, scored (nDCG@10, precision@3, zero results) per class against a floor that only
 * rises (set RELEVANCE_ACCEPT="what changed" to accept the scores of this run as the new floor). The
 * relevance set (relevance-set.ts) is the forms a word is typed in, pass or fail: the demo catalogue as the seed builds it (5,000
 * products), through the search index the service runs: every kind of product listed for a query is
 * on its first page, and queries meant to find nothing find nothing. Writes precision on the first page
 * (its products that are of a listed kind) and recall (listed kinds found on it, and products of those
 * kinds found at all) to deploy/k6/results/search-relevance.md.
 */
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const sections: Record<'judged' | 'forms', string[]> = { judged: [], forms: [] };

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
        unit: draft.unit,
        stock: draft.stock,
        createdAt: draft.createdAt,
      }) as unknown as Product,
  );
  const judgedProducts = new Map<string, JudgedProduct>(
    products.map((product, position) => [
      String(product._id),
      {
        name: product.name,
        subCategory: (product.subCategory[0] as unknown as { name: string }).name,
        unit: drafts[position].unit,
      },
    ]),
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

  describe('the judged query set', () => {
    const judged = readJudgedQueries(JUDGED);
    const catalogue = [...judgedProducts.values()];
    const scored = judged.map((entry) => {
      const page = index.search(
        { text: entry.query, audience: 'shopper', sort: 'relevance', skip: 0, limit: PAGE },
        outOfStock,
      );
      const shown = page.ids.map((id) => judgedProducts.get(id)!);
      const best = catalogue.map((product) => gradeOf(product, entry.relevant)).filter((grade) => grade > 0);
      const grades = shown.map((product) => gradeOf(product, entry.relevant));
      return { ...entry, shown, grades, total: page.total, score: scorePage(grades, best, page.total) };
    });
    const classes = [...new Set(judged.map((entry) => entry.class))];
    const now: Record<string, ClassScores> = {
      all: classScores(scored.map((row) => row.score)),
      ...Object.fromEntries(
        classes.map((name) => [name, classScores(scored.filter((row) => row.class === name).map((row) => row.score))]),
      ),
    };
    const floor = relevanceFloor.parse(JSON.parse(readFileSync(FLOOR, 'utf8')));
    if (process.env.RELEVANCE_ACCEPT) {
      floor.accepted = now;
      floor.history.push({
        date: new Date().toISOString().slice(0, 10),
        change: process.env.RELEVANCE_ACCEPT,
        scores: now,
      });
      writeFileSync(FLOOR, `${JSON.stringify(floor, null, 2)}\n`);
    }

    const figures = (scores: ClassScores | undefined) => {
      const value = (figure: number | null | undefined, show: (value: number) => string) =>
        figure === null || figure === undefined ? '–' : show(figure);
      const score = (figure: number) => figure.toFixed(3);
      return [
        value(scores?.ndcg10, score),
        value(scores?.precision3, score),
        value(scores?.zeroResults, percent),
        value(scores?.unrelatedShown, percent),
      ].join(' | ');
    };
    const shownNames = (row: (typeof scored)[number]) =>
      row.shown
        .slice(0, 3)
        .map((product, rank) => `${product.name} (${product.unit})${row.grades[rank] ? '' : ' ✗'}`)
        .join('; ');
    const worst = scored
      .filter((row) => row.score.ndcg10 < 0.9)
      .sort((a, b) => a.score.ndcg10 - b.score.ndcg10 || a.query.localeCompare(b.query));
    sections.judged = [
      `## The judged query set: ${judged.length} queries`,
      '',
      'The queries of `deploy/search/judged-queries.yaml` (what shoppers of an Indian grocery-and-electronics',
      'shop type, each with the rules that make a product relevant: grade 2 what was asked for, grade 1',
      'acceptable), scored on the first page:',
      '',
      '- **nDCG@10**: the first page against the best page the catalogue allows (gains 3 and 1 by grade);',
      '- **P@3**: share of the first three that are relevant (of the relevant products there are, up to three);',
      '- **zero**: share of the queries whose product is stocked that found nothing;',
      '- **unrelated**: share of the queries whose product is not stocked (class "not stocked") that showed',
      '  products anyway (the right answer is nothing, never another department).',
      '',
      'The floor (`deploy/search/relevance-floor.json`) is the last accepted score of every class: the unit',
      'tests fail when a class scores below it. Each accepted step is kept below, oldest first.',
      '',
      '| class | queries | nDCG@10 | P@3 | zero | unrelated | floor nDCG@10 | floor P@3 | floor zero | floor unrelated |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...['all', ...classes].map(
        (name) => `| ${name} | ${now[name].queries} | ${figures(now[name])} | ${figures(floor.accepted[name])} |`,
      ),
      '',
      '### Accepted steps (nDCG@10 / P@3 / zero / unrelated)',
      '',
      `| date | change | ${['all', ...classes].join(' | ')} |`,
      `|---|---|${['all', ...classes].map(() => '---').join('|')}|`,
      ...floor.history.map(
        (step) =>
          `| ${step.date} | ${step.change} | ${['all', ...classes]
            .map((name) => (step.scores[name] ? figures(step.scores[name]).replace(/ \| /g, ' / ') : ''))
            .join(' | ')} |`,
      ),
      '',
      `### Queries below nDCG@10 0.9 (${worst.length}), worst first`,
      '',
      'The first three products shown (✗: not relevant).',
      '',
      '| class | query | found | nDCG@10 | P@3 | first three |',
      '|---|---|---:|---:|---:|---|',
      ...worst.map(
        (row) =>
          `| ${row.class} | \`${row.query}\` | ${row.total} | ${row.score.ndcg10.toFixed(2)} | ${row.score.precision3.toFixed(2)} | ${shownNames(row)} |`,
      ),
      '',
    ];

    it('holds at least 200 queries in every class the issue names, each rule matching a product', () => {
      expect(judged.length).toBeGreaterThanOrEqual(200);
      for (const name of ['staple', 'produce', 'regional name', 'brand', 'misspelling', 'pack size', 'electronics'])
        expect(classes).toContain(name);
      const idle = judged.flatMap((entry) =>
        entry.relevant
          .filter((rule) => !catalogue.some((product) => matchesRule(product, rule)))
          .map((rule) => `${entry.query}: ${JSON.stringify(rule)}`),
      );
      expect(idle).toEqual([]);
    });

    it('scores no class below the floor (the last accepted scores)', () => {
      expect(belowFloor(now, floor.accepted)).toEqual([]);
    });
  });

  afterAll(() => {
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const finding = rows.filter((row) => row.expect.length);
    sections.forms = [
      '## The forms of a word: the relevance set',
      '',
      'The queries of `services/catalog/src/search/relevance-set.ts` (typos, plurals, joined and split words,',
      'prefixes, accents, and queries that must find nothing), pass or fail:',
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
    const lines = [
      '# Search relevance on the demo catalogue',
      '',
      'Written by `services/catalog/src/search/relevance.spec.ts` (part of the unit tests, so `npm test`):',
      'queries against the 5,000-product demo catalogue the seed builds, through the search index the',
      `catalog runs (the same code the search API answers with), first page of ${PAGE} (the search page's size).`,
      '',
      ...sections.judged,
      ...sections.forms,
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
