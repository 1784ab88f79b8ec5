import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../../api/types';
import { apples, rice } from '../../test/cart';
import { ok, renderApp, stubApi } from '../../test/render';
import { CartContents } from './CartContents';

afterEach(() => vi.unstubAllGlobals());

const lines: CartLine[] = [
  { _id: 'line1', quantity: 3, productId: rice, priceWhenAdded: null, maxPerOrder: 10 },
  { _id: 'line2', quantity: 0.75, productId: apples, priceWhenAdded: { price: 120, discount: 0 }, maxPerOrder: 2 },
];

describe('the cart with a line sold by weight (issue 38)', () => {
  it("shows the line's weight and what it costs, and bills it to the cent as the server does", async () => {
    stubApi({
      'GET /cart/get': { body: ok(lines) },
      'PUT /cart/price-seen': { body: ok(lines[1]) },
    });
    renderApp(<CartContents lines={lines} />);
    const line = (await screen.findByRole('link', { name: 'Shimla Apple' })).closest('li')!;
    expect(await within(line).findByLabelText('0.75 kg in cart')).toBeInTheDocument();
    // 0.75 kg at $119.99 a kg: 8999.25 cents, $89.99.
    expect(within(line).getByText('$89.99')).toBeInTheDocument();
    expect(within(line).getByText(/0\.75 kg at \$119\.99 \/ kg/)).toBeInTheDocument();
    expect(
      await within(line).findByText('Price changed since you added it: was $120.00 / kg, now $119.99 / kg'),
    ).toBeInTheDocument();

    // The unit line as before: its unit price, its count.
    const riceLine = screen.getByRole('link', { name: 'Basmati Rice' }).closest('li')!;
    expect(within(riceLine).getByText('$99.99')).toBeInTheDocument();
    expect(within(riceLine).getByLabelText('3 in cart')).toBeInTheDocument();

    const bill = screen.getByRole('region', { name: 'Bill details' });
    // $299.97 + $89.99; the by-weight line counts as one item.
    expect(within(bill).getAllByText('$389.96')).toHaveLength(2);
    expect(within(bill).getByText('4 items')).toBeInTheDocument();
  });
});
