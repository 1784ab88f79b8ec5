import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument } from 'mongoose';

/** A saved delivery address. Removing one only clears `status`: orders may still point at it. */
@Schema({ collection: 'addresses', timestamps: true, versionKey: false })
export class Address {
  /** The owner's user id, as the gateway forwards it. */
  @Prop({ required: true, index: true })
  userId: string;

  @Prop({ required: true })
  address_line: string;

  @Prop({ required: true })
  city: string;

  @Prop({ required: true })
  state: string;

  @Prop({ required: true })
  country: string;

  @Prop({ required: true })
  pincode: string;

  @Prop({ required: true })
  mobile: string;

  /** False once the owner removed the address (spec 3: false means removed/hidden). */
  @Prop({ required: true, default: true })
  status: boolean;

  createdAt: Date;
  updatedAt: Date;
}

export type AddressDocument = HydratedDocument<Address>;
export const AddressSchema = SchemaFactory.createForClass(Address);
AddressSchema.index({ userId: 1, status: 1, createdAt: -1 });
