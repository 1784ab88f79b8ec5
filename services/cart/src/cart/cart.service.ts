import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { CartLine, ProductSnapshot, StockLine } from '@shop/common';
import { CatalogClient } from '../remote/catalog.client';
import { CartOwner } from './cart-keys';
import { CartLineView, toLineView } from './cart-line.view';
import { CartStore, MAX_CART_LINES } from './cart.store';

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
    if (!result.added && result.reason === 'cart-full') {
      throw new ConflictException(`Your cart can hold at most ${MAX_CART_LINES} different products`);
    }
    if (!result.added) throw new ConflictException(stockMessage(product, result.quantity));
    return toLineView({ lineId: result.lineId, productId, quantity: result.quantity }, product);
  }

  async setQuantity(owner: CartOwner, lineId: string, quantity: number): Promise<CartLineView> {
    const line = await this.store.line(owner, lineId);
    if (!line) throw lineNotFound();
    const product = (await this.catalog.fresh([line.productId])).get(line.productId);
    if (!product) {
      await this.store.removeProducts(owner, [line.productId]);
      throw new NotFoundException('This product is no longer sold; it was removed from your cart');
    }
    const result = await this.store.setQuantity(owner, line, quantity, product.stock);
    if (result === 'line-gone') throw lineNotFound();
    if (result === 'over-stock') throw new ConflictException(stockMessage(product));
    return toLineView({ ...line, quantity }, product);
  }

  async removeLine(owner: CartOwner, lineId: string): Promise<void> {
    if (!(await this.store.removeLine(owner, lineId))) throw lineNotFound();
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
    if (!product) throw new NotFoundException('Product not found');
    if (!product.publish) throw new BadRequestException('This product is not on sale right now');
    if (product.stock < 1) throw new ConflictException(`${product.name} is out of stock`);
    return product;
  }
}

function lineNotFound(): NotFoundException {
  return new NotFoundException('This item is not in your cart');
}

function stockMessage(product: ProductSnapshot, inCart?: number): string {
  const held = inCart === undefined ? '' : ` and your cart already holds ${inCart}`;
  return `Only ${product.stock} of ${product.name} in stock${held}`;
}
