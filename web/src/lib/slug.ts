/** Spec 2: a URL slug replaces spaces, commas and ampersands with hyphens; ids are the last piece. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s,&/?#%]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/** The id at the end of a `{slug}-{id}` route segment. */
export function idFromSegment(segment: string | undefined): string {
  return segment?.split('-').pop() ?? '';
}

export const productPath = (product: { _id: string; name: string }) =>
  `/product/${slugify(product.name)}-${product._id}`;

export const subCategoryPath = (category: { _id: string; name: string }, subCategory: { _id: string; name: string }) =>
  `/${slugify(category.name)}-${category._id}/${slugify(subCategory.name)}-${subCategory._id}`;
