import { IsString, Matches } from 'class-validator';
import { LINE_ID_PATTERN } from '../line-id';

export class CartLineIdDto {
  @IsString({ message: '_id (the cart line id) is required' })
  @Matches(LINE_ID_PATTERN, { message: '_id is not a valid cart line id' })
  _id: string;
}
