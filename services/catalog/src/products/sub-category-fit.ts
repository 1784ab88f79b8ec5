import { Model, Types } from 'mongoose';
import type { NamedRef } from '../shared/named-ref';
import type { SubCategory } from '../subcategories/sub-category.schema';
import { SubCategoryOutsideCategories } from '../catalog.errors';

/**
 * A product's sub-categories must each belong to one of its categories: otherwise the product would be
 * listed under a category page that does not show it (and the admin form offers only fitting ones).
 */
export async function checkSubCategoriesFit(
  subCategories: Model<SubCategory>,
  categories: NamedRef[],
  chosen: NamedRef[],
): Promise<void> {
  if (!chosen.length) return;
  const categoryIds = new Set(categories.map((ref) => String(ref._id)));
  const docs = await subCategories
    .find({ _id: { $in: chosen.map((ref) => new Types.ObjectId(String(ref._id))) } }, { name: 1, category: 1 })
    .lean<Pick<SubCategory, '_id' | 'name' | 'category'>[]>();
  const misfits = docs.filter((doc) => !doc.category.some((ref) => categoryIds.has(String(ref._id))));
  if (!misfits.length) return;
  const names = misfits.map((doc) => `"${doc.name}"`).join(', ');
  const categoryNames = categories.map((ref) => ref.name).join(', ');
  throw new SubCategoryOutsideCategories(names, categoryNames);
}
