import { IsIn, IsOptional } from 'class-validator';
import { PageDto } from './page.dto';

export const ORDER_LIST_VIEWS = ['orders', 'items'] as const;
export type OrderListView = (typeof ORDER_LIST_VIEWS)[number];

/**
 * `view=items` lists one entry per ordered product (the shape the spec's original client reads);
 * the default, `orders`, lists one entry per order with all its lines. Without `page` or `limit` every
 * order is listed (the spec's call); with either, one page of orders, newest first, with its totals.
 */
export class OrderListDto extends PageDto {
  @IsOptional()
  @IsIn(ORDER_LIST_VIEWS, { message: 'view must be orders or items' })
  view?: OrderListView;
}
