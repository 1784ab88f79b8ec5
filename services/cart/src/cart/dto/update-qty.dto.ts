import { IsNumber, IsOptional, IsPositive, Max } from 'class-validator';
import { CartLineIdDto } from './cart-line-id.dto';

/** Whole units, or kilograms with at most 3 decimals (a product sold by weight: the cart checks which). */
const QUANTITY = { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 3 };

/** Quantities are above 0: the client removes a line with delete-cart-item, never with qty 0. */
export class UpdateQtyDto extends CartLineIdDto {
  @IsNumber(QUANTITY, { message: 'qty must be a whole number, or kilograms with at most 3 decimals' })
  @IsPositive({ message: 'qty must be above 0; to remove the item use delete-cart-item' })
  @Max(10_000, { message: 'qty must be at most 10000' })
  qty: number;

  /** Optional compare-and-set: the quantity the client last saw; refused (409) when the cart holds another. */
  @IsOptional()
  @IsNumber(QUANTITY, { message: 'expectedQty must be a whole number, or kilograms with at most 3 decimals' })
  @IsPositive({ message: 'expectedQty must be above 0' })
  @Max(10_000, { message: 'expectedQty must be at most 10000' })
  expectedQty?: number;
}
