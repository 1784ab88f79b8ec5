import type { Category, SubCategory } from '../../api/types';
import { subCategoryPath } from '../../lib/slug';

/** Spec 2: 'See All' and category icons open the first sub-category (by name) listing the category. */
export function firstSubCategoryPath(
  category: Pick<Category, '_id' | 'name'>,
  subCategories: SubCategory[] | undefined,
): string | undefined {
  const subCategory = subCategories?.find((candidate) => candidate.category.some((ref) => ref._id === category._id));
  return subCategory ? subCategoryPath(category, subCategory) : undefined;
}
