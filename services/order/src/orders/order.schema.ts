import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  ChangedBy,
  IntegrationEvent,
  MongoEngine,
  OrderAdjustment,
  OrderDelivery,
  SubstitutionChoice,
  withOutbox,
} from '@shop/common';
import { HydratedDocument, Schema as MongooseSchema, Types } from 'mongoose';
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
  /** Units, or grams of a product sold by weight. */
  @Prop({ required: true }) quantity: number;
  /** 'weight': quantity in grams, price and unitPrice per kg; absent: sold by the unit. */
  @Prop({ type: String }) sellBy?: 'weight';
  /** Catalog price before the discount. */
  @Prop({ required: true }) price: number;
  /** Percent off, as the catalog had it. */
  @Prop({ required: true }) discount: number;
  /** What one unit costs the shopper: price minus the rounded-up discount. */
  @Prop({ required: true }) unitPrice: number;
  @Prop({ required: true }) lineTotal: number;
  /** Whether the packer may replace it when it is missing (the checkout's choice); absent on older orders: NONE. */
  @Prop({ type: String }) substitution?: SubstitutionChoice;
  /** On a line the packer put in instead: the product it replaces. */
  @Prop() substituteFor?: string;
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

/** One entry of an order's timeline: what it became, when, who made the change and why (cancellations). */
@Schema({ _id: false })
export class StatusChange {
  @Prop({ required: true, type: String }) status: OrderStatus;
  @Prop({ required: true }) at: Date;
  /** Absent on changes stored before issue 19 (read as SYSTEM). */
  @Prop({ type: String }) by?: ChangedBy;
  @Prop() reason?: string;
}

/** The rider an admin gave the order to, as identity knew them then (a rider sees only their own orders). */
@Schema({ _id: false })
export class RiderSnapshot {
  @Prop({ required: true }) id: string;
  @Prop({ required: true }) name: string;
  @Prop({ required: true }) email: string;
  @Prop({ default: '' }) mobile: string;
}

/** Who bought, as identity knew them at checkout (`email` lowercased; `mobile` '' when none). */
@Schema({ _id: false })
export class CustomerSnapshot {
  @Prop({ required: true }) name: string;
  @Prop({ required: true }) email: string;
  @Prop({ default: '' }) mobile: string;
}

/**
 * An order as stored in the `orders` collection. Whoever writes orders directly (the scale seeder)
 * writes this shape:
 * - `_id` ObjectId, `orderId` 'ORD-' + 10 hex digits (unique), `userId`, `items`, amounts, `currency`,
 *   `delivery_address` (a copy), `paymentMethod`, `status`, `statusHistory` [{status, at, by, reason?}],
 *   `createdAt`/`updatedAt`, `outbox: []`, `stockReleased`, `cartGeneration`, `cartLineIds`;
 * - `customer` {name, email (lowercase), mobile} or null, `placedAt` (when it became PLACED or PAID:
 *   only such orders are the shop's orders, listed to admins), `paymentCollectedAt` (COD, delivered);
 * - on FerretDB only, `createdBlock` and `keyDays` (order-buckets.ts), the buckets its order lists read
 *   it by (blocks number the orders of each ten minutes from 1, BLOCK_SIZE to a block, in the order
 *   created; FerretDbOrderPages); on MongoDB neither is written;
 * - `searchKeys`: [orderId, customer e-mail lowercased, customer mobile, delivery pincode, and with a
 *   slot `slot:<slotId>` and `slotday:<YYYY-MM-DD>`] (searchKeysOf);
 * - `delivery` {zone, slot {_id, date, start, end, startsAt, endsAt} | null, express {etaMinutes} | null,
 *   fee} when a delivery zone served it;
 * - the counters in `ordercounters` (order-counter.schema.ts, OrderTally) must count every placed
 *   order, or the summary (and on FerretDB the order lists' pages and counts) leave it out.
 */
