import { Schema, Types } from 'mongoose';

export const ZONE_MODEL = 'Zone';

/** One slot template: the days and hours it repeats on, how many orders it takes, when it closes. */
export interface SlotTemplate {
  /** 0 = Sunday. */
  days: number[];
  /** HH:MM in the shop's time zone; `end` at or before `start` is the next day (23:00–01:00). */
  start: string;
  end: string;
  capacity: number;
  /** The slot stops taking orders this many minutes before it starts. */
  cutoffMinutes: number;
  /** Minor units; 0 for none. */
  fee: number;
}

/** Minor units; null turns the rule off. */
export interface ZoneFees {
  minimumOrder: number | null;
  deliveryFee: number | null;
  freeDeliveryAbove: number | null;
  smallCartBelow: number | null;
  smallCartFee: number | null;
}

/**
 * Where the shop delivers and how. A pincode in several active zones is served by the one created
 * last, so a narrower zone added later overrides a wide one. Deactivating keeps the zone (and its
 * bookings) for the orders already placed in it.
 */
export interface Zone {
  _id: Types.ObjectId;
  name: string;
  /** As the admin wrote them: '560001' or '560002-560099'. */
  pincodes: string[];
  /** The same as numbers, what lookups read. */
  ranges: { from: number; to: number }[];
  active: boolean;
  express: { etaMinutes: number; fee: number } | null;
  slotTemplates: SlotTemplate[];
  fees: ZoneFees;
  createdAt: Date;
  updatedAt: Date;
}

const slotTemplateSchema = new Schema<SlotTemplate>(
  {
    days: { type: [Number], required: true },
    start: { type: String, required: true },
    end: { type: String, required: true },
    capacity: { type: Number, required: true },
    cutoffMinutes: { type: Number, required: true },
    fee: { type: Number, required: true },
  },
  { _id: false },
);

export const zoneSchema = new Schema<Zone>(
  {
    name: { type: String, required: true },
    pincodes: { type: [String], required: true },
    ranges: { type: [new Schema({ from: Number, to: Number }, { _id: false })], required: true },
    active: { type: Boolean, required: true },
    express: { type: new Schema({ etaMinutes: Number, fee: Number }, { _id: false }), default: null },
    slotTemplates: { type: [slotTemplateSchema], default: [] },
    fees: {
      type: new Schema(
        {
          minimumOrder: { type: Number, default: null },
          deliveryFee: { type: Number, default: null },
          freeDeliveryAbove: { type: Number, default: null },
          smallCartBelow: { type: Number, default: null },
          smallCartFee: { type: Number, default: null },
        },
        { _id: false },
      ),
      required: true,
    },
  },
  { timestamps: true, collection: 'zones', versionKey: false },
);
