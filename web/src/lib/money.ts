/** Spec 9: Indian digit grouping with the USD currency code, e.g. $1,23,456.00. */
const formatter = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'USD' });

export function formatMoney(amount: number): string {
  return formatter.format(amount);
}

/**
 * What one unit costs after its discount: price minus the discount percent of it, rounded up (the
 * order service charges the same). A product without a discount costs its price.
 */
export function discountedPrice(price: number, discount: number | undefined): number {
  if (!discount) return price;
  return price - Math.ceil((price * discount) / 100);
}

/**
 * How the cash a rider collected compares with what was due, to the cent: 'short' or 'over' by
 * `amount` (positive), or 'exact'.
 */
export function cashDifference(collected: number, due: number): { kind: 'short' | 'over' | 'exact'; amount: number } {
  const cents = Math.round(collected * 100) - Math.round(due * 100);
  if (cents === 0) return { kind: 'exact', amount: 0 };
  return { kind: cents < 0 ? 'short' : 'over', amount: Math.abs(cents) / 100 };
}
