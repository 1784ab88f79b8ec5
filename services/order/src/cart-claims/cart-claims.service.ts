import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DocumentWrites } from '@shop/common';
import { Model, Types } from 'mongoose';
import { CartClaim } from './cart-claim.schema';

/** The cart as an order is made from it: its generation, read before its lines. */
export interface CartSeen {
  generation: number;
  /** Lines the last order took; the cart service may not have removed them yet. */
  takenLineIds: string[];
}

/** What an order needs to take its buyer's cart: the generation and lines it was made from. */
export interface CartTaker {
  _id: Types.ObjectId;
  userId: string;
  cartGeneration?: number;
  cartLineIds?: string[];
}

/**
 * A buyer has one cart, and one order takes it: a cash order when it is placed, a card order when it
 * is paid. Every order remembers the cart generation it was made from; taking the cart moves the
 * generation on only if it is still that one (a conditional update of the buyer's claim document,
 * under its document lock on FerretDB). So when a cash order and a card payment of the same cart, or
 * two card payments, meet, exactly one wins and the other is failed, cancelled or refunded.
 */
@Injectable()
export class CartClaims {
  constructor(
    @InjectModel(CartClaim.name) private readonly claims: Model<CartClaim>,
    private readonly writes: DocumentWrites,
  ) {}

  async seen(userId: string): Promise<CartSeen> {
    const claim = await this.claims.findById(userId).lean();
    return { generation: claim?.generation ?? 0, takenLineIds: claim?.lineIds ?? [] };
  }

  /**
   * Takes the cart for `order` if no other order took it since the order was made. A repeat by the
   * order that took it (its payment event delivered again) wins again. Orders stored before claims
   * existed count as made from generation 0.
   */
  async take(order: CartTaker): Promise<boolean> {
    const _id = order.userId;
    const orderId = order._id.toHexString();
    const generation = order.cartGeneration ?? 0;
    await this.writes.atomically(this.claims, _id, () =>
      this.claims.updateOne({ _id }, { $setOnInsert: { generation: 0, lineIds: [] } }, { upsert: true }),
    );
    const { modifiedCount } = await this.writes.atomically(this.claims, _id, () =>
      this.claims.updateOne(
        { _id, generation },
        { $set: { generation: generation + 1, orderId, lineIds: order.cartLineIds ?? [] } },
      ),
    );
    return modifiedCount === 1 || (await this.claims.exists({ _id, orderId })) !== null;
  }
}
