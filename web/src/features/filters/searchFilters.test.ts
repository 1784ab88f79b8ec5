import { describe, expect, it } from 'vitest';
import { activeFilterCount, filterBody, filtersFromParams, NO_FILTERS, withFilters } from './searchFilters';

const CATEGORY = '65a1b2c3d4e5f60718293a4b';
const read = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('search filters in the URL (issue 22)', () => {
  it('reads no filters and the relevance sort from a plain search', () => {
    expect(read('q=apples')).toEqual({
      categoryId: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      inStock: undefined,
      minDiscount: undefined,
      sort: 'relevance',
    });
  });

  it('reads every filter and the sort', () => {
    expect(read(`q=rice&category=${CATEGORY}&min=10&max=99.5&instock=1&discount=25&sort=price-desc`)).toEqual({
      categoryId: CATEGORY,
      minPrice: 10,
      maxPrice: 99.5,
      inStock: true,
      minDiscount: 25,
      sort: 'price-desc',
    });
  });

  it('drops what the API would refuse instead of failing the page', () => {
    expect(read('category=fruits&min=abc&max=-4&instock=yes&discount=150&sort=cheapest')).toEqual(read('q=anything'));
    expect(read('discount=0').minDiscount).toBeUndefined();
    expect(read('min=&max=').minPrice).toBeUndefined();
  });

  it('reads a price range written the wrong way round as the same range', () => {
    expect(read('min=500&max=100')).toMatchObject({ minPrice: 100, maxPrice: 500 });
  });

  it('writes the filters beside the text and whatever else the URL has, in short readable names', () => {
    const params = withFilters(new URLSearchParams('q=green tea&utm=mail'), {
      ...read(''),
      categoryId: CATEGORY,
      minPrice: 0,
      maxPrice: 250,
      inStock: true,
      minDiscount: 10,
      sort: 'discount',
    });
    expect(params.toString()).toBe(
      `q=green+tea&utm=mail&category=${CATEGORY}&min=0&max=250&instock=1&discount=10&sort=discount`,
    );
  });

  it('leaves no parameter for a filter turned off or the default sort', () => {
    const before = new URLSearchParams(`q=tea&category=${CATEGORY}&min=5&instock=1&discount=50&sort=price-asc`);
    expect(withFilters(before, { ...read(before.toString()), ...NO_FILTERS, sort: 'relevance' }).toString()).toBe(
      'q=tea',
    );
  });

  it('reads back exactly what it wrote (a shared link shows the same results)', () => {
    const filters = { ...read(''), categoryId: CATEGORY, maxPrice: 80, inStock: true, sort: 'price-asc' as const };
    expect(filtersFromParams(withFilters(new URLSearchParams('q=oats'), filters))).toEqual(filters);
  });

  it('counts the filters that narrow the results (a price range is one, the sort none)', () => {
    expect(activeFilterCount(read('q=x&sort=discount'))).toBe(0);
    expect(activeFilterCount(read(`category=${CATEGORY}&min=1&max=9&instock=1&discount=10`))).toBe(4);
  });

  it('sends only the filters that are set, and no sort for relevance (the request of old)', () => {
    expect(filterBody(read('q=x'))).toEqual({});
    expect(filterBody(read(`category=${CATEGORY}&max=40&sort=price-asc`))).toEqual({
      categoryId: CATEGORY,
      maxPrice: 40,
      sort: 'price-asc',
    });
  });
});
