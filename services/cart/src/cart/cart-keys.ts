/** Whose cart a request works on: a signed-in user's, or a guest's (identified by the guest cookie). */
export type CartOwner = { kind: 'user'; userId: string } | { kind: 'guest'; guestId: string };

/**
 * One Redis hash per cart. Its fields:
 *   q:<productId>  quantity of the product in the cart
 *   l:<productId>  id of the cart line holding the product
 *   p:<lineId>     product of a line (lets update/delete find the product by the id the client sends)
 *   a:<productId>  the product as the shopper added it or last saw it (JSON AddedProduct): tells them of a
 *                  price change since, and still names the line once the product is deleted
 * Keeping a cart in one key lets Lua scripts change it atomically and lets a guest cart expire whole.
 */
export function cartKey(owner: CartOwner): string {
  return owner.kind === 'user' ? `cart:user:${owner.userId}` : `cart:guest:${owner.guestId}`;
}

/** Remembers that an order's lines were already taken out of its buyer's cart. */
export function clearedOrderKey(orderId: string): string {
  return `cart:cleared-order:${orderId}`;
}

export function productSnapshotKey(productId: string): string {
  return `cart:snapshot:${productId}`;
}
