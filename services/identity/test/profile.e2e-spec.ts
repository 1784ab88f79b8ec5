import { ApiClient, fileForm, pngImage, signUp } from '@shop/testkit';

describe('profile', () => {
  it('updates name and mobile but never the role', async () => {
    const user = await signUp();
    const updated = await user.client.put('/api/user/update-user', {
      name: 'New Name',
      email: user.email,
      mobile: '+91 98765 43210',
      role: 'ADMIN',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      name: 'New Name',
      email: user.email,
      mobile: '+91 98765 43210',
      role: 'USER',
    });
  });

  it('refuses an email another account uses, and bad mobiles', async () => {
    const first = await signUp();
    const second = await signUp();
    const taken = await second.client.put('/api/user/update-user', {
      email: first.email,
      currentPassword: second.password,
    });
    expect(taken.status).toBe(409);
    const badMobile = await second.client.put('/api/user/update-user', { mobile: 'call me maybe' });
    expect(badMobile.status).toBe(400);
    expect(badMobile.body.message).toBe('Please enter a valid mobile number');
  });

  it('uploads an avatar the browser can load, and refuses files that are not images', async () => {
    const user = await signUp();
    const uploaded = await user.client.put('/api/user/upload-avatar', undefined, {
      raw: fileForm('avatar', pngImage(64, 48), 'me.png'),
    });
    expect(uploaded.status).toBe(200);
    const url: string = uploaded.body.data.avatar;
    expect(url).toMatch(/\/media\/shop-media\/avatars\/.+\.webp$/);
    const image = await fetch(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await user.client.get('/api/user/user-details')).body.data.avatar).toBe(url);

    const fake = await user.client.put('/api/user/upload-avatar', undefined, {
      raw: fileForm('avatar', Buffer.from('#!/bin/sh\necho not an image\n'), 'evil.png'),
    });
    expect(fake.status).toBe(400);
    expect(fake.body.message).toMatch(/not an image/);
    const none = await user.client.put('/api/user/upload-avatar', undefined, { raw: new FormData() });
    expect(none.status).toBe(400);
  });

  it('needs a signed-in user', async () => {
    const anonymous = new ApiClient();
    expect((await anonymous.put('/api/user/update-user', { name: 'x' })).status).toBe(401);
    expect((await anonymous.get('/api/user/logout')).status).toBe(401);
  });
});
