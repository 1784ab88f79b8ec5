import { schema, SELL_BY } from '@shop/common';

/** What the catalog's answers carry (OpenAPI), as its views and the spec's client read them. */
const namedRef = schema.object({ _id: schema.id, name: schema.string });

export const CATEGORY = schema.object({
  _id: schema.id,
  name: schema.string,
  image: schema.string,
  /** Moved on by every admin save; an update naming it is refused (CHANGED_MEANWHILE) once it moved on. */
  revision: schema.integer,
  createdAt: schema.date,
  updatedAt: schema.date,
});

export const SUB_CATEGORY = schema.object({
  _id: schema.id,
  name: schema.string,
  image: schema.string,
  category: schema.array(namedRef),
  revision: schema.integer,
  createdAt: schema.date,
  updatedAt: schema.date,
});

export const PRODUCT = schema.object(
  {
    _id: schema.id,
    name: schema.string,
    image: schema.array(schema.string),
    category: schema.array(namedRef),
    subCategory: schema.array(namedRef),
    unit: schema.string,
    stock: schema.integer,
    price: schema.number,
    discount: schema.number,
    description: schema.string,
    more_details: { type: 'object', additionalProperties: { type: 'string' } },
    publish: schema.boolean,
    /** Sold at no charge on purpose: the only products an order totalling 0 may hold. */
    free: schema.boolean,
    /** 'weight': price per kg, stock in grams, quantities in whole steps from the minimum to the maximum. */
    sellBy: { type: 'string', enum: [...SELL_BY] },
    weightStepGrams: schema.integer,
    weightMinGrams: schema.integer,
    weightMaxGrams: schema.integer,
    /** Moved on by every admin save (never by a sale); an update naming it is refused once it moved on. */
    revision: schema.integer,
    createdAt: schema.date,
    updatedAt: schema.date,
  },
  ['weightStepGrams', 'weightMinGrams', 'weightMaxGrams'],
);

export const DELETED = schema.object({ _id: schema.id });

/** A category or sub-category rename whose products are still being updated (ProductRefs). */
export const RENAME_PROGRESS = schema.object({
  _id: schema.string,
  field: { type: 'string', enum: ['category', 'subCategory'] },
  name: schema.string,
  done: schema.integer,
  total: schema.integer,
});

/** Page counts beside `data`: the admin and listing pages read totalNoPage, the search page totalPage. */
const page = { totalCount: schema.integer, page: schema.integer, limit: schema.integer };
export const LIST_PAGE = { ...page, totalNoPage: schema.integer };
/** Issue 33 (5): the admins' stock levels: a page, and how many products are low and sold out. */
export const STOCK_LEVELS_PAGE = {
  ...page,
  totalNoPage: schema.integer,
  lowCount: { ...schema.integer, description: 'Products with 1 to lowStockThreshold units' },
  soldOutCount: { ...schema.integer, description: 'Products with no units left' },
  lowStockThreshold: schema.integer,
};
/** The search page's: page counts, category counts, and a close spelling: offered when nothing matched, or shown when only it matched. */
export const SEARCH_PAGE = {
  ...page,
  totalPage: schema.integer,
  facets: schema.object({
    categories: schema.array(schema.object({ _id: schema.id, name: schema.string, count: schema.integer })),
  }),
  didYouMean: {
    ...schema.string,
    description: 'Only when nothing matched: a close spelling of the query that has results',
  },
  showingResultsFor: {
    ...schema.string,
    description:
      'Only when nothing matched as typed and the results are those of a corrected spelling: that spelling (the page says so)',
  },
};

export const SUGGESTIONS = schema.object({
  products: schema.array(
    schema.object({
      _id: schema.id,
      name: schema.string,
      image: schema.array(schema.string),
      price: schema.number,
      discount: schema.number,
      unit: schema.string,
    }),
  ),
  categories: schema.array(schema.object({ _id: schema.id, name: schema.string })),
});

export const SEARCH_INSIGHTS = schema.object({
  days: schema.integer,
  top: schema.array(schema.object({ query: schema.string, searches: schema.integer, results: schema.integer })),
  zeroResults: schema.array(schema.object({ query: schema.string, searches: schema.integer })),
});

/** A group of the search's synonyms (issue 36): `from` only on one-way groups, phrases as normalised. */
export const SYNONYM_GROUP = schema.object(
  {
    _id: schema.id,
    kind: schema.enum('twoWay', 'oneWay'),
    from: { ...schema.string, description: 'One-way groups only: the general word that also finds `words`' },
    words: schema.array(schema.string),
    /** Moved on by every save; a save or delete naming an older one is refused (CHANGED_MEANWHILE). */
    revision: schema.integer,
    createdAt: schema.date,
    updatedAt: schema.date,
  },
  ['from'],
);

export const UPLOADED_IMAGE = schema.object({ url: schema.string, width: schema.integer, height: schema.integer });
