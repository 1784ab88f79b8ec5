import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { IntegrationEvent, withOutbox } from '@shop/common';
import { HydratedDocument, Types } from 'mongoose';
import { OrderStatus, PaymentMethod } from './order-status';

@Schema({ _id: false })
export class ProductDetails {
  @Prop({ required: true }) name: string;
  @Prop({ type: [String], default: [] }) image: string[];
}

/** One bought product, priced when the order was placed (later catalog changes do not touch it). */
@Schema({ _id: false })
export class OrderItem {
  @Prop({ required: true }) productId: string;
  @Prop({ type: SchemaFactory.createForClass(ProductDetails), required: true }) product_details: ProductDetails;
  @Prop({ required: true }) quantity: number;
  /** Catalog price before the discount. */
  @Prop({ required: true }) price: number;
  /** Percent off, as the catalog had it. */
  @Prop({ required: true }) discount: number;
  /** What one unit costs the shopper: price minus the rounded-up discount. */
  @Prop({ required: true }) unitPrice: number;
  @Prop({ required: true }) lineTotal: number;
}

/** A copy of the delivery address, so editing or removing the address later leaves the order intact. */
@Schema({ _id: false })
export class DeliveryAddressSnapshot {
  @Prop({ required: true }) _id: string;
  @Prop() address_line: string;
  @Prop() city: string;
  @Prop() state: string;
  @Prop() country: string;
  @Prop() pincode: string;
  @Prop() mobile: string;
}

@Schema({ _id: false })
export class StatusChange {
  @Prop({ required: true, type: String }) status: OrderStatus;
  @Prop({ required: true }) at: Date;
}

@Schema({ collection: 'orders', timestamps: true })
export class Order {
  _id: Types.ObjectId;
  /** Short reference shown to the shopper ('Order No'). */
  @Prop({ required: true }) orderId: string;
  @Prop({ required: true }) userId: string;
  @Prop({ type: [SchemaFactory.createForClass(OrderItem)], required: true }) items: OrderItem[];
  /** Sum of undiscounted line prices. */
  @Prop({ required: true }) subTotalAmt: number;
  /** What the shopper pays. */
  @Prop({ required: true }) totalAmt: number;
  @Prop({ required: true }) currency: string;
  @Prop({ type: SchemaFactory.createForClass(DeliveryAddressSnapshot), required: true })
  delivery_address: DeliveryAddressSnapshot;
  @Prop({ required: true, type: String }) paymentMethod: PaymentMethod;
  @Prop({ required: true, type: String }) status: OrderStatus;
  @Prop({ type: [SchemaFactory.createForClass(StatusChange)], default: [] }) statusHistory: StatusChange[];
  /** The card provider's checkout session, for card orders. */
  @Prop() paymentSessionId?: string;
  /** The buyer's cart generation this order was made from (CartClaims): it may take the cart only then. */
  @Prop({ default: 0 }) cartGeneration: number;
  /** The cart lines it was made from; the order that takes the cart has them removed. */
  @Prop({ type: [String], default: [] }) cartLineIds: string[];
  /** Set once a cancelled order's stock reservation is handed back, so it is handed back once. */
  @Prop({ default: false }) stockReleased: boolean;
  outbox: IntegrationEvent[];
  createdAt: Date;
  updatedAt: Date;
}

export type OrderDocument = HydratedDocument<Order>;

export const OrderSchema = withOutbox(SchemaFactory.createForClass(Order));
OrderSchema.index({ orderId: 1 }, { unique: true });
OrderSchema.index({ userId: 1, createdAt: -1 });
