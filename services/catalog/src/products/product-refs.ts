import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DocumentLocks } from '@shop/common';
import { Model, Types } from 'mongoose';
import { productTokens } from '../search/search-terms';
import { renameRefs } from '../shared/named-ref';
import { productLock } from '../stock/product-stock-writer';
import { ProductIndex } from './product-index';
import { Product, PRODUCT_MODEL } from './product.schema';

/** Keeps the category and sub-category names embedded in products in step with a rename. */
@Injectable()
export class ProductRefs {
  constructor(
    @InjectModel(PRODUCT_MODEL) private readonly products: Model<Product>,
    private readonly index: ProductIndex,
    private readonly locks: DocumentLocks,
  ) {}

  async rename(field: 'category' | 'subCategory', id: Types.ObjectId, name: string): Promise<void> {
    await renameRefs(this.products, field, id, name, {
      derived: (product) => ({ detailTokens: productTokens(product as Product).detailTokens }),
      exclusive: (productId, write) => this.locks.withLock(productLock(productId), write),
    });
    await this.index.changedMany();
  }
}
