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
import { CartStore } from './cart.store';

/**
 * The cart's rules: only products on sale, never more than the stock nor MAX_UNITS_PER_PRODUCT of one,
 * lines visible to their owner only.
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

  /** The most of a product a cart may hold now: its stock, within the per-product limit. */
  private most(product: ProductSnapshot): number {
    return Math.min(product.stock, this.env.MAX_UNITS_PER_PRODUCT);
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
    return shown.map((line) => toLineView(line, products.get(line.productId), this.env.MAX_UNITS_PER_PRODUCT));
  }

  async addOne(owner: CartOwner, productId: string): Promise<CartLineView> {
    const product = await this.productOnSale(productId);
    const result = await this.store.addOne(owner, productId, this.most(product), addedProduct(product));
    if (!result.added && result.reason === 'cart-full') throw new CartFull();
    if (!result.added && result.quantity >= this.env.MAX_UNITS_PER_PRODUCT) {
      throw new TooManyUnitsInCart(product.name, this.env.MAX_UNITS_PER_PRODUCT);
    }
    if (!result.added) throw new NotEnoughStock(product, result.quantity);
    this.changes.announce(owner);
    const line = { lineId: result.lineId, productId, quantity: result.quantity, added: addedProduct(product) };
    return toLineView(line, product, this.env.MAX_UNITS_PER_PRODUCT);
  }

  /**
   * `expected` (optional, beside the spec's fields) is the quantity the client last saw: when the cart
   * holds another by now (changed in another tab), the change is refused rather than undoing that one.
   */
  async setQuantity(owner: CartOwner, lineId: string, quantity: number, expected?: number): Promise<CartLineView> {
    const line = await this.store.line(owner, lineId);
    if (!line) throw new CartLineNotFound();
    const product = (await this.catalog.fresh([line.productId])).get(line.productId);
    if (!product) throw new ProductNoLongerSold(line.added?.name);
    if (!product.publish && quantity > line.quantity) throw new ProductNotOnSale();
    if (quantity > this.env.MAX_UNITS_PER_PRODUCT && quantity > line.quantity) {
      throw new TooManyUnitsInCart(product.name, this.env.MAX_UNITS_PER_PRODUCT);
    }
    const result = await this.store.setQuantity(owner, line, quantity, product.stock, expected);
    if (result.status === 'line-gone') throw new CartLineNotFound();
    if (result.status === 'stale') throw new QuantityChangedMeanwhile(result.current);
    if (result.status === 'over-stock') throw new NotEnoughStock(product);
    this.changes.announce(owner);
    return toLineView({ ...line, quantity }, product, this.env.MAX_UNITS_PER_PRODUCT);
  }

  async removeLine(owner: CartOwner, lineId: string, expected?: number): Promise<void> {
    const result = await this.store.removeLine(owner, lineId, expected);
    if (result.status === 'line-gone') throw new CartLineNotFound();
    if (result.status === 'stale') throw new QuantityChangedMeanwhile(result.current);
    this.changes.announce(owner);
  }

  /** The shopper has seen the line's current price: no longer announce a change up to it. */
  async priceSeen(owner: CartOwner, lineId: string): Promise<CartLineView> {
    const line = await this.store.line(owner, lineId);
    if (!line) throw new CartLineNotFound();
    const product = (await this.catalog.cached([line.productId])).get(line.productId);
    if (!product) return toLineView(line, undefined, this.env.MAX_UNITS_PER_PRODUCT);
    const seen = addedProduct(product);
    if (!(await this.store.priceSeen(owner, line, seen))) throw new CartLineNotFound();
    this.changes.announce(owner);
    return toLineView({ ...line, added: seen }, product, this.env.MAX_UNITS_PER_PRODUCT);
  }

  /** Adds a guest cart to a user's cart (quantities added, capped at stock) and deletes the guest cart. */
  async mergeGuestInto(guestId: string, userId: string): Promise<void> {
    const guestLines = await this.store.lines({ kind: 'guest', guestId });
    const products = await this.catalog.fresh(guestLines.map((line) => line.productId));
    const stock = new Map(
      [...products].filter(([, product]) => product.publish).map(([id, product]) => [id, this.most(product)]),
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
