/**
 * The categories' numbers, so that each product's are kept in arrays by slot and counted in an array
 * per search (product-columns.ts says why).
 */
export class CategoryCodes {
  private readonly codeOf = new Map<string, number>();
  private readonly categories: { _id: string; name: string }[] = [];

  get size(): number {
    return this.categories.length;
  }

  /** The category's number (a new one for a category not seen before); its name is the latest given. */
  code(category: { _id: string; name: string }): number {
    let code = this.codeOf.get(category._id);
    if (code === undefined) this.codeOf.set(category._id, (code = this.categories.length));
    this.categories[code] = { _id: category._id, name: category.name };
    return code;
  }

  /** The number of a category asked for by id; -1 for one no product is in. */
  find(id: string): number {
    return this.codeOf.get(id) ?? -1;
  }

  category(code: number): { _id: string; name: string } {
    return this.categories[code];
  }

  clear(): void {
    this.codeOf.clear();
    this.categories.length = 0;
  }
}
