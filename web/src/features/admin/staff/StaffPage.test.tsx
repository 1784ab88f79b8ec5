import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, renderApp, stubApi } from '../../../test/render';
import StaffPage from './StaffPage';

afterEach(() => vi.unstubAllGlobals());

const member = (id: string, name: string, role: string) => ({
  _id: id,
  name,
  email: `${name.split(' ')[0].toLowerCase()}@shop.local`,
  mobile: '9876543210',
  role,
});
const admin = member('a1', 'Shop Admin', 'ADMIN');
const ravi = member('r1', 'Ravi Kumar', 'RIDER');
const ME = { 'GET /user/user-details': { body: ok({ ...admin, avatar: '' }) } };

const render = () => renderApp(<StaffPage />, { path: '/dashboard/staff', state: { session: { signedIn: true } } });
const puts = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PUT').map((call) => call.body);

describe('admin Staff', { timeout: 20_000 }, () => {
  it('lists the staff with their roles and says what each role may do', async () => {
    stubApi({ ...ME, 'GET /user/admin/staff': { body: ok([admin, ravi]) } });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    const roles = screen.getByRole('list', { name: 'What each role may do' });
    expect(
      within(roles)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Admin: everything, including who is on the staff.',
      'Manager: every admin screen (orders, catalogue, delivery) but staff.',
      'Packer: packs orders (the packing screen comes later).',
      'Rider: only the deliveries given to them.',
    ]);
    const rows = within(await screen.findByRole('list', { name: 'Staff' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Shop Admin (you)');
    expect(within(rows[1]).getByText('ravi@shop.local')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('combobox', { name: 'Role of Ravi Kumar' })).toHaveValue('RIDER');
  });

  it('gives a role by e-mail, toasts the server’s message and lists the staff again', async () => {
    let staff = [admin];
    const calls = stubApi({
      ...ME,
      'GET /user/admin/staff': () => ({ body: ok(staff) }),
      'PUT /user/admin/role': ({ body }) => {
        const { email, role } = body as { email: string; role: string };
        staff = [admin, { ...member('n1', 'Neha Singh', role), email }];
        return { body: ok(staff[1], `Neha Singh is now ${role}`) };
      },
    });
    render();
    await screen.findByRole('list', { name: 'Staff' });
    const form = screen.getByRole('form', { name: 'Give a role' });
    await userEvent.click(within(form).getByRole('button', { name: 'Give role' }));
    expect(within(form).getByText('Please enter the e-mail they signed up with')).toBeInTheDocument();
    expect(within(form).getByText('Please choose a role')).toBeInTheDocument();
    expect(puts(calls)).toEqual([]);

    await userEvent.type(within(form).getByLabelText('E-mail'), 'neha@example.com');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'Rider');
    await userEvent.click(within(form).getByRole('button', { name: 'Give role' }));
    expect(await screen.findByText('Neha Singh is now RIDER')).toBeInTheDocument();
    expect(puts(calls)).toEqual([{ email: 'neha@example.com', role: 'RIDER' }]);
    await waitFor(() => expect(screen.getByText('neha@example.com')).toBeInTheDocument());
    expect(within(form).getByLabelText('E-mail')).toHaveValue('');
  });

  it('shows a refusal beside the form, once (no toast repeats it)', async () => {
    stubApi({
      ...ME,
      'GET /user/admin/staff': { body: ok([admin]) },
      'PUT /user/admin/role': {
        status: 409,
        body: refused('This is the last admin: make another user an admin first', 'LAST_ADMIN'),
      },
    });
    render();
    await screen.findByRole('list', { name: 'Staff' });
    const form = screen.getByRole('form', { name: 'Give a role' });
    await userEvent.type(within(form).getByLabelText('E-mail'), 'admin@shop.local');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'Manager');
    await userEvent.click(within(form).getByRole('button', { name: 'Give role' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This is the last admin: make another user an admin first',
    );
    expect(screen.getAllByText('This is the last admin: make another user an admin first')).toHaveLength(1);
    // The e-mail stays for another try.
    expect(within(form).getByLabelText('E-mail')).toHaveValue('admin@shop.local');
  });

  it('changes a role from its row, and removes from staff only once confirmed', async () => {
    const calls = stubApi({
      ...ME,
      'GET /user/admin/staff': { body: ok([admin, ravi]) },
      'PUT /user/admin/role': ({ body }) => {
        const { role } = body as { role: string };
        return { body: ok({ ...ravi, role }, `Ravi Kumar is now ${role}`) };
      },
    });
    render();
    const row = within(await screen.findByRole('list', { name: 'Staff' })).getAllByRole('listitem')[1];
    await userEvent.selectOptions(within(row).getByRole('combobox', { name: 'Role of Ravi Kumar' }), 'Packer');
    expect(await screen.findByText('Ravi Kumar is now PACKER')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Remove from staff: Ravi Kumar' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove from staff' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(puts(calls)).toHaveLength(1);
    await userEvent.click(within(row).getByRole('button', { name: 'Remove from staff: Ravi Kumar' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove from staff' })).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('Ravi Kumar is now USER')).toBeInTheDocument();
    expect(puts(calls)).toEqual([
      { email: 'ravi@shop.local', role: 'PACKER' },
      { email: 'ravi@shop.local', role: 'USER' },
    ]);
  });
});
