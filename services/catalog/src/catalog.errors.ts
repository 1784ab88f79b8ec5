import { defineError } from '@shop/common';
import { plural } from './shared/plural';

// The catalog's refusals (its stock refusals travel to the order service: common/src/contracts/catalog.errors.ts).

export class CategoryNotFound extends defineError('CATEGORY_NOT_FOUND', 404) {
  /** `missing`: the ids not found, when several were asked for. */
  constructor(missing?: string[]) {
    super(missing ? `Category not found: ${missing.join(', ')}` : 'Category not found');
  }
}

export class SubCategoryNotFound extends defineError('SUB_CATEGORY_NOT_FOUND', 404) {
  constructor(missing?: string[]) {
    super(missing ? `Sub-category not found: ${missing.join(', ')}` : 'Sub-category not found');
  }
}

export class ProductNotFound extends defineError('PRODUCT_NOT_FOUND', 404) {
  constructor() {
    super('Product not found');
  }
}

export class CategoryNameTaken extends defineError('CATEGORY_NAME_TAKEN', 409) {
  constructor(name: string) {
    super(`A category named "${name}" already exists`);
  }
}

export class CategoryInUse extends defineError('CATEGORY_IN_USE', 409) {
  constructor(name: string, subCategories: number, products: number) {
    super(
      `Category "${name}" is still used by ${plural(subCategories, 'sub-category', 'sub-categories')} and ${plural(products, 'product')}; move or delete them first`,
    );
  }
}

export class SubCategoryInUse extends defineError('SUB_CATEGORY_IN_USE', 409) {
  constructor(name: string, products: number) {
    super(`Sub-category "${name}" is still used by ${plural(products, 'product')}; move or delete them first`);
  }
}

/** A product's sub-category that belongs to none of its categories (sub-category-fit.ts). */
export class SubCategoryOutsideCategories extends defineError('SUB_CATEGORY_OUTSIDE_CATEGORIES', 400) {
  constructor(names: string, categoryNames: string) {
    super(
      `Sub-category ${names} does not belong to the product's categories (${categoryNames}): choose sub-categories of those categories`,
    );
  }
}

/**
 * An admin save from a stale view: the document's revision moved on since the admin loaded it, or the
 * stock is no longer the number the admin set it from. `current` holds the figures now, for the form.
 */
export class ChangedMeanwhile extends defineError('CHANGED_MEANWHILE', 409) {
  constructor(what: string, current: Record<string, unknown>) {
    super(`This ${what} was changed meanwhile; check the current figures and save again`, { current });
  }
}

/** A product's weight terms broken (sold-by-weight.ts), or given for a product sold by the unit. */
export class WeightTermsInvalid extends defineError('WEIGHT_TERMS_INVALID', 400) {}

/** A save changing how a product is sold: its stock, carts and orders count in its unit. */
export class SellByFixed extends defineError('SELL_BY_FIXED', 400) {
  constructor() {
    super(
      'sellBy cannot change once a product exists (its stock, carts and orders count in its unit): create a new product',
    );
  }
}

/** A stock change a save cannot read one way: a delta without its reason, a set and a delta together, an unguarded set. */
export class StockMovementInvalid extends defineError('STOCK_MOVEMENT_INVALID', 400) {}

/** A stock delta that would leave fewer than 0 units; `current` holds the product's figures now. */
export class StockBelowZero extends defineError('STOCK_BELOW_ZERO', 409) {
  constructor(stock: number, delta: number, current: Record<string, unknown>) {
    super(`Only ${plural(stock, 'unit')} in stock: removing ${-delta} would leave fewer than 0`, { current });
  }
}

// Synonyms (issue 36): the admin's groups, checked by synonyms/synonym-rules.ts.

export class SynonymGroupNotFound extends defineError('SYNONYM_GROUP_NOT_FOUND', 404) {
  constructor() {
    super('Synonym group not found; it may have been deleted');
  }
}

/** A word or phrase the search could never read: no letters or digits, too long, too many words. */
export class SynonymPhraseInvalid extends defineError('SYNONYM_PHRASE_INVALID', 400) {}

/** Fewer than two different entries once normalised ("Curd" and "curd" are one). */
export class SynonymGroupTooSmall extends defineError('SYNONYM_GROUP_TOO_SMALL', 400) {}

export class SynonymGroupTooLarge extends defineError('SYNONYM_GROUP_TOO_LARGE', 400) {}

/** A phrase already in another two-way group (or a general word with a one-way group of its own): edit that group instead. */
export class SynonymInOtherGroup extends defineError('SYNONYM_IN_OTHER_GROUP', 409) {
  constructor(phrase: string, group: string[]) {
    super(`"${phrase}" is already in the group ${group.join(', ')}: add to or edit that group instead`, {
      phrase,
      group,
    });
  }
}

export class SynonymGroupsFull extends defineError('SYNONYM_GROUPS_FULL', 409) {
  constructor(limit: number) {
    super(`The shop already has ${limit} synonym groups, the most it keeps: merge or delete some first`);
  }
}
