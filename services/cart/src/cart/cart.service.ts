import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CartLine, ProductSnapshot, StockLine } from '@shop/common';
import {
  CartFull,
  CartLineNotFound,
  NotEnoughStock,
  ProductNoLongerSold,
  ProductNotFound,
  ProductNotOnSale,
  ProductOutOfStock,
  QuantityChangedMeanwhile,
  TooManyUnitsInCart,
} from '../cart.errors';
import { CART_ENV, CartEnv } from '../config';
import { CatalogClient } from '../remote/catalog.client';
import { CartChanges } from './cart-changes';
import { CartOwner } from './cart-keys';
import { addedProduct, CartLineView, toLineView } from './cart-line.view';
import { CartStore, StoredLine } from './cart.store';
import { Measure, measureOf, measureOfLine } from './measure';

/**
 * The cart's rules: only products on sale, never more than the stock nor MAX_UNITS_PER_PRODUCT of one
 * (a by-weight product: its maximum, in whole steps; measure.ts), lines visible to their owner only.
 */
@Injectable()
export class CartService {
  private readonly logger = new Logger('Cart');

  constructor(
    private readonly store: CartStore,
    private readonly catalog: CatalogClient,
    private readonly changes: CartChanges,
    @Inject(CART_ENV) private readonly env: CartEnv,
  ) {}

  private measure(product: ProductSnapshot): Measure {
    return measureOf(product, this.env.MAX_UNITS_PER_PRODUCT);
  }

  /**
   * The cart with each product's snapshot. A line of a product the catalog no longer has (deleted)
   * stays, shown as the shopper added it and not for sale, until the shopper removes it: it never
   * vanishes unannounced. Lines stored before the cart remembered their product cannot be shown and
   * are removed here (no scan over every cart on a deletion).
   */
  async view(owner: CartOwner): Promise<CartLineView[]> {
    await this.store.touch(owner);
    const lines = await this.store.lines(owner);
    const products = await this.catalog.cached(lines.map((line) => line.productId));
    const shown = lines.filter((line) => products.has(line.productId) || line.added);
    const unnamed = lines.filter((line) => !shown.includes(line)).map((line) => line.productId);
    await this.store.removeProducts(owner, unnamed);
    return shown.map((line) => this.lineView(line, products.get(line.productId)));
  }

  /** One more unit, or for a by-weight product its minimum first and then one step. */
  async addOne(owner: CartOwner, productId: string): Promise<CartLineView> {
    const product = await this.productOnSale(productId);
    const measure = this.measure(product);
    const { first, step, max } = measure;
    const limits = { first, step, most: measure.most(product.stock) };
    const result = await this.store.addStep(owner, productId, limits, addedProduct(product));
    if (!result.added && result.reason === 'cart-full') throw new CartFull();
    if (!result.added && result.quantity + step > max) {
      throw new TooManyUnitsInCart(product.name, measure.shown(max), measure.said(max));
    }
    if (!result.added) throw new NotEnoughStock(product, measure.said(product.stock), measure.said(result.quantity));
    this.changes.announce(owner);
    const line = { lineId: result.lineId, productId, quantity: result.quantity, added: addedProduct(product) };
    return this.lineView(line, product);
  }

  /**
   * `qty` as the API counts the line (kg for a by-weight product). `expected` (optional, beside the
   * spec's fields) is the quantity the client last saw: when the cart holds another by now (changed in
   * another tab), the change is refused rather than undoing that one.
   */
  async setQuantity(owner: CartOwner, lineId: string, qty: number, expected?: number): Promise<CartLineView> {
    const line = await this.store.line(owner, lineId);
    if (!line) throw new CartLineNotFound();
    const product = (await this.catalog.fresh([line.productId])).get(line.productId);
    if (!product) throw new ProductNoLongerSold(line.added?.name);
    const measure = this.measure(product);
    const quantity = measure.stored(qty, product.name);
    if (!product.publish && quantity > line.quantity) throw new ProductNotOnSale();
    if (quantity > measure.max && quantity > line.quantity) {
      throw new TooManyUnitsInCart(product.name, measure.shown(measure.max), measure.said(measure.max));
    }
    const seen = expected === undefined ? undefined : seenQuantity(measure, expected, line.quantity);
    const result = await this.store.setQuantity(owner, line, quantity, product.stock, seen);
    if (result.status === 'line-gone') throw new CartLineNotFound();
    if (result.status === 'stale') throw new QuantityChangedMeanwhile(measure.said(result.current));
    if (result.status === 'over-stock') throw new NotEnoughStock(product, measure.said(product.stock));
    this.changes.announce(owner);
    return this.lineView({ ...line, quantity }, product);
  }

