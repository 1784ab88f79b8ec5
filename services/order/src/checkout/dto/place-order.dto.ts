import { IsNotEmpty, IsString } from 'class-validator';

/**
 * The spec's client also sends list_items, subTotalAmt and totalAmt. They are deliberately not
 * declared: the validation pipe strips them, since lines come from the cart and prices from the catalog.
 */
export class PlaceOrderDto {
  @IsString({ message: 'Please choose a delivery address' })
  @IsNotEmpty({ message: 'Please choose a delivery address' })
  addressId: string;
}
