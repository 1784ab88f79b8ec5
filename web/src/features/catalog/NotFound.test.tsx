import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, renderApp, stubApi } from '../../test/render';
import ProductPage from './ProductPage';
import SubCategoryPage from './SubCategoryPage';

const categories = [{ _id: '64b000000000000000000001', name: 'Snacks', image: '/media/c.webp' }];
const subCategories = [
  { _id: '64b000000000000000000002', name: 'Chips', image: '/media/s.webp', category: [categories[0]] },
];

afterEach(() => vi.unstubAllGlobals());

describe('pages with nothing behind them show the not-found page (issue 17)', () => {
  it('a sub-category that does not exist, instead of a loading bar for ever', async () => {
    stubApi({
      'GET /category/get': { body: ok(categories) },
      'POST /subcategory/get': { body: ok(subCategories) },
      'POST /product/get-pruduct-by-category-and-subcategory': { body: ok([], 'OK', { page: 1, totalCount: 0 }) },
    });
    renderApp(<SubCategoryPage />, {
      path: '/snacks-64b000000000000000000001/does-not-exist-64b0000000000000000000ff',
      route: '/:category/:subCategory',
    });
    expect(await screen.findByRole('heading', { name: 'This page does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go To Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found | shopit');
  });

  it('a product id that is not an id, instead of the validation message', async () => {
    stubApi({
      'POST /product/get-product-details': {
        status: 400,
        body: { ...refused('productId must be a valid id', 'VALIDATION_FAILED'), fields: ['productId'] },
      },
    });
    renderApp(<ProductPage />, { path: '/product/not-an-id', route: '/product/:product' });
    expect(await screen.findByRole('heading', { name: 'This page does not exist' })).toBeInTheDocument();
    expect(screen.queryByText('productId must be a valid id')).not.toBeInTheDocument();
  });
});
