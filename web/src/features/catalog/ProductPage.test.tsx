import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderApp, stubApi } from '../../test/render';
import { applyLiveEvent } from '../live/liveCache';
import ProductPage from './ProductPage';

afterEach(() => vi.unstubAllGlobals());

const ID = '64b0000000000000000000a1';
const lentils = {
  _id: ID,
  name: 'Red Lentils',
  image: [],
  category: [],
  subCategory: [],
  unit: '1 kg',
  stock: 12,
  price: 120,
  discount: 0,
  description: '',
  more_details: {},
  publish: true,
};

describe('the product page follows the live stream (issue 23)', () => {
  it('shows the stock left when low, the new price, Out of Stock, and Add again, as the events come', async () => {
    const calls = stubApi({
      'POST /product/get-product-details': { body: ok(lentils) },
      'GET /cart/get': { body: ok([]) },
    });
    const { store } = renderApp(<ProductPage />, { path: `/product/red-lentils-${ID}`, route: '/product/:product' });
    await screen.findByRole('button', { name: 'Add Red Lentils to cart' });
    expect(screen.queryByText(/Only \d+ left/)).not.toBeInTheDocument();
    const reads = calls.length;
    // The store tells the screen after the frame (RTK batches cache patches), hence the findBy… waits.
    const push = (fields: Partial<typeof lentils> & { deleted?: true }) =>
      applyLiveEvent(
        'product',
        { productId: ID, stock: 12, price: 120, discount: 0, publish: true, ...fields },
        store.dispatch,
        store.getState,
      );

    push({ stock: 3, price: 150 });
    expect(await screen.findByText('Only 3 left')).toBeInTheDocument();
    expect(screen.getByText('$150.00')).toBeInTheDocument();
    push({ stock: 0, price: 150 });
    expect(await screen.findByText('Out of Stock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Red Lentils to cart' })).not.toBeInTheDocument();
    push({ stock: 9, price: 150 });
    expect(await screen.findByRole('button', { name: 'Add Red Lentils to cart' })).toBeInTheDocument();
    expect(screen.queryByText(/Only \d+ left/)).not.toBeInTheDocument();
    push({ stock: 0, price: 0, publish: false, deleted: true });
    expect(await screen.findByText('No longer available')).toBeInTheDocument();
    expect(screen.getByText('$150.00')).toBeInTheDocument();
    // All of it from the events: nothing was read again.
    expect(calls.length).toBe(reads);
  });
});
