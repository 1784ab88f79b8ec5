import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('a product sold by weight (issue 38)', () => {
  it('is priced per kg, says how it is weighed out, and adds its minimum weight first', async () => {
    const apples = {
      ...lentils,
      name: 'Shimla Apple',
      unit: 'per kg',
      stock: 3000,
      price: 40,
      sellBy: 'weight',
      weightStepGrams: 50,
      weightMinGrams: 500,
      weightMaxGrams: 2000,
    };
    const line = {
      _id: 'line1',
      quantity: 0.5,
      productId: { ...apples, publish: true },
      priceWhenAdded: null,
      maxPerOrder: 2,
    };
    stubApi({
      'POST /product/get-product-details': { body: ok(apples) },
      'GET /cart/get': { body: ok([]) },
      'POST /cart/create': { body: ok(line) },
    });
    renderApp(<ProductPage />, { path: `/product/shimla-apple-${ID}`, route: '/product/:product' });
    expect(await screen.findByText('$40.00 / kg')).toBeInTheDocument();
    expect(screen.getByText('Price per kg')).toBeInTheDocument();
    expect(screen.getByText('Sold by weight: from 0.5 kg, in steps of 0.05 kg, up to 2 kg')).toBeInTheDocument();
    // Its stock counts grams: no 'Only … left' for 3000 g.
    expect(screen.queryByText(/Only \d+ left/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Shimla Apple to cart' }));
    expect(await screen.findByLabelText('0.5 kg in cart')).toBeInTheDocument();
    expect(screen.getByText('0.5 kg')).toBeInTheDocument();
  });
});
