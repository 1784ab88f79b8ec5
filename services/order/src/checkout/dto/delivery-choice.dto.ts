import { IsBoolean, IsNotEmpty, IsOptional, IsString, Matches } from 'class-validator';

/** Where the order goes and how it is delivered: a slot (GET /api/delivery/slots) or express. */
export class DeliveryChoiceDto {
  @IsString({ message: 'Please choose a delivery address' })
  @IsNotEmpty({ message: 'Please choose a delivery address' })
  addressId: string;

  @IsOptional()
  @Matches(/^[0-9a-f]{24}-\d{8}-\d{4}$/, { message: 'slotId must be a delivery slot id' })
  slotId?: string;

  @IsOptional()
  @IsBoolean({ message: 'express must be true or false' })
  express?: boolean;
}
