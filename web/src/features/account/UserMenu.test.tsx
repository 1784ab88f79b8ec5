import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../api/types';
import { ok, renderApp, stubApi } from '../../test/render';
import { UserMenu } from './UserMenu';

afterEach(() => vi.unstubAllGlobals());

const MANAGER_LINKS = [
  'Orders',
  'Overview',
  'Delivery',
  'Search Insights',
  'Synonyms',
  'Category',
  'Sub Category',
  'Upload Product',
  'Product',
];
const OWN_LINKS = ['My Orders', 'Save Address'];

async function menuOf(role: Role) {
  stubApi({
    'GET /user/user-details': { body: ok({ _id: 'u1', name: 'Asha Rao', email: 'asha@example.com', role }) },
  });
  renderApp(<UserMenu />, { path: '/dashboard/profile', state: { session: { signedIn: true } } });
  const nav = screen.getByRole('navigation', { name: 'Account' });
  await within(nav).findByText('Asha Rao');
  return nav;
}

const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent)
    .filter((name) => name !== 'Profile');

describe('the account menu by role', () => {
  it.each([
    ['USER', undefined, OWN_LINKS],
    ['ADMIN', '(Admin)', ['Packing', ...MANAGER_LINKS, 'Staff', ...OWN_LINKS]],
    ['MANAGER', '(Manager)', ['Packing', ...MANAGER_LINKS, ...OWN_LINKS]],
    ['PACKER', '(Packer)', ['Packing', ...OWN_LINKS]],
    ['RIDER', '(Rider)', ['Deliveries', ...OWN_LINKS]],
  ] as [Role, string | undefined, string[]][])(
    'a %s sees the badge %s and only the links they may use',
    async (role, badge, links) => {
      const nav = await menuOf(role);
      expect(linksOf(nav)).toEqual(links);
      const badges = ['(Admin)', '(Manager)', '(Packer)', '(Rider)'].filter((label) => within(nav).queryByText(label));
      expect(badges).toEqual(badge ? [badge] : []);
    },
  );

  it('links a packer to the packing queue', async () => {
    const nav = await menuOf('PACKER');
    expect(within(nav).getByRole('link', { name: 'Packing' })).toHaveAttribute('href', '/dashboard/packing');
  });

  it('links a rider to their deliveries', async () => {
    const nav = await menuOf('RIDER');
    expect(within(nav).getByRole('link', { name: 'Deliveries' })).toHaveAttribute('href', '/dashboard/deliveries');
  });
});
