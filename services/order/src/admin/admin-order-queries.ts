import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { FulfilmentStatus } from '@shop/common';
import { Model } from 'mongoose';
import { SHOP_LIST } from '../counters/order-bucket-tree';
import { OrderCounters, statusCounts } from '../counters/order-counters';
import { dayOf } from '../orders/order-buckets';
import { isShopOrder } from '../orders/order-lifecycle';
import { OrderPage, OrderPages, PageQuery } from '../orders/order-pages';
import { searchKeyCandidates } from '../orders/order-search-keys';
import { Order, StoredOrder } from '../orders/order.schema';

export interface AdminListQuery extends PageQuery {
  search?: string;
}

/**
 * The admin's order list: the shop's list, or a search. A search is an exact Order No, e-mail,
 * mobile or pincode. E-mails, mobiles and pincodes are lists of their own, counted and paged like the
 * shop's (OrderPages); an Order No finds one order through `searchKeys`.
 */
@Injectable()
export class AdminOrderQueries {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly counters: OrderCounters,
    private readonly pages: OrderPages,
  ) {}

  async list(query: AdminListQuery): Promise<OrderPage> {
    if (!query.search) return this.pages.page(SHOP_LIST, query);
    const candidates = searchKeyCandidates(query.search);
    for (const key of candidates) if (await this.counters.isList(key)) return this.pages.page(key, query);
    return this.byOrderNo(candidates, query);
  }

  /** An Order No (or a key with no placed order yet): the few orders holding it, filtered and paged here. */
  private async byOrderNo(candidates: string[], { page, limit, status, from, to }: PageQuery): Promise<OrderPage> {
    const found = await Promise.all(
      candidates.map((key) => this.orders.find({ searchKeys: key }, { outbox: 0 }).lean<StoredOrder[]>()),
    );
    const unique = new Map(found.flat().map((order) => [order._id.toHexString(), order]));
    const matching = [...unique.values()].filter((order) => {
      const day = dayOf(order.createdAt);
      return isShopOrder(order) && (!from || day >= from) && (!to || day <= to);
    });
    const countsByStatus = statusCounts({});
    for (const order of matching) countsByStatus[order.status as FulfilmentStatus] += 1;
    const listed = (status ? matching.filter((order) => order.status === status) : matching).sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
    );
    return { orders: listed.slice((page - 1) * limit, page * limit), totalCount: listed.length, countsByStatus };
  }
}
