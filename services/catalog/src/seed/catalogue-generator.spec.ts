import { productDrafts, seededRandom, subCategoryDrafts } from './catalogue-generator';
import { DEMO_CATALOGUE } from './demo-catalogue';
import { initials } from './tile-image';

describe('demo catalogue', () => {
  const products = productDrafts(DEMO_CATALOGUE, 5000, seededRandom(7), new Date('2026-01-01T00:00:00Z'));

  it('has at least 12 categories, 40 sub-categories and 5000 products spread over all of them', () => {
    expect(DEMO_CATALOGUE.length).toBeGreaterThanOrEqual(12);
    expect(subCategoryDrafts(DEMO_CATALOGUE).length).toBeGreaterThanOrEqual(40);
    expect(products).toHaveLength(5000);
    const perSubCategory = new Set(products.map((p) => `${p.categoryIndex}-${p.subCategoryIndex}`));
    expect(perSubCategory.size).toBe(subCategoryDrafts(DEMO_CATALOGUE).length);
  });

  it('looks like a real shop: some sold out, discounts within 0..100, details filled', () => {
    expect(products.some((p) => p.stock === 0)).toBe(true);
    expect(products.filter((p) => p.stock === 0).length).toBeLessThan(600);
    expect(products.every((p) => p.discount >= 0 && p.discount <= 100 && p.price > 0)).toBe(true);
    expect(products.every((p) => p.description.length > 20 && Object.keys(p.more_details).length >= 3)).toBe(true);
  });

  it('names every product once, with its pack as grocery shops do ("Fresho Onion 500 g"), at 5,000 and at 50,000 (issue 36)', () => {
    const names = (drafts: { name: string }[]) => new Set(drafts.map((p) => p.name)).size;
    expect(names(products)).toBe(products.length);
    const atScale = productDrafts(DEMO_CATALOGUE, 50_000, seededRandom(7), new Date('2026-01-01T00:00:00Z'));
    expect(names(atScale)).toBe(atScale.length);
    const grocery = products.filter((p) => DEMO_CATALOGUE[p.categoryIndex].details !== 'electronics');
    expect(grocery.every((p) => p.name.endsWith(` ${p.unit}`))).toBe(true);
  });

  it('keeps four-, five- and six-digit prices, so the storefront is seen with prices as wide as it sells (issue 17)', () => {
    const digits = new Set(products.map((p) => String(Math.trunc(p.price)).length));
    expect([4, 5, 6].every((length) => digits.has(length))).toBe(true);
    expect(products.filter((p) => p.price >= 10_000).length).toBeGreaterThan(100);
  });

  it('is the same every time for the same seed', () => {
    const again = productDrafts(DEMO_CATALOGUE, 50, seededRandom(7), new Date('2026-01-01T00:00:00Z'));
    expect(again.map((p) => p.name)).toEqual(
      productDrafts(DEMO_CATALOGUE, 50, seededRandom(7), new Date('2026-01-01T00:00:00Z')).map((p) => p.name),
    );
  });

  it('draws tiles with up to two initials', () => {
    expect(initials('Basmati Rice 5 kg')).toBe('BR');
    expect(initials('Milk')).toBe('M');
  });
});
