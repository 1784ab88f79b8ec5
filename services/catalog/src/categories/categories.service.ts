import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DocumentWrites } from '@shop/common';
import { Model, Types } from 'mongoose';
import { VersionedCache } from '../cache/versioned-cache';
import { CategoryInUse, CategoryNameTaken, CategoryNotFound, ChangedMeanwhile } from '../catalog.errors';
import { ProductQueries } from '../products/queries/product-queries';
import { ProductRefs } from '../products/product-refs';
import { adminSave, withRevision } from '../shared/admin-save';
import { nameKey, renameRefs } from '../shared/named-ref';
import { SUB_CATEGORY_MODEL, SubCategory } from '../subcategories/sub-category.schema';
import { Category, CATEGORY_MODEL } from './category.schema';
import { CreateCategoryDto, UpdateCategoryDto } from './dto/category.dto';

export type CategoryView = Pick<Category, '_id' | 'name' | 'image' | 'createdAt' | 'updatedAt'> & { revision: number };

const VIEW = { name: 1, image: 1, revision: 1, createdAt: 1, updatedAt: 1 } as const;

@Injectable()
export class CategoriesService {
  constructor(
    @InjectModel(CATEGORY_MODEL) private readonly categories: Model<Category>,
    @InjectModel(SUB_CATEGORY_MODEL) private readonly subCategories: Model<SubCategory>,
    private readonly queries: ProductQueries,
    private readonly productRefs: ProductRefs,
    private readonly cache: VersionedCache,
    private readonly writes: DocumentWrites,
  ) {}

  list(): Promise<CategoryView[]> {
    return this.cache.remember('categories', async () =>
      (await this.categories.find({}, VIEW).sort({ nameKey: 1 }).lean<CategoryView[]>()).map(withRevision),
    );
  }

  async create({ name, image }: CreateCategoryDto): Promise<CategoryView> {
    const created = await this.categories
      .create({ name, nameKey: nameKey(name), image: image ?? '' })
      .catch(duplicateName(name));
    await this.cache.invalidateTaxonomy();
    return this.view(created._id);
  }

  async update({ _id, name, image, revision }: UpdateCategoryDto): Promise<CategoryView> {
    const id = new Types.ObjectId(_id);
    const changes: Partial<Category> = {};
    if (image !== undefined) changes.image = image;
    if (name !== undefined) Object.assign(changes, { name, nameKey: nameKey(name) });
    const existing = await adminSave<Category>(
      this.writes,
      this.categories,
      id,
      revision,
      (current) =>
        new ChangedMeanwhile(
          'category',
          withRevision({ name: current.name, image: current.image, revision: current.revision }),
        ),
      () => ({ $set: changes }),
    ).catch(duplicateName(name ?? ''));
    if (!existing) throw new CategoryNotFound();
    if (name !== undefined && name !== existing.name) {
      await renameRefs(this.writes, this.subCategories, 'category', id, name);
      await this.productRefs.rename('category', id, name);
    }
    await this.cache.invalidateTaxonomy();
    return this.view(id);
  }

  async delete(_id: string): Promise<void> {
    const id = new Types.ObjectId(_id);
    const category = await this.categories.findById(id).lean<Category>();
    if (!category) throw new CategoryNotFound();
    const [subCategories, products] = await Promise.all([
      this.subCategories.countDocuments({ 'category._id': id }),
      this.queries.count({ audience: 'admin', categoryId: _id }),
    ]);
    if (subCategories || products) throw new CategoryInUse(category.name, subCategories, products);
    await this.categories.deleteOne({ _id: id });
    await this.cache.invalidateTaxonomy();
  }

  private async view(id: Types.ObjectId): Promise<CategoryView> {
    return withRevision((await this.categories.findById(id, VIEW).lean<CategoryView>())!);
  }
}

function duplicateName(name: string) {
  return (error: { code?: unknown }): never => {
    if (error.code === 11000) throw new CategoryNameTaken(name);
    throw error;
  };
}
