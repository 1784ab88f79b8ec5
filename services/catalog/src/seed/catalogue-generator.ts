import { CategoryPlan, DetailKind, SubCategoryPlan } from './demo-catalogue';

export interface ProductDraft {
  name: string;
  categoryIndex: number;
  subCategoryIndex: number;
  /** Which generated image it shows (one per kind of product). */
  imageKey: string;
  unit: string;
  stock: number;
  price: number;
  discount: number;
  description: string;
  more_details: Record<string, string>;
  createdAt: Date;
}

export interface SubCategoryDraft {
  name: string;
  categoryIndex: number;
  imageKey: string;
}

/** Deterministic pseudo-random numbers (mulberry32), so every seeded shop looks the same. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VARIANTS: Record<DetailKind, string[]> = {
  fresh: ['', 'Organic', 'Premium'],
  grocery: ['', 'Organic', 'Premium'],
  household: ['', 'Value Pack', 'Combo Offer'],
  electronics: ['Midnight Black', 'Silver', 'Ocean Blue', 'Graphite'],
};
const DISCOUNTS = [5, 8, 10, 12, 15, 18, 20, 25, 30, 35, 40];
const PRAISE = [
  'Carefully sourced and quality checked before it reaches you.',
  'A customer favourite, rated highly for taste and value.',
  'Packed hygienically to keep it fresh for longer.',
  'Great value for everyday use.',
  'Trusted by thousands of households across the country.',
  'Made with the finest ingredients and no shortcuts.',
];
const TECH_PRAISE = [
  'Built with premium materials and tested for everyday reliability.',
  'Long battery life and fast charging keep you going all day.',
  'Sleek design that looks as good as it performs.',
  'Comes with brand warranty and easy replacement.',
  'Energy efficient and quiet in operation.',
  'Easy set-up with the companion app.',
];

export const subCategoryImageKey = (categoryIndex: number, subIndex: number) => `sub-${categoryIndex}-${subIndex}`;
export const itemImageKey = (categoryIndex: number, subIndex: number, itemIndex: number) =>
  `item-${categoryIndex}-${subIndex}-${itemIndex}`;

export function subCategoryDrafts(plan: CategoryPlan[]): SubCategoryDraft[] {
  return plan.flatMap((category, categoryIndex) =>
    category.subCategories.map((sub, subIndex) => ({
      name: sub.name,
      categoryIndex,
      imageKey: subCategoryImageKey(categoryIndex, subIndex),
    })),
  );
}

/**
 * Spreads `total` products evenly over the sub-categories, combining brand × kind × pack size ×
 * variant in a shuffled order so every sub-category shows a varied assortment.
 */
export function productDrafts(
  plan: CategoryPlan[],
  total: number,
  random = seededRandom(20240611),
  now = new Date(),
): ProductDraft[] {
  const subs = plan.flatMap((category, categoryIndex) =>
    category.subCategories.map((sub, subIndex) => ({ category, categoryIndex, sub, subIndex })),
  );
  const drafts: ProductDraft[] = [];
  subs.forEach(({ category, categoryIndex, sub, subIndex }, position) => {
    const share = Math.floor(total / subs.length) + (position < total % subs.length ? 1 : 0);
    const combos = shuffle(combinations(sub, VARIANTS[category.details]), random);
    for (let n = 0; n < share; n++) {
      const combo = combos[n % combos.length];
      const edition = Math.floor(n / combos.length);
      drafts.push(draft(category, categoryIndex, sub, subIndex, combo, edition, random));
    }
  });
  // Newest first should not list one sub-category after another.
  return shuffle(drafts, random).map((product, index) => ({
    ...product,
    createdAt: new Date(now.getTime() - index * 60_000),
  }));
}

interface Combo {
  itemIndex: number;
  brand: string;
  unit: string;
  /** The pack's place among the item's packs, smallest first (its price grows with it). */
  unitIndex: number;
  variant: string;
}

