import { IsMongoId, Matches } from 'class-validator';

const SLOT_ID = /^[0-9a-f]{24}-\d{8}-\d{4}$/;

export class SlotIdQueryDto {
  @Matches(SLOT_ID, { message: 'slotId must be a slot id as GET /api/delivery/slots gives it' })
  slotId: string;
}

export class MoveBookingDto {
  @IsMongoId({ message: 'orderId must be a valid id' })
  orderId: string;

  @Matches(SLOT_ID, { message: 'slotId must be a slot id as GET /api/delivery/slots gives it' })
  slotId: string;
}
