import { IsNotEmpty, IsNumber, IsOptional, IsString } from 'class-validator';

/**
 * The spec's client also sends list_items and subTotalAmt. They are deliberately not declared: the
 * validation pipe strips them, since lines come from the cart and prices from the catalog. `totalAmt`,
 * the total the shopper confirmed, only caps what they pay (checkout/confirmed-total.ts).
 */
export class PlaceOrderDto {
  @IsString({ message: 'Please choose a delivery address' })
  @IsNotEmpty({ message: 'Please choose a delivery address' })
  addressId: string;

  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'totalAmt must be a number' })
  totalAmt?: number;
}
