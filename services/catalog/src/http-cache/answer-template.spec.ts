import { ok } from '@shop/common';
import { etagOf, render, templateOf } from './answer-template';

const product = (id: string, stock: number) => ({
  _id: id,
  name: `Product ${id}`,
  stock,
  price: 10,
  more_details: { note: 'stock: "5"' },
});

describe('answer templates', () => {
  it('render the exact bytes JSON.stringify gives, with the stock values laid in', () => {
    const page = ok([product('a', 3), product('b', 0)], 'Products', { totalCount: 2, page: 1 });
    const { template, stocks } = templateOf(page)!;
    expect(stocks).toEqual([3, 0]);
    expect(template.stockIds).toEqual(['a', 'b']);
    expect(render(template, stocks).toString()).toBe(JSON.stringify(page));
    expect(render(template, [7, 1]).toString()).toBe(
      JSON.stringify(ok([product('a', 7), product('b', 1)], 'Products', { totalCount: 2, page: 1 })),
    );
  });

  it('work for one product and for an empty page', () => {
    const details = ok(product('a', 5), 'Product details');
    expect(render(templateOf(details)!.template, [4]).toString()).toBe(
      JSON.stringify(ok(product('a', 4), 'Product details')),
    );
    const empty = ok([], 'Products', { totalCount: 0 });
    expect(render(templateOf(empty)!.template, []).toString()).toBe(JSON.stringify(empty));
  });

  it('are not made for answers that are not products with a stock', () => {
    expect(templateOf(ok([{ _id: 'c', name: 'A category' }], 'Categories'))).toBeUndefined();
    expect(templateOf(ok({ _id: 'a', name: 'No stock' }, 'Product details'))).toBeUndefined();
  });

  it('give an ETag that changes with the stock and with the text, and only then', () => {
    const { template } = templateOf(ok([product('a', 3)], 'Products'))!;
    const other = templateOf(ok([{ ...product('a', 3), price: 11 }], 'Products'))!.template;
    expect(etagOf(template, [3])).toBe(etagOf(template, [3]));
    expect(etagOf(template, [3])).not.toBe(etagOf(template, [2]));
    expect(etagOf(other, [3])).not.toBe(etagOf(template, [3]));
  });
});