  async removeLine(owner: CartOwner, lineId: string, expected?: number): Promise<void> {
    let seen: number | undefined;
    let measure: Measure | undefined;
    if (expected !== undefined) {
      const line = await this.store.line(owner, lineId);
      if (!line) throw new CartLineNotFound();
      // How the line counts is remembered with it (AddedProduct): no catalog read to remove a line.
      measure = measureOfLine(line, undefined, this.env.MAX_UNITS_PER_PRODUCT);
      seen = seenQuantity(measure, expected, line.quantity);
    }
    const result = await this.store.removeLine(owner, lineId, seen);
    if (result.status === 'line-gone') throw new CartLineNotFound();
    if (result.status === 'stale') throw new QuantityChangedMeanwhile(measure!.said(result.current));
    this.changes.announce(owner);
  }

  private lineView(line: StoredLine, product: ProductSnapshot | undefined): CartLineView {
    return toLineView(line, product, this.env.MAX_UNITS_PER_PRODUCT);
  }

  /** The shopper has seen the line's current price: no longer announce a change up to it. */
  async priceSeen(owner: CartOwner, lineId: string): Promise<CartLineView> {
    const line = await this.store.line(owner, lineId);
    if (!line) throw new CartLineNotFound();
    const product = (await this.catalog.cached([line.productId])).get(line.productId);
    if (!product) return this.lineView(line, undefined);
    const seen = addedProduct(product);
    if (!(await this.store.priceSeen(owner, line, seen))) throw new CartLineNotFound();
    this.changes.announce(owner);
    return this.lineView({ ...line, added: seen }, product);
  }

  /** Adds a guest cart to a user's cart (quantities added, capped at stock) and deletes the guest cart. */
  async mergeGuestInto(guestId: string, userId: string): Promise<void> {
    const guestLines = await this.store.lines({ kind: 'guest', guestId });
    const products = await this.catalog.fresh(guestLines.map((line) => line.productId));
    const stock = new Map(
      [...products]
        .filter(([, product]) => product.publish)
        .map(([id, product]) => [id, this.measure(product).most(product.stock)]),
    );
    const merged = await this.store.mergeGuest(guestId, userId, stock);
    if (merged) this.changes.announce({ kind: 'user', userId });
    if (guestLines.length)
      this.logger.log(`guest cart merged into user ${userId}: ${merged} of ${guestLines.length} products`);
  }

  /** What the order service checks out (RPC cart.lines-of-user). */
  async linesOfUser(userId: string): Promise<CartLine[]> {
    const lines = await this.store.lines({ kind: 'user', userId });
    return lines.map(({ lineId, productId, quantity }) => ({ lineId, productId, quantity }));
  }

  async removeOrdered(userId: string, orderId: string, lines: StockLine[]): Promise<void> {
    if (await this.store.removeOrdered(userId, orderId, lines)) this.changes.announce({ kind: 'user', userId });
  }

  private async productOnSale(productId: string): Promise<ProductSnapshot> {
    const product = (await this.catalog.fresh([productId])).get(productId);
    if (!product) throw new ProductNotFound();
    if (!product.publish) throw new ProductNotOnSale();
    if (product.stock < 1) throw new ProductOutOfStock(product);
    return product;
  }
}

/**
 * The quantity a client saw (`expectedQty`, as the API counts it) as stored. One no line can hold
 * (0.3 kg of a 250 g step) was never the cart's: refused as changed meanwhile, with what it holds.
 */
function seenQuantity(measure: Measure, expected: number, current: number): number {
  const seen = measure.read(expected);
  if (seen === null) throw new QuantityChangedMeanwhile(measure.said(current));
  return seen;
}
