import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderApp, stubApi } from '../../test/render';
import { AdminGuard } from './AdminGuard';

afterEach(() => vi.unstubAllGlobals());

const page = (
  <AdminGuard>
    <h1>Category</h1>
  </AdminGuard>
);

describe('AdminGuard', () => {
  it("tells a signed-in shopper 'Do not have permission' and shows nothing of the page", async () => {
    stubApi({ 'GET /user/user-details': { body: ok({ _id: 'u1', name: 'Asha', role: 'USER' }) } });
    renderApp(page, { state: { session: { signedIn: true } } });
    expect(await screen.findByText('Do not have permission')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Category' })).toBeNull();
  });

  it('shows the page to an admin', async () => {
    stubApi({ 'GET /user/user-details': { body: ok({ _id: 'a1', name: 'Admin', role: 'ADMIN' }) } });
    renderApp(page, { state: { session: { signedIn: true } } });
    expect(await screen.findByRole('heading', { name: 'Category' })).toBeInTheDocument();
  });
});
