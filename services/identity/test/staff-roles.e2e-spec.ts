import { ApiClient, giveRole, logIn, signInAdmin, signUp, signUpStaff, TestUser } from '@shop/testkit';

/** Issue 38, staff roles: who grants them, what each may call, and how soon a change applies. */
let admin: ApiClient;
beforeAll(async () => {
  admin = await signInAdmin();
});

/** Renews the user's access token with their refresh token (as the web app does on a 401 SESSION_EXPIRED). */
async function refreshed(user: TestUser): Promise<void> {
  const answer = await user.client.post('/api/user/refresh-token', undefined, { token: user.refreshToken });
  expect(answer.status).toBe(200);
  user.client.token = answer.body.data.accessToken;
  user.refreshToken = answer.body.data.refreshToken ?? user.refreshToken;
}

describe('staff roles', () => {
  it('an admin gives a role; the next request with the old token is told to refresh, and the refresh carries it', async () => {
    const user = await signUp('Priya Packer');
    expect((await user.client.get('/api/user/user-details')).body.data.role).toBe('USER');

    const given = await giveRole(admin, user.email, 'PACKER');
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({
      message: 'Priya Packer is now PACKER',
      data: { email: user.email, role: 'PACKER' },
    });

    const stale = await user.client.get('/api/user/user-details');
    expect(stale.status).toBe(401);
    expect(stale.body.code).toBe('SESSION_EXPIRED');
    await refreshed(user);
    expect((await user.client.get('/api/user/user-details')).body.data.role).toBe('PACKER');

    const listed = await admin.get('/api/user/admin/staff?role=PACKER');
    expect(listed.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: user.email, name: 'Priya Packer', role: 'PACKER' })]),
    );
  });

  it('a role taken back works for no request after the change', async () => {
    const manager = await signUpStaff('MANAGER');
    expect((await manager.client.post('/api/order/admin/list', {})).status).toBe(200);

    expect((await giveRole(admin, manager.email, 'USER')).status).toBe(200);
    const stale = await manager.client.post('/api/order/admin/list', {});
    expect(stale.status).toBe(401);
    expect(stale.body.code).toBe('SESSION_EXPIRED');
    await refreshed(manager);
    expect((await manager.client.post('/api/order/admin/list', {})).status).toBe(403);
    // Logged in afresh, the same: the role is read from the account.
    await logIn(manager.client, manager.email, manager.password);
    expect((await manager.client.post('/api/order/admin/list', {})).status).toBe(403);
  });

  it('a MANAGER runs the shop but not its staff; a PACKER and a RIDER get 403 on every other admin route', async () => {
    const [manager, packer, rider, shopper] = await Promise.all([
      signUpStaff('MANAGER'),
      signUpStaff('PACKER'),
      signUpStaff('RIDER'),
      signUp(),
    ]);
    expect((await manager.client.post('/api/order/admin/list', {})).status).toBe(200);
    expect((await manager.client.get('/api/delivery/admin/zones')).status).toBe(200);
    expect((await manager.client.get('/api/user/admin/staff')).status).toBe(200);
    const promoting = await giveRole(manager.client, shopper.email, 'ADMIN');
    expect(promoting.status).toBe(403);
    expect(promoting.body).toMatchObject({ code: 'FORBIDDEN' });

    const adminCalls: [string, string, unknown?][] = [
      ['POST', '/api/order/admin/list', {}],
      ['PUT', '/api/order/admin/update-status', { orderId: 'ORD-0000000000', status: 'PACKED' }],
      ['PUT', '/api/order/admin/assign-rider', { orderId: 'ORD-0000000000', riderEmail: rider.email }],
      ['GET', '/api/order/admin/summary'],
      ['POST', '/api/product/create', {}],
      ['POST', '/api/category/add-category', {}],
      ['GET', '/api/delivery/admin/zones'],
      ['GET', '/api/user/admin/staff'],
      ['PUT', '/api/user/admin/role', { email: shopper.email, role: 'ADMIN' }],
    ];
    for (const member of [packer, rider, shopper]) {
      for (const [method, path, body] of adminCalls) {
        const answer = await member.client.request(method, path, { body });
        expect({ path, status: answer.status }).toEqual({ path, status: 403 });
      }
    }
    // A rider's own routes are a rider's: not a shopper's, a packer's, nor an admin's.
    for (const member of [packer, shopper, manager]) {
      expect((await member.client.get('/api/order/rider/list')).status).toBe(403);
    }
    expect((await admin.get('/api/order/rider/list')).status).toBe(403);
    expect((await rider.client.get('/api/order/rider/list')).status).toBe(200);
  });

  it('refuses an unknown role or address, and a caller who is not an admin', async () => {
    const shopper = await signUp();
    const badRole = await giveRole(admin, shopper.email, 'OWNER' as never);
    expect(badRole.status).toBe(400);
    expect(badRole.body.message).toMatch(/role must be one of ADMIN, MANAGER, PACKER, RIDER, USER/);
    const badEmail = await admin.put('/api/user/admin/role', { email: 'not-an-email', role: 'RIDER' });
    expect(badEmail.status).toBe(400);
    const nobody = await giveRole(admin, `nobody-${Date.now()}@example.test`, 'RIDER');
    expect(nobody.status).toBe(404);
    expect(nobody.body.code).toBe('USER_NOT_FOUND');
    expect((await admin.get('/api/user/admin/staff?role=USER')).status).toBe(400);
    expect((await giveRole(shopper.client, shopper.email, 'ADMIN')).status).toBe(403);
    expect((await new ApiClient().put('/api/user/admin/role', { email: shopper.email, role: 'ADMIN' })).status).toBe(
      401,
    );
  });
});
