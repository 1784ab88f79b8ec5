import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Quote } from '../../api/types';
import { QuoteBill } from './QuoteBill';

/** A zone with a $40 delivery fee below $500, free from $500, and a $20 small-cart fee below $200. */
function quoteFor(itemsTotal: number): Pick<Quote, 'itemsTotal' | 'fees' | 'totalAmt' | 'addForFreeDelivery'> {
  const fees: Quote['fees'] = [];
  if (itemsTotal < 500) fees.push({ code: 'DELIVERY_FEE', label: 'Delivery fee', amount: 40 });
  if (itemsTotal < 200) fees.push({ code: 'SMALL_CART_FEE', label: 'Small cart fee', amount: 20 });
  const deliveryFee = fees.reduce((sum, fee) => sum + fee.amount, 0);
  return {
    itemsTotal,
    fees,
    totalAmt: itemsTotal + deliveryFee,
    addForFreeDelivery: itemsTotal < 500 ? 500 - itemsTotal : null,
  };
}

const bill = () => screen.getByRole('region', { name: 'Bill details' });
const rows = () =>
  within(bill())
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('the quoted bill (issue 37)', () => {
  it('lists each fee and how much more makes delivery free', () => {
    render(<QuoteBill quote={quoteFor(150)} quantity={2} />);
    expect(rows()).toEqual([
      'Items total: $150.00',
      'Quantity total: 2 item',
      'Delivery fee: $40.00',
      'Small cart fee: $20.00',
      'Grand total: $210.00',
    ]);
    expect(screen.getByText('Add $350.00 more for free delivery')).toBeInTheDocument();
  });

  it('drops the small-cart fee at its threshold and keeps the delivery fee', () => {
    render(<QuoteBill quote={quoteFor(200)} quantity={2} />);
    expect(rows()).toContain('Delivery fee: $40.00');
    expect(rows()).not.toContain('Small cart fee: $20.00');
  });

  it("says the spec's 'Delivery Charge: Free' at the free-delivery threshold, with no nudge", () => {
    render(<QuoteBill quote={quoteFor(500)} quantity={3} undiscounted={560} />);
    expect(rows()).toEqual([
      'Items total: was $560.00$500.00',
      'Quantity total: 3 item',
      'Delivery Charge: Free',
      'Grand total: $500.00',
    ]);
    expect(screen.queryByText(/more for free delivery/)).not.toBeInTheDocument();
  });

  it('treats a fee line of nothing as free', () => {
    render(
      <QuoteBill
        quote={{
          itemsTotal: 90,
          fees: [{ code: 'EXPRESS_FEE', label: 'Express delivery', amount: 0 }],
          totalAmt: 90,
          addForFreeDelivery: null,
        }}
        quantity={1}
      />,
    );
    expect(rows()).toContain('Delivery Charge: Free');
  });
});
