import type { ReactNode } from 'react';
import type { Order, SellBy } from '../../api/types';
import { ProductImage } from '../../components/ProductImage';
import { deliveryTimeLabel, type OrderDeliveryTime } from '../../lib/deliveryTime';
import { formatMoney, formatPrice } from '../../lib/money';
import { formatQuantity } from '../../lib/weight';

/**
 * An order's lines with their pictures, quantities and amounts, and its total; issue 38: a line that
 * may be replaced says so, and a substitute names what it replaces; a line sold by weight reads
 * "0.75 kg × $119.99 / kg".
 */
export function OrderLines({ order }: { order: Pick<Order, 'items' | 'subTotalAmt' | 'totalAmt' | 'adjustments'> }) {
  const nameOf = (productId: string) =>
    order.adjustments.find((adjustment) => adjustment.productId === productId)?.name ?? 'an item';
  return (
    <div>
      <ul className="divide-y divide-neutral-100 border-y border-neutral-100">
        {order.items.map((item) => (
          <li key={item.productId} className="flex items-center gap-3 py-2">
            <ProductImage
              product={item.product_details}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              className="h-12 w-12 shrink-0 rounded-md border border-neutral-200 object-contain"
            />
            <span className="min-w-0 flex-1">
              <span className="block [overflow-wrap:anywhere]">{item.product_details.name}</span>
              <span className="text-neutral-600">
                {formatQuantity(item.quantity, item.sellBy)} × {formatPrice(item.unitPrice, item.sellBy)}
              </span>
              {item.substituteFor ? (
                <span className="block text-amber-800">Replaces {nameOf(item.substituteFor)}</span>
              ) : (
                item.substitution === 'SIMILAR' && (
                  <span className="block text-neutral-600">Replace with a similar item if missing</span>
                )
              )}
            </span>
            <span className="tabular-nums">{formatMoney(item.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between font-semibold">
        <span>Total</span>
        <span className="tabular-nums">{formatMoney(order.totalAmt)}</span>
      </p>
    </div>
  );
}

/** Where the order goes; the mobile is a link that dials it. */
export function DeliveryAddress({ address }: { address: Order['delivery_address'] }) {
  return (
    <address className="not-italic">
      {address.address_line}
      <br />
      {address.city}, {address.state} {address.pincode}
      <br />
      {address.country}
      <br />
      Mobile:{' '}
      <a href={`tel:${address.mobile}`} className="text-green-700 underline">
        {address.mobile}
      </a>
    </address>
  );
}

/** A titled block of an order's detail view. */
export function OrderSection({
  title,
  level = 'h3',
  children,
}: {
  title: string;
  /** h2 on the shopper's order page, h3 inside the admin's order dialog (whose title is the h2). */
  level?: 'h2' | 'h3';
  children: ReactNode;
}) {
  const Heading = level;
  return (
    <section className="flex flex-col gap-2">
      <Heading className="font-semibold">{title}</Heading>
      {children}
    </section>
  );
}

/** Issue 37: what an order keeps of its delivery (none on orders placed before it). */
export const deliveryOf = (order: object): OrderDeliveryTime | undefined =>
  (order as { delivery?: OrderDeliveryTime }).delivery ?? undefined;

/** When the order comes: 'Tomorrow, 7–9 am' or 'Express, about 30 minutes'; nothing on older orders. */
export function DeliveryWhen({ order, className = '' }: { order: object; className?: string }) {
  const label = deliveryTimeLabel(deliveryOf(order));
  if (!label) return null;
  return (
    <p className={className}>
      <span className="text-neutral-600">Delivery: </span>
      <span className="font-medium">{label}</span>
    </p>
  );
}

/** A line's quantity after its name in short lists: "× 2", or the weight of a line sold by weight ("0.75 kg"). */
export const quantityAfterName = (item: { quantity: number; sellBy?: SellBy }): string =>
  item.sellBy === 'weight' ? formatQuantity(item.quantity, 'weight') : `× ${item.quantity}`;
