import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DocumentWrites } from '@shop/common';
import { Model, Types } from 'mongoose';
import { VersionedCache } from '../cache/versioned-cache';
import { CategoryNotFound, ChangedMeanwhile, SubCategoryInUse, SubCategoryNotFound } from '../catalog.errors';
import { Category, CATEGORY_MODEL } from '../categories/category.schema';
import { ProductQueries } from '../products/queries/product-queries';
import { ProductRefs } from '../products/product-refs';
import { adminSave, withRevision } from '../shared/admin-save';
import { NamedRef, nameKey, resolveRefs } from '../shared/named-ref';
import { CreateSubCategoryDto, UpdateSubCategoryDto } from './dto/sub-category.dto';
import { SUB_CATEGORY_MODEL, SubCategory } from './sub-category.schema';

export type SubCategoryView = Pick<SubCategory, '_id' | 'name' | 'image' | 'category' | 'createdAt' | 'updatedAt'> & {
  revision: number;
};

const VIEW = { name: 1, image: 1, category: 1, revision: 1, createdAt: 1, updatedAt: 1 } as const;

@Injectable()
export class SubCategoriesService {
  constructor(
    @InjectModel(SUB_CATEGORY_MODEL) private readonly subCategories: Model<SubCategory>,
    @InjectModel(CATEGORY_MODEL) private readonly categories: Model<Category>,
    private readonly queries: ProductQueries,
    private readonly productRefs: ProductRefs,
    private readonly cache: VersionedCache,
    private readonly writes: DocumentWrites,
  ) {}

  list(): Promise<SubCategoryView[]> {
    return this.cache.remember('subcategories', async () =>
      (await this.subCategories.find({}, VIEW).sort({ nameKey: 1 }).lean<SubCategoryView[]>()).map(withRevision),
    );
  }

  async create({ name, image, category }: CreateSubCategoryDto): Promise<SubCategoryView> {
    const created = await this.subCategories.create({
      name,
      nameKey: nameKey(name),
      image: image ?? '',
      category: await this.categoryRefs(category),
    });
    await this.cache.invalidateTaxonomy();
    return this.view(created._id);
  }

  async update({ _id, name, image, category, revision }: UpdateSubCategoryDto): Promise<SubCategoryView> {
    const id = new Types.ObjectId(_id);
    const changes: Partial<SubCategory> = {};
    if (image !== undefined) changes.image = image;
    if (name !== undefined) Object.assign(changes, { name, nameKey: nameKey(name) });
    if (category !== undefined) changes.category = await this.categoryRefs(category);
    const existing = await adminSave<SubCategory>(
      this.writes,
      this.subCategories,
      id,
      revision,
      (current) =>
        new ChangedMeanwhile(
          'sub-category',
          withRevision({
            name: current.name,
            image: current.image,
            category: current.category,
            revision: current.revision,
          }),
        ),
      () => ({ $set: changes }),
    );
    if (!existing) throw new SubCategoryNotFound();
    if (name !== undefined && name !== existing.name) {
      await this.productRefs.rename('subCategory', id, name);
    }
    await this.cache.invalidateTaxonomy();
    return this.view(id);
  }

  async delete(_id: string): Promise<void> {
    const id = new Types.ObjectId(_id);
    const subCategory = await this.subCategories.findById(id).lean<SubCategory>();
    if (!subCategory) throw new SubCategoryNotFound();
    const products = await this.queries.count({ audience: 'admin', subCategoryId: _id });
    if (products) throw new SubCategoryInUse(subCategory.name, products);
    await this.subCategories.deleteOne({ _id: id });
    await this.cache.invalidateTaxonomy();
  }

  private async categoryRefs(ids: string[]): Promise<NamedRef[]> {
    const { refs, missing } = await resolveRefs(
      this.categories,
      ids.map((id) => new Types.ObjectId(id)),
    );
    if (missing.length) throw new CategoryNotFound(missing);
    return refs;
  }

  private async view(id: Types.ObjectId): Promise<SubCategoryView> {
    return withRevision((await this.subCategories.findById(id, VIEW).lean<SubCategoryView>())!);
  }
}
