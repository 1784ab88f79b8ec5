import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BillDetails } from './BillDetails';

const totals = (quantity: number) => ({ quantity, total: 300, undiscounted: 300, savings: 0, unavailable: 0 });

describe('the bill’s quantity (issue 33 item 20)', () => {
  it.each([
    [1, '1 item'],
    [3, '3 items'],
  ])('counts %i unit(s) in the cart as the header does: "%s"', (quantity, text) => {
    render(<BillDetails totals={totals(quantity)} />);
    expect(screen.getByText(text, { exact: true })).toBeInTheDocument();
  });

  it("keeps the spec's 'N item' in checkout's summary", () => {
    render(<BillDetails totals={totals(3)} specQuantity />);
    expect(screen.getByText('3 item', { exact: true })).toBeInTheDocument();
  });
});
