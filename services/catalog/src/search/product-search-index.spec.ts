import { ProductSearchIndex } from './product-search-index';
import { firstInOrder } from './ranking';
import { SearchDocument } from './search-document';
import { SearchRequest } from './search-request';
import { stem, swaps, typoBudget } from './word-forms';

const fruit = { _id: 'c-fruit', name: 'Fruit' };
const drinks = { _id: 'c-drinks', name: 'Drinks' };

let created = 0;
function doc(id: string, name: string, fields: Partial<SearchDocument> = {}): SearchDocument {
  return {
    id,
    name,
    details: '',
    categories: [fruit],
    subCategoryIds: [],
    publish: true,
    unit: '',
    price: 100,
    discount: 0,
    createdAt: ++created,
    ...fields,
  };
}

describe('word forms', () => {
  it('stems plurals and simple forms alike for index and query', () => {
    expect(['apples', 'mangoes', 'berries', 'cookies', 'cookie', 'boxes', 'chargers', 'glass'].map(stem)).toEqual([
      'apple',
      'mango',
      'berry',
      'cooky',
      'cooky',
      'box',
      'charger',
      'glass',
    ]);
    expect(stem('33w')).toBe('33w');
  });

  it('allows typos by word length: none up to 3 letters, 1 up to 7, 2 from 8', () => {
    expect(['tea', 'milk', 'chutney', 'broccoli'].map(typoBudget)).toEqual([0, 1, 1, 2]);
    expect(swaps('tea')).toEqual(['eta', 'tae']);
  });
});

