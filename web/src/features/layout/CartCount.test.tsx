import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../../api/types';
import { ok, renderApp, stubApi } from '../../test/render';
import { CartButton } from './CartButton';
import { MobileCartBar } from './MobileCartBar';

const product = {
  _id: 'p1',
  name: 'Basmati Rice',
  image: [],
  price: 100,
  discount: 0,
  stock: 5,
  unit: '1 kg',
  publish: true,
  sellBy: 'unit' as const,
};
const cartOf = (quantity: number): CartLine[] => [
  { _id: 'line1', quantity, productId: product, priceWhenAdded: null, maxPerOrder: 10 },
];

afterEach(() => vi.unstubAllGlobals());

describe('the cart count in the header and the phone bar (issue 17: "1 Items")', () => {
  it.each([
    [1, '1 Item', '1 item'],
    [3, '3 Items', '3 items'],
  ])('reads %i unit(s) as "%s" / "%s"', async (quantity, header, bar) => {
    stubApi({ 'GET /cart/get': { body: ok(cartOf(quantity)) } });
    renderApp(
      <>
        <CartButton />
        <MobileCartBar />
      </>,
    );
    expect(await screen.findByText(header, { exact: true })).toBeInTheDocument();
    expect(screen.getByText(bar, { exact: true })).toBeInTheDocument();
  });
});
