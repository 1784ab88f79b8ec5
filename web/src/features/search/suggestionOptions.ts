import type { SubCategory, Suggestions } from '../../api/types';
import { productPath } from '../../lib/slug';
import { firstSubCategoryPath } from '../catalog/firstSubCategoryPath';

export type SuggestedProduct = Suggestions['products'][number];
export type SuggestedCategory = Suggestions['categories'][number];

/** One entry of the list, in the order the arrow keys go through them: products, then categories. */
export type SuggestionOption =
  { kind: 'product'; product: SuggestedProduct } | { kind: 'category'; category: SuggestedCategory };

export function suggestionOptions(suggestions: Suggestions | undefined): SuggestionOption[] {
  if (!suggestions) return [];
  return [
    ...suggestions.products.map((product) => ({ kind: 'product' as const, product })),
    ...suggestions.categories.map((category) => ({ kind: 'category' as const, category })),
  ];
}

/**
 * Where an option leads: a product's page, or a category's listing (its first sub-category, as the
 * home page's category tiles); a category without sub-categories has no listing, so it gets the
 * search page narrowed to it.
 */
export function optionPath(option: SuggestionOption, subCategories: SubCategory[] | undefined): string {
  if (option.kind === 'product') return productPath(option.product);
  return firstSubCategoryPath(option.category, subCategories) ?? `/search?category=${option.category._id}`;
}

export const optionKey = (option: SuggestionOption) =>
  option.kind === 'product' ? `product-${option.product._id}` : `category-${option.category._id}`;