describe('ProductSearchIndex', () => {
  const index = new ProductSearchIndex();
  index.replaceAll([
    doc('1', 'Red Apple', { price: 120, discount: 25 }),
    doc('2', 'Green Apple', { price: 80 }),
    doc('3', 'Apple Juice', { categories: [drinks, fruit], subCategoryIds: ['s-juice'], price: 60, discount: 10 }),
    doc('4', 'Orange Juice', { categories: [drinks], details: 'squeezed, no apples added', price: 50 }),
    doc('5', 'Applesauce Jar', { price: 40 }),
    doc('6', 'Pineapple Slices', { publish: false }),
    doc('7', 'Ample Tea'),
    doc('8', 'Smart Watch Pro', { categories: [] }),
    doc('9', 'Cornflakes', { categories: [] }),
  ]);
  const ask = (text: string, more: Partial<SearchRequest> = {}, outOfStock = new Set<string>()) =>
    index.search({ text, audience: 'shopper', sort: 'relevance', skip: 0, limit: 20, ...more }, outOfStock);

  it('ranks exact words above prefixes above typos, names above details; ties by name', () => {
    // "ample" is one edit from "apple" (5 letters): a typo match, below the prefix "applesauce"; the
    // apples the word heads before the juice it qualifies.
    expect(ask('apple').ids).toEqual(['2', '1', '3', '5', '7', '4']);
    // "aple" is "apple" but for a doubled letter, as good as a prefix: above "ample", one edit away.
    expect(ask('aple').ids).toEqual(['2', '1', '3', '7', '4']);
  });

  it('puts products in stock above those out of stock at equal relevance', () => {
    expect(ask('apple', {}, new Set(['3'])).ids).toEqual(['2', '1', '3', '5', '7', '4']);
  });

  it('needs every word, forgives no typo in short words, and finds nothing rather than anything', () => {
    // Orange Juice has "apples" in its details: every word matches somewhere.
    expect(ask('apple juice').ids).toEqual(['3', '4']);
    expect(ask('tee').ids).toEqual([]);
    expect(ask('apple laptop').total).toBe(0);
  });

  it('finds words written as one or as two', () => {
    expect(ask('smartwatch').ids).toEqual(['8']);
    expect(ask('smart watch').ids).toEqual(['8']);
    expect(ask('corn flakes').ids).toEqual(['9']);
  });

  it('shows unpublished products to admins only', () => {
    expect(ask('pineapple').total).toBe(0);
    expect(ask('pineapple', { audience: 'admin' }).ids).toEqual(['6']);
  });

  it('filters on the price paid, discount, stock, category and sub-category; counts categories without the category filter', () => {
    // Red Apple: 120 less 25% = 90; Apple Juice: 60 less 10% = 54.
    expect(ask('apple', { minPrice: 85, maxPrice: 95 }).ids).toEqual(['1']);
    expect(ask('apple', { minDiscount: 20 }).ids).toEqual(['1']);
    expect(ask('apple', { inStock: true }, new Set(['1', '2'])).ids).toEqual(['3', '5', '7', '4']);
    expect(ask('apple', { subCategoryId: 's-juice' }).ids).toEqual(['3']);
    const drinksOnly = ask('apple', { categoryId: 'c-drinks' });
    expect(drinksOnly.ids).toEqual(['3', '4']);
    expect(drinksOnly.facets.categories).toEqual([
      { _id: 'c-fruit', name: 'Fruit', count: 5 },
      { _id: 'c-drinks', name: 'Drinks', count: 2 },
    ]);
  });

  it('sorts by the price paid, up or down, and by discount', () => {
    expect(ask('apple', { sort: 'price-asc' }).ids).toEqual(['5', '4', '3', '2', '1', '7']);
    expect(ask('apple', { sort: 'price-desc' }).ids).toEqual(['7', '1', '2', '3', '4', '5']);
    expect(ask('apple', { sort: 'discount' }).ids.slice(0, 2)).toEqual(['1', '3']);
  });

  it('lists newest first without words, and pages', () => {
    expect(ask('', { limit: 3 })).toMatchObject({ ids: ['9', '8', '7'], total: 8 });
    expect(ask('', { skip: 3, limit: 3 }).ids).toEqual(['5', '4', '3']);
  });

  it('offers a close spelling that has results when nothing matched', () => {
    // Each word has a close spelling, but together they find nothing.
    expect(ask('grean jiuce').didYouMean).toBeUndefined();
    // "tee" is allowed no typo (3 letters); respelling allows one.
    expect(ask('ampel tee')).toMatchObject({ total: 0, didYouMean: 'ample tea' });
    expect(ask('xyzzy').didYouMean).toBeUndefined();
  });

  it('says so when every product shown was found through a corrected spelling', () => {
    // "jiuce" is "juice" with two letters swapped: a typo.
    expect(ask('jiuce')).toMatchObject({ ids: ['3', '4'], showingResultsFor: 'juice' });
    // One word as typed, the other corrected.
    expect(ask('apple jiuce')).toMatchObject({ ids: ['3', '4'], showingResultsFor: 'apple juice' });
    // Words as typed, prefixes, and words written as one are no corrections.
    for (const text of ['apple', 'appl', 'corn flakes', 'apple juice'])
      expect(ask(text).showingResultsFor).toBeUndefined();
    // Under a filter too: what the filter leaves is what counts.
    expect(ask('juice', { categoryId: 'c-fruit' })).toMatchObject({ ids: ['3'] });
    expect(ask('jiuce', { categoryId: 'c-fruit' })).toMatchObject({ ids: ['3'], showingResultsFor: 'juice' });
  });

  it('suggests a few products and the categories of the matches', () => {
    expect(index.suggest('appl', new Set())).toEqual({
      productIds: ['3', '5', '2', '1', '4'],
      categories: [
        { _id: 'c-fruit', name: 'Fruit' },
        { _id: 'c-drinks', name: 'Drinks' },
      ],
    });
  });

  it('follows products put, changed and removed', () => {
    const live = new ProductSearchIndex();
    live.replaceAll([doc('a', 'Kiwi')]);
    live.put(doc('b', 'Mango'));
    live.put(doc('a', 'Golden Kiwi'));
    const find = (text: string) =>
      live.search({ text, audience: 'shopper', sort: 'relevance', skip: 0, limit: 5 }, new Set()).ids;
    expect(find('mango')).toEqual(['b']);
    expect(find('golden')).toEqual(['a']);
    live.remove('a');
    expect(find('kiwi')).toEqual([]);
    expect(live.size).toBe(1);
  });
});

