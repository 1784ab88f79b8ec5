import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * Which order took a buyer's cart last. One document per buyer (its `_id` is the user id): placing a
 * cash order or paying a card order is one compare-and-set of `generation`, so of the orders made from
 * one cart exactly one wins it.
 */
@Schema({ collection: 'cartclaims', versionKey: false })
export class CartClaim {
  @Prop({ type: String }) _id: string;
  /** How often an order has taken this cart; an order may take it only at the generation it was made from. */
  @Prop({ required: true, default: 0 }) generation: number;
  /** The order that took the cart last. */
  @Prop() orderId?: string;
  /** The cart lines that order took: they are leaving the cart, so no new order is made from them. */
  @Prop({ type: [String], default: [] }) lineIds: string[];
}

export const CartClaimSchema = SchemaFactory.createForClass(CartClaim);
