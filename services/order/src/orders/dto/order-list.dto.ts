import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

export const ORDER_LIST_VIEWS = ['orders', 'items'] as const;
export type OrderListView = (typeof ORDER_LIST_VIEWS)[number];
export const ORDER_PAGE_MAX = 100;
const toNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;

/**
 * `view=items` lists one entry per ordered product (the shape the spec's original client reads);
 * the default, `orders`, lists one entry per order with all its lines. Without `page` or `limit` every
 * order is listed (the spec's call); with either, one page of orders, newest first, with its totals.
 */
export class OrderListDto {
  @IsOptional()
  @IsIn(ORDER_LIST_VIEWS, { message: 'view must be orders or items' })
  view?: OrderListView;

  @IsOptional()
  @Transform(toNumber)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(100_000, { message: 'page must be at most 100000' })
  page?: number;

  @IsOptional()
  @Transform(toNumber)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(ORDER_PAGE_MAX, { message: `limit must be at most ${ORDER_PAGE_MAX}` })
  limit?: number;
}
