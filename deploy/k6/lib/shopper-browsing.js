// What a visitor does before buying: the home page's calls, a sub-category listing scrolled a few
// pages, product pages, and searches for a word or two. Shared by browse.js and spike.js.
import http from 'k6/http';
import { check, group, sleep } from 'k6';

const BASE_URL = __ENV.BASE_URL || 'http://127.0.0.1:8080';
const WORDS = [
  'rice',
  'tea',
  'milk',
  'phone',
  'organic',
  'chips',
  'oil',
  'watch',
  'speaker',
  'laptop',
  'soap',
  'bread',
  'green',
  'juice',
  'coffee',
];
const json = { 'content-type': 'application/json' };

const call = (method, path, body, name = path) => {
  const response = http.request(method, `${BASE_URL}${path}`, body === undefined ? null : JSON.stringify(body), {
    headers: json,
    tags: { name },
  });
  check(response, { 'answered 200 with success': (r) => r.status === 200 && r.json('success') === true });
  return response;
};
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** Categories and sub-categories once per run, so each iteration can go where a visitor would. */
export function loadTaxonomy() {
  const categories = call('GET', '/api/category/get').json('data') || [];
  const subCategories = call('POST', '/api/subcategory/get', {}).json('data') || [];
  if (!categories.length || !subCategories.length)
    throw new Error('seed the catalogue first (npm start loads the demo catalogue)');
  return { subCategories: subCategories.filter((sub) => sub.category && sub.category.length) };
}

export function browse({ subCategories }, thinkSeconds = 0.5) {
  group('home', () => {
    call('GET', '/api/category/get');
    call('POST', '/api/subcategory/get', {});
    const category = pick(subCategories).category[0]._id;
    call('POST', '/api/product/get-product-by-category', { id: category }, '/api/product/get-product-by-category');
  });
  sleep(thinkSeconds);
  let products = [];
  group('sub-category listing, scrolled', () => {
    const sub = pick(subCategories);
    for (let page = 1; page <= 3; page++) {
      const listed = call('POST', '/api/product/get-pruduct-by-category-and-subcategory', {
        categoryId: sub.category[0]._id,
        subCategoryId: sub._id,
        page,
        limit: 8,
      });
      products = products.concat(listed.json('data') || []);
      if (page >= (listed.json('totalPages') || 1)) break;
    }
  });
  sleep(thinkSeconds);
  group('product pages', () => {
    for (let i = 0; i < 2 && products.length; i++)
      call('POST', '/api/product/get-product-details', { productId: pick(products)._id });
  });
  sleep(thinkSeconds);
  group('search', () => {
    const query = Math.random() < 0.5 ? pick(WORDS) : `${pick(WORDS)} ${pick(WORDS)}`;
    call('POST', '/api/product/search-product', { search: query, page: 1, limit: 10 });
    call('POST', '/api/product/search-product', { search: query, page: 2, limit: 10 });
  });
  sleep(thinkSeconds);
}

/** The lines run-load-tests.sh puts in the results table, and a report file for it. */
export function summary(data, scenario, goals) {
  const duration = data.metrics.http_req_duration.values;
  const requests = data.metrics.http_reqs.values;
  const failed = data.metrics.http_req_failed.values.rate;
  const crossed = Object.entries(data.metrics).flatMap(([metric, { thresholds = {} }]) =>
    Object.entries(thresholds)
      .filter(([, result]) => !result.ok)
      .map(([threshold]) => `${metric} ${threshold}`),
  );
  const row = `| ${scenario} | ${requests.count} | ${requests.rate.toFixed(0)} | ${duration.med.toFixed(0)} / ${duration['p(95)'].toFixed(0)} / ${duration['p(99)'].toFixed(0)} ms | ${(failed * 100).toFixed(2)}% | ${goals} | ${crossed.length ? `crossed: ${crossed.join(', ')}` : 'met'} |`;
  return { stdout: `${row}\n`, [`${__ENV.RESULTS_DIR || 'results'}/${scenario}-row.md`]: row };
}
