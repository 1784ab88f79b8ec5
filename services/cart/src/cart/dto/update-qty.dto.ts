import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { CartLineIdDto } from './cart-line-id.dto';

/** Quantities start at 1: the client removes a line with delete-cart-item, never with qty 0. */
export class UpdateQtyDto extends CartLineIdDto {
  @IsInt({ message: 'qty must be a whole number' })
  @Min(1, { message: 'qty must be at least 1; to remove the item use delete-cart-item' })
  @Max(10_000, { message: 'qty must be at most 10000' })
  qty: number;

  /** Optional compare-and-set: the quantity the client last saw; refused (409) when the cart holds another. */
  @IsOptional()
  @IsInt({ message: 'expectedQty must be a whole number' })
  @Min(1, { message: 'expectedQty must be at least 1' })
  @Max(10_000, { message: 'expectedQty must be at most 10000' })
  expectedQty?: number;
}
