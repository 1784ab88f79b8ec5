import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../api/types';
import { ok, renderApp, stubApi } from '../../test/render';
import type { Access } from './access';
import { RequireAccess } from './RequireAccess';

afterEach(() => vi.unstubAllGlobals());

const signedInAs = (role: Role) =>
  stubApi({ 'GET /user/user-details': { body: ok({ _id: 'u1', name: 'Asha', email: 'asha@example.com', role }) } });

const page = (level: Access) => (
  <RequireAccess level={level}>
    <h1>Staff page</h1>
  </RequireAccess>
);

/** Who may open a page of each level: the gateway's table (manager = ADMIN or MANAGER, and so on). */
const ALLOWED: [Role, Access][] = [
  ['ADMIN', 'manager'],
  ['ADMIN', 'admin'],
  ['MANAGER', 'manager'],
  ['MANAGER', 'packer'],
  ['PACKER', 'packer'],
  ['RIDER', 'rider'],
];
const REFUSED: [Role, Access][] = [
  ['USER', 'manager'],
  ['USER', 'rider'],
  ['ADMIN', 'rider'],
  ['MANAGER', 'admin'],
  ['PACKER', 'manager'],
  ['RIDER', 'manager'],
];

describe('RequireAccess', () => {
  it.each(ALLOWED)('shows a %s a %s page', async (role, level) => {
    signedInAs(role);
    renderApp(page(level), { state: { session: { signedIn: true } } });
    expect(await screen.findByRole('heading', { name: 'Staff page' })).toBeInTheDocument();
  });

  it.each(REFUSED)(
    "tells a %s 'Do not have permission' in red on a %s page, and nothing of it",
    async (role, level) => {
      signedInAs(role);
      renderApp(page(level), { state: { session: { signedIn: true } } });
      const refusal = await screen.findByRole('alert');
      expect(refusal).toHaveTextContent('Do not have permission');
      expect(refusal).toHaveClass('text-red-600');
      expect(screen.queryByRole('heading', { name: 'Staff page' })).toBeNull();
    },
  );
});
