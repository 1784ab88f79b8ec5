import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../../api/types';
import { ok, renderApp, stubApi } from '../../test/render';
import { AddToCartButton } from './AddToCartButton';

const product = {
  _id: 'p1',
  name: 'Basmati Rice',
  image: [],
  price: 100,
  discount: 10,
  stock: 5,
  unit: '1 kg',
  publish: true,
  sellBy: 'unit' as const,
};
const line = (quantity: number): CartLine => ({
  _id: 'line1',
  quantity,
  productId: product,
  priceWhenAdded: null,
  maxPerOrder: 10,
});

afterEach(() => vi.unstubAllGlobals());

describe('AddToCartButton', () => {
  it("adds the product, then steps the quantity up and down with 'Item added' / 'Item remove'", async () => {
    let cart: CartLine[] = [];
    const calls = stubApi({
      'GET /cart/get': () => ({ body: ok(cart) }),
      'POST /cart/create': () => ((cart = [line(1)]), { body: ok(line(1)) }),
      'PUT /cart/update-qty': ({ body }) => {
        const qty = (body as { qty: number }).qty;
        return { body: ok(line(qty)) };
      },
    });
    renderApp(<AddToCartButton product={product} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Add Basmati Rice to cart' }));
    expect(await screen.findByText('Item added')).toBeInTheDocument();
    expect(screen.getByLabelText('1 in cart')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add one more Basmati Rice' }));
    expect(await screen.findByLabelText('2 in cart')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove one Basmati Rice' }));
    expect(await screen.findByText('Item remove')).toBeInTheDocument();
    expect(await screen.findByLabelText('1 in cart')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { _id: 'line1', qty: 2, expectedQty: 1 },
      { _id: 'line1', qty: 1, expectedQty: 2 },
    ]);
  });

  it('removes the line when minus is pressed at quantity 1', async () => {
    const calls = stubApi({
      'GET /cart/get': { body: ok([line(1)]) },
      'DELETE /cart/delete-cart-item': { body: ok(null) },
    });
    renderApp(<AddToCartButton product={product} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove one Basmati Rice' }));
    expect(await screen.findByRole('button', { name: 'Add Basmati Rice to cart' })).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', body: { _id: 'line1', expectedQty: 1 } });
  });

  it("shows 'Out of stock' instead of a button when none are left", async () => {
    stubApi({ 'GET /cart/get': { body: ok([]) } });
    renderApp(<AddToCartButton product={{ ...product, stock: 0 }} />);
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the server's refusal and keeps the quantity it had", async () => {
    // The stock fell to 4 since this screen read it: the server refuses the fifth.
    stubApi({
      'GET /cart/get': { body: ok([line(4)]) },
      'PUT /cart/update-qty': {
        status: 409,
        body: { success: false, error: true, message: 'Only 4 of Basmati Rice in stock', data: null },
      },
    });
    renderApp(<AddToCartButton product={product} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add one more Basmati Rice' }));
    expect(await screen.findByText('Only 4 of Basmati Rice in stock')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('4 in cart')).toBeInTheDocument());
    expect(screen.queryByText('Item added')).toBeNull();
  });

  it("disables '+' at the stock left and at the per-order limit, saying why", async () => {
    stubApi({ 'GET /cart/get': { body: ok([line(5)]) } });
    const { unmount } = renderApp(<AddToCartButton product={product} />);
    const plus = await screen.findByRole('button', { name: 'Add one more Basmati Rice' });
    expect(plus).toBeDisabled();
    expect(plus).toHaveAttribute('title', 'Only 5 left');
    unmount();
    vi.unstubAllGlobals();

    const plenty = { ...product, stock: 50 };
    stubApi({ 'GET /cart/get': { body: ok([{ ...line(10), productId: plenty }]) } });
    renderApp(<AddToCartButton product={plenty} />);
    await waitFor(() => expect(screen.getByLabelText('10 in cart')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add one more Basmati Rice' })).toHaveAttribute(
      'title',
      'Limit 10 per order',
    );
  });

  describe('a product sold by weight (issue 38)', () => {
    const apples = {
      ...product,
      _id: 'p2',
      name: 'Shimla Apple',
      price: 40,
      discount: 0,
      stock: 5000,
      unit: 'per kg',
      sellBy: 'weight' as const,
      weightStepGrams: 50,
      weightMinGrams: 250,
      weightMaxGrams: 2000,
    };
    const weighed = (kg: number, stock = apples.stock): CartLine => ({
      _id: 'line2',
      quantity: kg,
      productId: { ...apples, stock },
      priceWhenAdded: null,
      maxPerOrder: 2,
    });

    it('adds its minimum weight first, then moves one step at a time in kg', async () => {
      let cart: CartLine[] = [];
      const calls = stubApi({
        'GET /cart/get': () => ({ body: ok(cart) }),
        'POST /cart/create': () => ((cart = [weighed(0.25)]), { body: ok(weighed(0.25)) }),
        'PUT /cart/update-qty': ({ body }) => ({ body: ok(weighed((body as { qty: number }).qty)) }),
      });
      renderApp(<AddToCartButton product={apples} />);
      await userEvent.click(await screen.findByRole('button', { name: 'Add Shimla Apple to cart' }));
      expect(await screen.findByLabelText('0.25 kg in cart')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Add 0.05 kg more Shimla Apple' }));
      // 0.25 + 0.05 is 0.3, never 0.30000000000000004.
      expect(await screen.findByLabelText('0.3 kg in cart')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Remove 0.05 kg of Shimla Apple' }));
      expect(await screen.findByLabelText('0.25 kg in cart')).toBeInTheDocument();
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
        { _id: 'line2', qty: 0.3, expectedQty: 0.25 },
        { _id: 'line2', qty: 0.25, expectedQty: 0.3 },
      ]);
    });

    it('removes the line when minus is pressed at the minimum weight', async () => {
      const calls = stubApi({
        'GET /cart/get': { body: ok([weighed(0.25)]) },
        'DELETE /cart/delete-cart-item': { body: ok(null) },
      });
      renderApp(<AddToCartButton product={apples} />);
      await userEvent.click(await screen.findByRole('button', { name: 'Remove Shimla Apple from cart' }));
      expect(await screen.findByRole('button', { name: 'Add Shimla Apple to cart' })).toBeInTheDocument();
      expect(calls.at(-1)).toMatchObject({ method: 'DELETE', body: { _id: 'line2', expectedQty: 0.25 } });
    });

    it("stops '+' at the grams left and at the per-order limit, in kg", async () => {
      stubApi({ 'GET /cart/get': { body: ok([weighed(0.4, 420)]) } });
      const { unmount } = renderApp(<AddToCartButton product={apples} />);
      const plus = await screen.findByRole('button', { name: 'Add 0.05 kg more Shimla Apple' });
      expect(plus).toBeDisabled();
      expect(plus).toHaveAttribute('title', 'Only 0.42 kg left');
      unmount();
      vi.unstubAllGlobals();

      stubApi({ 'GET /cart/get': { body: ok([weighed(2)]) } });
      renderApp(<AddToCartButton product={apples} />);
      await waitFor(() => expect(screen.getByLabelText('2 kg in cart')).toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Add 0.05 kg more Shimla Apple' })).toHaveAttribute(
        'title',
        'Limit 2 kg per order',
      );
    });

    it("says 'Out of stock' when less than the minimum weight is left", async () => {
      stubApi({ 'GET /cart/get': { body: ok([]) } });
      renderApp(<AddToCartButton product={{ ...apples, stock: 200 }} />);
      expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    });
  });
});
