/** What the search index holds of a live product (products/queries/product-mirror.ts makes it). */
export interface SearchDocument {
  id: string;
  name: string;
  /** The description, the extra details' values, the category and sub-category names. */
  details: string;
  categories: { _id: string; name: string }[];
  subCategoryIds: string[];
  publish: boolean;
  /** The pack size as the product gives it ("500 g", "1 l", "6 x 1 l"). */
  unit: string;
  price: number;
  discount: number;
  createdAt: number;
}
