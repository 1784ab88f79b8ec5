import { Inject, Injectable } from '@nestjs/common';
import { kgOfGrams } from '@shop/common';
import { ORDER_ENV, OrderEnv } from '../config';
import { TooManyUnits } from '../order.errors';
import { OrdersService } from '../orders/orders.service';

interface OrderedLine {
  productId: string;
  quantity: number;
  product_details: { name: string };
}

/**
 * Cash-on-delivery orders reserve stock that nobody pays for until delivery, and card checkouts until
 * the payment timeout: one shopper may hold at most MAX_UNITS_PER_PRODUCT units of a product across
 * their unpaid ones (of a product sold by weight, its maximum in grams: `weightMaxGrams`), so no
 * account can lock a product's whole stock. Every path that reserves checks it.
 */
@Injectable()
export class UnitsPerShopper {
  constructor(
    private readonly orders: OrdersService,
    @Inject(ORDER_ENV) private readonly env: OrderEnv,
  ) {}

  async assertWithin(userId: string, lines: OrderedLine[], weightMaxGrams: Map<string, number>): Promise<void> {
    const mostOf = (line: OrderedLine) => weightMaxGrams.get(String(line.productId)) ?? this.env.MAX_UNITS_PER_PRODUCT;
    const refused = (line: OrderedLine, held: number) => {
      const grams = weightMaxGrams.has(String(line.productId));
      const said = (quantity: number) => (grams ? `${kgOfGrams(quantity)} kg` : String(quantity));
      return new TooManyUnits(line.product_details.name, mostOf(line), held, String(line.productId), said);
    };
    // An order within the limit on its own is checked against the open ones (one read); most are.
    const tooMany = lines.find((line) => line.quantity > mostOf(line));
    if (tooMany) throw refused(tooMany, 0);
    const held = await this.orders.unpaidUnitsOf(userId);
    for (const line of lines) {
      const already = held.get(String(line.productId)) ?? 0;
      if (already + line.quantity > mostOf(line)) throw refused(line, already);
    }
  }
}