describe('ranking by head word and department (issue 36)', () => {
  const vegetables = { _id: 'c-veg', name: 'Vegetables' };
  const snacks = { _id: 'c-snacks', name: 'Snacks' };
  const grocery = { _id: 'c-grocery', name: 'Grocery' };
  const index = new ProductSearchIndex();
  index.replaceAll([
    doc('chips', 'Cream Onion Chips', { categories: [snacks] }),
    doc('salted', 'Salted Chips', { categories: [snacks] }),
    doc('nacho', 'Nacho Chips', { categories: [snacks] }),
    doc('onion', 'Red Onion', { categories: [vegetables] }),
    doc('spring', 'Spring Onion', { categories: [vegetables] }),
    doc('root', 'Root Ginger', { categories: [vegetables] }),
    doc('ale', 'Ginger Ale', { categories: [drinks] }),
    doc('salt', 'Table Salt', { categories: [grocery] }),
    doc('silt', 'Silt Filter', { categories: [drinks] }),
    doc('beans', 'Coffee Beans', { categories: [drinks] }),
    doc('biscuit', 'Butter Biscuit', { categories: [grocery] }),
    doc('rock', 'Rock Sugar', { categories: [grocery], details: 'no salt added' }),
  ]);
  const ask = (text: string) =>
    index.search({ text, audience: 'shopper', sort: 'relevance', skip: 0, limit: 20 }, new Set()).ids;

  it('ranks a product the word heads above one where it qualifies another ("Cream Onion Chips" are chips)', () => {
    expect(ask('onion')).toEqual(['onion', 'spring', 'chips']);
  });

  it('takes the last word for the head, as English names put the thing last: "Ginger Ale" is an ale', () => {
    expect(ask('ginger')).toEqual(['root', 'ale']);
    // A typo finds the ginger the same way.
    expect(ask('ginjer')).toEqual(['root', 'ale']);
  });

  it('takes no size, figure, colour or "with ..." for the head, and the last two words written as one', () => {
    const tagged = new ProductSearchIndex();
    tagged.replaceAll([
      doc('drink', 'Mango Drink (Silver)', { categories: [drinks], unit: '1 l' }),
      doc('mango', 'Ratnagiri Mango 1 kg (Edition 2)', { categories: [fruit] }),
      doc('pickle', 'Mango Pickle with Garlic 500 g', { categories: [grocery], unit: '500 g' }),
      doc('hair', 'Coconut Hair Oil 100 ml', { categories: [grocery], unit: '100 ml' }),
      doc('oil', 'Coconut Oil 1 l', { categories: [grocery], unit: '1 l' }),
    ]);
    const search = (text: string) =>
      tagged.search({ text, audience: 'shopper', sort: 'relevance', skip: 0, limit: 5 }, new Set()).ids;
    expect(search('mango')).toEqual(['mango', 'drink', 'pickle']);
    expect(search('coconut oil')).toEqual(['oil', 'hair']);
  });

  it('ranks a typo landing in a department none of the exact matches is in last', () => {
    // "silt" is one edit from "salt": a name typo, yet after a product that has "salt" only in its details.
    expect(ask('salt')).toEqual(['salt', 'salted', 'rock', 'silt']);
  });

  it('keeps the first letter of a typo, and gives a long word finding nothing one edit more', () => {
    // "jeans" is one edit from "beans", which a shopper asking for jeans does not mean.
    expect(ask('jeans')).toEqual([]);
    // "biskit" is two edits from "biscuit" (six letters allow one), found as nothing else is.
    expect(ask('biskit')).toEqual(['biscuit']);
  });
});

describe('pack sizes in the query (issue 36)', () => {
  const index = new ProductSearchIndex();
  index.replaceAll([
    // Named with their packs, as the demo catalogue names them: the pack is read as a size, not as words.
    doc('1kg', 'Basmati Rice 1 kg', { unit: '1 kg' }),
    doc('5kg', 'Basmati Rice 5 kg', { unit: '5 kg' }),
    doc('10kg', 'Basmati Rice 10 kg', { unit: '10 kg' }),
    doc('litre', 'Toned Milk 1 l', { unit: '1 l' }),
    doc('six', 'Toned Milk 6 x 1 l', { unit: '6 x 1 l' }),
    doc('half', 'Toned Milk 500 ml', { unit: '500 ml' }),
  ]);
  const ask = (text: string) =>
    index.search({ text, audience: 'shopper', sort: 'relevance', skip: 0, limit: 20 }, new Set()).ids;

  it('ranks the size asked for first, then sizes by how near they are, however the size is written', () => {
    expect(ask('rice 5 kg')).toEqual(['5kg', '10kg', '1kg']);
    expect(ask('rice 5000g')).toEqual(['5kg', '10kg', '1kg']);
    expect(ask('rice 5kg')).toEqual(['5kg', '10kg', '1kg']);
    expect(ask('milk 1l')).toEqual(['litre', 'half', 'six']);
    expect(ask('milk 1000 ml')).toEqual(['litre', 'half', 'six']);
  });
});

describe('firstInOrder', () => {
  it('picks the same first slots as sorting them all, in order, however many are asked for', () => {
    // Points with many ties, broken by the slot: a total order, as the index's orders are.
    const points = Array.from({ length: 2000 }, (_, slot) => (slot * 7919) % 13);
    const compare = (a: number, b: number) => points[b] - points[a] || a - b;
    const slots = Array.from({ length: 2000 }, (_, slot) => (slot * 104729) % 2000);
    const sorted = [...slots].sort(compare);
    for (const count of [0, 1, 5, 20, 249, 250, 1999, 2000, 2500]) {
      expect(firstInOrder([...slots], compare, count)).toEqual(sorted.slice(0, count));
    }
  });
});
