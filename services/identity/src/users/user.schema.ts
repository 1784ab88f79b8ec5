import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Role, ROLES, withOutbox } from '@shop/common';
import { HydratedDocument } from 'mongoose';

@Schema({ collection: 'users', timestamps: true })
export class User {
  @Prop({ required: true, trim: true })
  name: string;

  @Prop({ required: true, unique: true, lowercase: true, trim: true })
  email: string;

  /** bcrypt hash; never leaves the service (see toJSON below). */
  @Prop({ required: true })
  password: string;

  @Prop({ default: '' })
  avatar: string;

  @Prop({ default: '' })
  mobile: string;

  @Prop({ default: false })
  verify_email: boolean;

  @Prop({ type: Date, default: null })
  last_login_date: Date | null;

  @Prop({ enum: ['Active', 'Inactive', 'Suspended'], default: 'Active' })
  status: string;

  @Prop({ type: [String], default: [] })
  address_details: string[];

  @Prop({ type: [String], default: [] })
  shopping_cart: string[];

  @Prop({ type: [String], default: [] })
  orderHistory: string[];

  // type named: a compiler without type information (SWC) records the enum object itself as the type.
  // Indexed: the staff list reads the few users whose role is not USER.
  @Prop({ type: String, enum: ROLES, default: Role.user, index: true })
  role: Role;
}

export type UserDocument = HydratedDocument<User>;

export const UserSchema = withOutbox(SchemaFactory.createForClass(User));
UserSchema.set('toJSON', {
  versionKey: false,
  transform: (_document, json) => {
    const {
      password: _password,
      outbox: _outbox,
      outboxPending: _outboxPending,
      ...visible
    } = json as typeof json & { outbox?: unknown; outboxPending?: unknown };
    return visible;
  },
});
