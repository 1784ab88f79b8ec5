import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '../../test/render';
import { ProceedButton } from './ProceedButton';

afterEach(() => vi.unstubAllGlobals());

describe('Proceed', () => {
  it("asks a signed-out shopper to log in ('Please Login') and opens login", async () => {
    stubApi({});
    renderApp(<ProceedButton totals={{ quantity: 1, total: 90, undiscounted: 90, savings: 0, unavailable: 0 }} />, {
      path: '/cart',
      routes: { '/login': <h1>Login page</h1> },
    });
    await userEvent.click(screen.getByRole('button', { name: /Proceed/ }));
    expect(await screen.findByText('Please Login')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });
});
