import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A provider event already acted on; Stripe delivers at least once, so repeats are recognised by id. */
@Schema({ collection: 'processed_events', timestamps: { createdAt: 'processedAt', updatedAt: false } })
export class ProcessedEvent {
  @Prop({ required: true }) eventId: string;
  @Prop({ required: true }) type: string;
  /** What handling it did (stripe-webhooks.service.ts); a `mismatch` is kept for whoever looks into it. */
  @Prop() outcome?: string;
  processedAt: Date;
}

export const ProcessedEventSchema = SchemaFactory.createForClass(ProcessedEvent);
ProcessedEventSchema.index({ eventId: 1 }, { unique: true });
