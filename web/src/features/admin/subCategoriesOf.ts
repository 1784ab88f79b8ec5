import type { NamedRef, SubCategory } from '../../api/types';

/** The sub-categories a product of these categories may have (the catalog refuses any other). */
export function subCategoriesOf(subCategories: SubCategory[] | undefined, categories: NamedRef[]): SubCategory[] {
  const chosen = new Set(categories.map((category) => category._id));
  return (subCategories ?? []).filter((subCategory) => subCategory.category.some((ref) => chosen.has(ref._id)));
}
