import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One issued refresh token. Tokens of one login form a family (the session): each refresh uses its
 * token up and issues the next; presenting a used token again means it leaked, and the family dies.
 */
@Schema({ collection: 'refresh_tokens' })
export class RefreshToken {
  @Prop({ required: true, unique: true })
  jti: string;

  @Prop({ required: true, index: true })
  family: string;

  @Prop({ required: true, index: true })
  userId: string;

  @Prop({ type: Date, required: true })
  expiresAt: Date;

  @Prop({ type: Date, default: null })
  usedAt: Date | null;

  @Prop({ type: Date, default: null })
  revokedAt: Date | null;
}

export const RefreshTokenSchema = SchemaFactory.createForClass(RefreshToken);
