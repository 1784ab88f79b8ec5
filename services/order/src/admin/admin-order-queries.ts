import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { FULFILMENT_STATUSES, FulfilmentStatus } from '@shop/common';
import { FilterQuery, Model } from 'mongoose';
import { DayCounts, OrderCounters, StatusCounts, statusCounts } from '../counters/order-counters';
import { isShopOrder } from '../orders/order-changes.service';
import { dayOf } from '../orders/order-hours';
import { Order } from '../orders/order.schema';
import type { StoredOrder } from '../orders/orders.service';

export interface AdminListQuery {
  page: number;
  limit: number;
  status?: FulfilmentStatus;
  search?: string;
  /** 'YYYY-MM-DD' (UTC), both included. */
  from?: string;
  to?: string;
}

export interface AdminOrderPage {
  orders: StoredOrder[];
  totalCount: number;
  countsByStatus: StatusCounts;
}

const newestFirst = (a: StoredOrder, b: StoredOrder) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b._id.toHexString().localeCompare(a._id.toHexString());

/**
 * The admin's order list, fast at a million orders on both engines. FerretDB 1.24 filters in
 * PostgreSQL only by equalities of fields, and sorts and limits in its own process after reading every
 * match, so "newest first, page 4000" cannot be one sorted query there. Instead every query here is an
 * equality that finds few documents: the counts kept per day and hour (OrderCounters) say which hours
 * hold the page asked for, and only those hours' orders are read (`createdHour`, with `status`),
 * sorted here. Totals and status counts come from the same counters, never from counting orders. A
 * search is an exact Order No, e-mail, mobile or pincode: an equality on an indexed field, whose few
 * matches are filtered, counted and paged here.
 */
@Injectable()
export class AdminOrderQueries {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly counters: OrderCounters,
  ) {}

  list(query: AdminListQuery): Promise<AdminOrderPage> {
    return query.search ? this.search(query, query.search) : this.page(query);
  }

  private async page({ page, limit, status, from, to }: AdminListQuery): Promise<AdminOrderPage> {
    const days = (await this.counters.createdDays()).filter(
      (day) => (!from || day.date >= from) && (!to || day.date <= to),
    );
    const countOf = (counts: DayCounts) => Math.max(0, status ? (counts[status] ?? 0) : (counts.all ?? 0));
    const countsByStatus = statusCounts(
      Object.fromEntries(
        FULFILMENT_STATUSES.map((name) => [
          name,
          days.reduce((sum, day) => sum + Math.max(0, day.counts[name] ?? 0), 0),
        ]),
      ),
    );
    const totalCount = days.reduce((sum, day) => sum + countOf(day.counts), 0);
    const orders: StoredOrder[] = [];
    let skip = (page - 1) * limit;
    for (const day of days) {
      const inDay = countOf(day.counts);
      if (!inDay) continue;
      if (skip >= inDay) {
        skip -= inDay;
        continue;
      }
      for (const { hour, counts } of await this.counters.hoursOf(day.date)) {
        const inHour = countOf(counts);
        if (!inHour) continue;
        if (skip >= inHour) {
          skip -= inHour;
          continue;
        }
        const found = await this.ordersOfHour(`${day.date}T${hour}`, status);
        orders.push(...found.slice(skip, skip + limit - orders.length));
        skip = 0;
        if (orders.length >= limit) return { orders, totalCount, countsByStatus };
      }
    }
    return { orders, totalCount, countsByStatus };
  }

  /** One hour's shop orders (of one status), newest first: an equality query finding about a hundred at most. */
  private async ordersOfHour(createdHour: string, status?: FulfilmentStatus): Promise<StoredOrder[]> {
    const found = await this.orders
      .find({ createdHour, ...(status ? { status } : {}) }, { outbox: 0 })
      .lean<StoredOrder[]>();
    return found.filter(isShopOrder).sort(newestFirst);
  }

  private async search({ page, limit, status, from, to }: AdminListQuery, search: string): Promise<AdminOrderPage> {
    const found = await Promise.all(
      searchFilters(search).map((filter) => this.orders.find(filter, { outbox: 0 }).lean<StoredOrder[]>()),
    );
    const unique = new Map(found.flat().map((order) => [order._id.toHexString(), order]));
    const matching = [...unique.values()].filter((order) => {
      const day = dayOf(order.createdAt);
      return isShopOrder(order) && (!from || day >= from) && (!to || day <= to);
    });
    const countsByStatus = statusCounts({});
    for (const order of matching) countsByStatus[order.status as FulfilmentStatus] += 1;
    const listed = (status ? matching.filter((order) => order.status === status) : matching).sort(newestFirst);
    return {
      orders: listed.slice((page - 1) * limit, page * limit),
      totalCount: listed.length,
      countsByStatus,
    };
  }
}

/**
 * What a search names, each an equality of an indexed field: an Order No (ORD-...), an e-mail (stored
 * lowercased), digits (a mobile or a pincode), or anything else as an Order No or e-mail.
 */
export function searchFilters(search: string): FilterQuery<Order>[] {
  const text = search.trim();
  if (/^ord-/i.test(text)) return [{ orderId: text.toUpperCase() }];
  if (text.includes('@')) return [{ 'customer.email': text.toLowerCase() }];
  if (/^\+?[0-9][0-9 -]*$/.test(text)) return [{ 'customer.mobile': text }, { 'delivery_address.pincode': text }];
  return [{ orderId: text.toUpperCase() }, { 'customer.email': text.toLowerCase() }];
}
