import { discountedPrice } from '@shop/common';
import { CategoryCodes } from './category-codes';
import { Measure, packSize, PackSize, sizeNearness } from './pack-sizes';
import { SearchDocument } from './search-document';
import { SearchFilters } from './search-request';

const byName = new Intl.Collator('en');

/**
 * The indexed products by slot (a small number each has while indexed), and what filters, facets and
 * sorts read of each match in flat arrays by slot rather than from its document: a common word matches
 * thousands of products, and following each one's document, its category list and the category's id
 * was 40% of the catalog's busy time at 50,000 products; the arrays halved the search p95
 * (deploy/k6/results/search-benchmark.md, "What changed to get there").
 */
export class ProductColumns {
  private readonly slotOf = new Map<string, number>();
  private docs: (SearchDocument | undefined)[] = [];
  /** Slots of removed products, given to the next products added. */
  private freeSlots: number[] = [];
  /** Each slot's price after its discount. */
  private paid: number[] = [];
  private discounts: number[] = [];
  /** 1 for a published product. */
  private published: number[] = [];
  /** Each slot's first category's number (CategoryCodes), -1 for none, and any further ones. */
  private firstCategory: number[] = [];
  private moreCategories: (number[] | undefined)[] = [];
  /** Each slot's pack size brought to grams, millilitres or pieces (pack-sizes.ts); none: undefined, 0. */
  private measures: (Measure | undefined)[] = [];
  private amounts: number[] = [];
  readonly categories = new CategoryCodes();
  /** Each slot's place in name order and in newest-first order, worked out again after products changed. */
  private ranks?: { byName: Int32Array; newest: Int32Array };
  /** The sold-out slots, and the set of ids they were worked out from (soldOutSlots). */
  private soldOut?: { from: ReadonlySet<string>; slots: Uint8Array };

  /** How many products are indexed. */
  get size(): number {
    return this.slotOf.size;
  }

  /** One more than the highest slot: the length of arrays by slot. */
  get slotCount(): number {
    return this.docs.length;
  }

  clear(): void {
    this.slotOf.clear();
    this.docs = [];
    this.freeSlots = [];
    this.ranks = undefined;
    this.soldOut = undefined;
    this.paid = [];
    this.discounts = [];
    this.published = [];
    this.firstCategory = [];
    this.moreCategories = [];
    this.measures = [];
    this.amounts = [];
    this.categories.clear();
  }

  /** Gives the product a slot and keeps its columns; the slot is returned. */
  add(doc: SearchDocument): number {
    const slot = this.freeSlots.pop() ?? this.docs.length;
    this.slotOf.set(doc.id, slot);
    this.docs[slot] = doc;
    this.paid[slot] = discountedPrice(doc.price, doc.discount);
    this.discounts[slot] = doc.discount;
    this.published[slot] = doc.publish ? 1 : 0;
    const [first, ...more] = doc.categories.map((category) => this.categories.code(category));
    this.firstCategory[slot] = first ?? -1;
    this.moreCategories[slot] = more.length ? more : undefined;
    const size = packSize(doc.unit);
    this.measures[slot] = size?.measure;
    this.amounts[slot] = size?.amount ?? 0;
    this.ranks = undefined;
    this.soldOut = undefined;
    return slot;
  }

  /** Frees the product's slot, which is returned (undefined for a product not indexed). */
  remove(id: string): number | undefined {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return undefined;
    this.slotOf.delete(id);
    this.docs[slot] = undefined;
    this.ranks = undefined;
    this.soldOut = undefined;
    this.freeSlots.push(slot);
    return slot;
  }

  id(slot: number): string {
    return this.docs[slot]!.id;
  }

  /** Every indexed product's slot. */
  slots(): number[] {
    return [...this.slotOf.values()];
  }

  /** The product's department: its first category's number, -1 for none. */
  departmentOf(slot: number): number {
    return this.firstCategory[slot];
  }

  /** How near the product's pack size is to the one asked for (pack-sizes.ts `sizeNearness`). */
  sizeNearness(slot: number, wanted: PackSize): number {
    return sizeNearness(wanted, this.measures[slot], this.amounts[slot]);
  }

  isPublished(slot: number): boolean {
    return this.published[slot] === 1;
  }

  /** Whether a product passes the filters other than the category (which facets leave out). */
  passes(slot: number, inStock: boolean, filters: SearchFilters): boolean {
    const paid = this.paid[slot];
    return (
      (filters.minPrice === undefined || paid >= filters.minPrice) &&
      (filters.maxPrice === undefined || paid <= filters.maxPrice) &&
      (!filters.inStock || inStock) &&
      (filters.minDiscount === undefined || this.discounts[slot] >= filters.minDiscount) &&
      (!filters.subCategoryId || this.docs[slot]!.subCategoryIds.includes(filters.subCategoryId))
    );
  }

  inCategory(slot: number, code: number): boolean {
    return this.firstCategory[slot] === code || !!this.moreCategories[slot]?.includes(code);
  }

  /** Adds one to the count of each of the product's categories (counts by category number). */
  countCategories(slot: number, counts: Int32Array): void {
    const first = this.firstCategory[slot];
    const more = this.moreCategories[slot];
    if (first >= 0) counts[first]++;
    if (more) for (const code of more) counts[code]++;
  }

  /** The prices paid and the discounts by slot, for sorting. */
  figures(): { paid: readonly number[]; discounts: readonly number[] } {
    return { paid: this.paid, discounts: this.discounts };
  }

  /** Each slot's place by name and newest first (a place is unique, so pages never overlap). */
  orderRanks(): { byName: Int32Array; newest: Int32Array } {
    if (this.ranks) return this.ranks;
    const slots = this.slots();
    const docs = this.docs as SearchDocument[];
    const rankOf = (compare: (a: number, b: number) => number) => {
      const ranks = new Int32Array(docs.length);
      [...slots].sort(compare).forEach((slot, rank) => (ranks[slot] = rank));
      return ranks;
    };
    this.ranks = {
      byName: rankOf((a, b) => byName.compare(docs[a].name, docs[b].name) || docs[a].id.localeCompare(docs[b].id)),
      newest: rankOf((a, b) => docs[b].createdAt - docs[a].createdAt || docs[b].id.localeCompare(docs[a].id)),
    };
    return this.ranks;
  }

  /**
   * The sold-out products by slot. The set of ids is the same object until stock moves (StockRank
   * keeps it), so this is worked out once per set, or after products changed, not on every search.
   */
  soldOutSlots(outOfStock: ReadonlySet<string>): Uint8Array {
    if (this.soldOut?.from !== outOfStock) {
      const slots = new Uint8Array(this.docs.length);
      for (const id of outOfStock) {
        const slot = this.slotOf.get(id);
        if (slot !== undefined) slots[slot] = 1;
      }
      this.soldOut = { from: outOfStock, slots };
    }
    return this.soldOut.slots;
  }
}
