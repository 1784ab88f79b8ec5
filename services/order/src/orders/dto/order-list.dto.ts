import { IsIn, IsOptional } from 'class-validator';

export const ORDER_LIST_VIEWS = ['orders', 'items'] as const;
export type OrderListView = (typeof ORDER_LIST_VIEWS)[number];

/**
 * `view=items` lists one entry per ordered product (the shape the spec's original client reads);
 * the default, `orders`, lists one entry per order with all its lines.
 */
export class OrderListDto {
  @IsOptional()
  @IsIn(ORDER_LIST_VIEWS, { message: 'view must be orders or items' })
  view?: OrderListView;
}
