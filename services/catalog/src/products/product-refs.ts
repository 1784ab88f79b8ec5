import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DocumentWrites } from '@shop/common';
import { Model, Types } from 'mongoose';
import { renameRefs } from '../shared/named-ref';
import { Product, PRODUCT_MODEL } from './product.schema';
import { ProductQueries } from './queries/product-queries';

/** Keeps the category and sub-category names embedded in products in step with a rename. */
@Injectable()
export class ProductRefs {
  constructor(
    @InjectModel(PRODUCT_MODEL) private readonly products: Model<Product>,
    private readonly queries: ProductQueries,
    private readonly writes: DocumentWrites,
  ) {}

  async rename(field: 'category' | 'subCategory', id: Types.ObjectId, name: string): Promise<void> {
    await renameRefs(this.writes, this.products, field, id, name);
    await this.queries.changedMany();
  }
}