function combinations(sub: SubCategoryPlan, variants: string[]): Combo[] {
  return sub.items.flatMap((item, itemIndex) =>
    sub.brands.flatMap((brand) =>
      (sub.itemUnits?.[item] ?? sub.units).flatMap((unit, unitIndex) =>
        variants.map((variant) => ({ itemIndex, brand, unit, unitIndex, variant })),
      ),
    ),
  );
}

function draft(
  category: CategoryPlan,
  categoryIndex: number,
  sub: SubCategoryPlan,
  subIndex: number,
  { itemIndex, brand, unit, unitIndex, variant }: Combo,
  edition: number,
  random: () => number,
): ProductDraft {
  const item = sub.items[itemIndex];
  const electronics = category.details === 'electronics';
  const label = electronics ? `${brand} ${item} (${variant})` : [brand, variant, item].filter(Boolean).join(' ');
  const name = packName(edition ? `${label} (Edition ${edition + 1})` : label, unit, electronics);
  const [low, high] = sub.price;
  const base = low + (high - low) * random();
  const packFactor = [1, 2.2, 4][unitIndex] ?? 1;
  const price = electronics
    ? Math.max(99, Math.round((base * packFactor) / 100) * 100 - 1)
    : Math.max(5, Math.round(base * packFactor));
  return {
    name,
    categoryIndex,
    subCategoryIndex: subIndex,
    imageKey: itemImageKey(categoryIndex, subIndex, itemIndex),
    unit,
    stock: random() < 0.06 ? 0 : 1 + Math.floor(random() * 250),
    price,
    discount: random() < 0.4 ? 0 : pick(DISCOUNTS, random),
    description: `${label} by ${brand}. ${pick(electronics ? TECH_PRAISE : PRAISE, random)} ${category.blurb}`,
    more_details: details(category.details, brand, item, variant, random),
    createdAt: new Date(0),
  };
}

/**
 * A product's name with its pack, as grocery shops write it ("Fresho Onion 500 g"), so that every pack
 * has a name of its own; a gadget sold one at a time names no pack ("Nova Foldable Phone (Silver)").
 */
function packName(label: string, unit: string, electronics: boolean): string {
  if (!electronics) return `${label} ${unit}`;
  return unit === '1 pc' ? label : `${label}, ${unit}`;
}

function details(
  kind: DetailKind,
  brand: string,
  item: string,
  variant: string,
  random: () => number,
): Record<string, string> {
  switch (kind) {
    case 'fresh':
      return {
        'Shelf Life': `${2 + Math.floor(random() * 6)} days`,
        Storage: 'Store in a cool, dry place or refrigerate',
        'Country of Origin': 'India',
        Source: `${brand} partner farms`,
      };
    case 'grocery':
      return {
        'Shelf Life': `${3 + Math.floor(random() * 10)} months`,
        Storage: 'Store in a cool and dry place; keep airtight after opening',
        'Country of Origin': 'India',
        Manufacturer: `${brand} Foods Pvt. Ltd.`,
        'FSSAI License': String(10_000_000_000_000 + Math.floor(random() * 89_999_999_999_999)),
      };
    case 'household':
      return {
        'Shelf Life': `${12 + Math.floor(random() * 24)} months`,
        Manufacturer: `${brand} Consumer Care Ltd.`,
        'Country of Origin': 'India',
        Usage: `Use ${item.toLowerCase()} as directed on the pack`,
      };
    case 'electronics':
      return {
        Brand: brand,
        Model: `${brand.slice(0, 3).toUpperCase()}-${1000 + Math.floor(random() * 9000)}`,
        Colour: variant,
        Warranty: `${1 + Math.floor(random() * 2)} Year Manufacturer Warranty`,
        'In the Box': `${item}, user manual, warranty card`,
      };
  }
}

function pick<T>(list: T[], random: () => number): T {
  return list[Math.floor(random() * list.length)];
}

function shuffle<T>(list: T[], random: () => number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}