@Schema({ collection: 'orders', timestamps: true })
export class Order {
  _id: Types.ObjectId;
  /** Short reference shown to the shopper ('Order No'). */
  @Prop({ required: true }) orderId: string;
  @Prop({ required: true }) userId: string;
  @Prop({ type: [SchemaFactory.createForClass(OrderItem)], required: true }) items: OrderItem[];
  /** Sum of undiscounted line prices. */
  @Prop({ required: true }) subTotalAmt: number;
  /** What the shopper pays: after packing, for what is in the bag (never above confirmedTotalAmt). */
  @Prop({ required: true }) totalAmt: number;
  /** The total the shopper confirmed at checkout; absent on orders placed before packing could change it. */
  @Prop() confirmedTotalAmt?: number;
  /** The checkout's order-wide choice for a missing item (each line carries its own). */
  @Prop({ type: String }) substitutionDefault?: SubstitutionChoice;
  /** What the packer changed (short, substituted, weighed lines), in the order of the lines; absent when nothing. */
  @Prop({ type: [MongooseSchema.Types.Mixed], default: undefined }) adjustments?: OrderAdjustment[];
  /** The catalog reservation holding a pack's substitutes (PackingService), once the pack is stored. */
  @Prop() substituteReservationId?: string;
  @Prop({ required: true }) currency: string;
  @Prop({ type: SchemaFactory.createForClass(DeliveryAddressSnapshot), required: true })
  delivery_address: DeliveryAddressSnapshot;
  /**
   * Where and when it is delivered and what that cost (issue 37; its fee is part of totalAmt). Absent on
   * orders placed before delivery was configured, or while no zone is (the spec's free delivery anywhere).
   */
  @Prop({ type: MongooseSchema.Types.Mixed, default: undefined }) delivery?: OrderDelivery;
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
  /**
   * Present (true) only while a given-up order's stock is still to be handed back: the order sweeper
   * finds the few such orders by this indexed equality (`status` with `stockReleased` would read every
   * cancelled order in the shop's history on FerretDB, each sweep). Orders given up before the flag
   * existed are still handed back, by the catalog: their reservation expires and it asks the order
   * service (reservationOutcome), which answers 'release'.
   */
  @Prop({ type: Boolean }) stockReleaseDue?: true;
  /** The buyer's contact at checkout; null when identity could not be asked then. */
  @Prop({ type: SchemaFactory.createForClass(CustomerSnapshot), default: null }) customer: CustomerSnapshot | null;
  /** When the order became PLACED (cash) or PAID (card): from then on it is one of the shop's orders. */
  @Prop({ type: Date, default: null }) placedAt: Date | null;
  /** A cash-on-delivery order's payment, collected when it was delivered. */
  @Prop({ type: Date, default: null }) paymentCollectedAt: Date | null;
  /** Who delivers it, from when an admin gives it to a rider (PACKED onwards); absent until then. */
  @Prop({ type: SchemaFactory.createForClass(RiderSnapshot), default: undefined }) rider?: RiderSnapshot;
  /**
   * The rider's lists the order is on (rider-keys.ts): `<riderId>:open` while it is still to be
   * delivered, then `<riderId>@<YYYY-MM-DD>` (the shop's day it was delivered). A top-level equality,
   * so a rider's day reads only that day's orders, however many they delivered before.
   */
  @Prop({ type: [String], default: undefined }) riderKeys?: string[];
  /** What the rider recorded collecting for a cash-on-delivery order (the order's currency). */
  @Prop({ type: Number, default: undefined }) cashCollected?: number;
  /**
   * FerretDB's lists only: 'YYYY-MM-DDTHH:M#NNNNN', the ten minutes of createdAt (UTC) and the block of
   * at most BLOCK_SIZE orders created in them that holds this one (CreatedBlocks): the admin list
   * reads a block's orders by this equality.
   */
  @Prop() createdBlock?: string;
  /**
   * FerretDB's lists only: `<key>@YYYY-MM-DD` for each list the order is on (its buyer's, its e-mail's,
   * mobile's and pincode's; order-buckets.ts): a shopper's list and the admin search read one day of a
   * key by this equality. No default, so that MongoDB's orders have none.
   */
  @Prop({ type: [String], default: undefined }) keyDays?: string[];
  /**
   * What the admin search finds the order by, exactly (order-search-keys.ts): its Order No, the buyer's
   * e-mail (lowercased) and mobile, the delivery pincode. One top-level field: FerretDB 1.24 filters
   * in PostgreSQL only by top-level fields (`customer.email` would read every order).
   */
  @Prop({ type: [String], default: [] }) searchKeys: string[];
  outbox: IntegrationEvent[];
  createdAt: Date;
  updatedAt: Date;
}

export type OrderDocument = HydratedDocument<Order>;
/** An order as read: everything but its outbox, which only the relay reads. */
export type StoredOrder = Omit<Order, 'outbox'>;
/** What the checkout stores a new order from; the rest is filled in as it is created and changed. */
export type NewOrder = Omit<
  Order,
  | 'statusHistory'
  | 'stockReleased'
  | 'outbox'
  | 'createdAt'
  | 'updatedAt'
  | 'paymentSessionId'
  | 'placedAt'
  | 'paymentCollectedAt'
  | 'rider'
  | 'riderKeys'
  | 'cashCollected'
  | 'adjustments'
  | 'substituteReservationId'
>;

export const OrderSchema = withOutbox(SchemaFactory.createForClass(Order));
OrderSchema.index({ orderId: 1 }, { unique: true });
// The stock still to hand back.
OrderSchema.index({ stockReleaseDue: 1 }, { sparse: true });
// A rider's round (RiderRounds).
OrderSchema.index({ riderKeys: 1 }, { sparse: true });

/**
 * The orders' schema with the indexes its engine's order lists (order-pages.ts) and sweepers read by:
 * each engine maintains only its own on every write.
 * - MongoDB (mongodb-order-pages.ts): the shop's list, one status's, a shopper's and a search key's,
 *   each newest first, sorted and paged from the index; the sweepers ask status with createdAt.
 * - FerretDB (ferretdb-order-pages.ts) asks only equalities of top-level fields, which it filters in
 *   PostgreSQL through these indexes' GIN twins (deploy/local/ferretdb-equality-indexes.sql); one
 *   bucket's few orders are sorted in the service.
 */
export function orderSchemaFor(engine: MongoEngine): typeof OrderSchema {
  const schema = OrderSchema.clone();
  if (engine === 'mongodb') {
    schema.index({ createdAt: -1, _id: -1 });
    schema.index({ status: 1, createdAt: -1, _id: -1 });
    schema.index({ userId: 1, createdAt: -1, _id: -1 });
    schema.index({ searchKeys: 1, createdAt: -1, _id: -1 });
  } else {
    schema.index({ userId: 1, createdAt: -1 });
    schema.index({ createdBlock: 1, status: 1 });
    schema.index({ keyDays: 1 });
    schema.index({ status: 1, createdAt: -1 });
    schema.index({ searchKeys: 1 });
  }
  return schema;
}
