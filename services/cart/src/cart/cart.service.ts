import { Injectable, Logger } from '@nestjs/common';
import type { CartLine, ProductSnapshot, StockLine } from '@shop/common';
import {
  CartFull,
  CartLineNotFound,
  NotEnoughStock,
  ProductNoLongerSold,
  ProductNotFound,
  ProductNotOnSale,
  ProductOutOfStock,
} from '../cart.errors';
import { CatalogClient } from '../catalog-client/catalog.client';
import { CartOwner } from './cart-keys';
import { CartLineView, toLineView } from './cart-line.view';
import { CartStore } from './cart.store';

/** The cart's rules: only products on sale, never more than the stock, lines visible to their owner only. */
@Injectable()
export class CartService {
  private readonly logger = new Logger('Cart');

  constructor(
    private readonly store: CartStore,
    private readonly catalog: CatalogClient,
  ) {}

  /**
   * The cart with each product's snapshot. Lines of products the catalog no longer has (deleted) are
   * removed from the cart here, so a product deletion needs no scan over every cart.
   */
  async view(owner: CartOwner): Promise<CartLineView[]> {
    await this.store.touch(owner);
    const lines = await this.store.lines(owner);
    const products = await this.catalog.cached(lines.map((line) => line.productId));
    const gone = lines.filter((line) => !products.has(line.productId)).map((line) => line.productId);
    await this.store.removeProducts(owner, gone);
    return lines
      .filter((line) => products.has(line.productId))
      .map((line) => toLineView(line, products.get(line.productId)!));
  }

  async addOne(owner: CartOwner, productId: string): Promise<CartLineView> {
    const product = await this.productOnSale(productId);
    const result = await this.store.addOne(owner, productId, product.stock);
    if (!result.added && result.reason === 'cart-full') throw new CartFull();
    if (!result.added) throw new NotEnoughStock(product, result.quantity);
    return toLineView({ lineId: result.lineId, productId, quantity: result.quantity }, product);
  }

  async setQuantity(owner: CartOwner, lineId: string, quantity: number): Promise<CartLineView> {
    const line = await this.store.line(owner, lineId);
    if (!line) throw new CartLineNotFound();
    const product = (await this.catalog.fresh([line.productId])).get(line.productId);
    if (!product) {
      await this.store.removeProducts(owner, [line.productId]);
      throw new ProductNoLongerSold();
    }
    const result = await this.store.setQuantity(owner, line, quantity, product.stock);
    if (result === 'line-gone') throw new CartLineNotFound();
    if (result === 'over-stock') throw new NotEnoughStock(product);
    return toLineView({ ...line, quantity }, product);
  }

  async removeLine(owner: CartOwner, lineId: string): Promise<void> {
    if (!(await this.store.removeLine(owner, lineId))) throw new CartLineNotFound();
  }

  /** Adds a guest cart to a user's cart (quantities added, capped at stock) and deletes the guest cart. */
  async mergeGuestInto(guestId: string, userId: string): Promise<void> {
    const guestLines = await this.store.lines({ kind: 'guest', guestId });
    const products = await this.catalog.fresh(guestLines.map((line) => line.productId));
    const stock = new Map(
      [...products].filter(([, product]) => product.publish).map(([id, product]) => [id, product.stock]),
    );
    const merged = await this.store.mergeGuest(guestId, userId, stock);
    if (guestLines.length)
      this.logger.log(`guest cart merged into user ${userId}: ${merged} of ${guestLines.length} products`);
  }

  /** What the order service checks out (RPC cart.lines-of-user). */
  async linesOfUser(userId: string): Promise<CartLine[]> {
    const lines = await this.store.lines({ kind: 'user', userId });
    return lines.map(({ lineId, productId, quantity }) => ({ lineId, productId, quantity }));
  }

  async removeOrdered(userId: string, orderId: string, lines: StockLine[]): Promise<void> {
    await this.store.removeOrdered(userId, orderId, lines);
  }

  private async productOnSale(productId: string): Promise<ProductSnapshot> {
    const product = (await this.catalog.fresh([productId])).get(productId);
    if (!product) throw new ProductNotFound();
    if (!product.publish) throw new ProductNotOnSale();
    if (product.stock < 1) throw new ProductOutOfStock(product);
    return product;
  }
}
