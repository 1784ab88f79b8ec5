import { admits } from './auth.decorators';

describe('staff access (issue 38)', () => {
  it.each([
    ['manager', ['ADMIN', 'MANAGER'], ['PACKER', 'RIDER', 'USER']],
    ['admin', ['ADMIN'], ['MANAGER', 'PACKER', 'RIDER', 'USER']],
    ['packer', ['ADMIN', 'MANAGER', 'PACKER'], ['RIDER', 'USER']],
    ['rider', ['RIDER'], ['ADMIN', 'MANAGER', 'PACKER', 'USER']],
  ] as const)('%s admits %j and no one else', (access, admitted, refused) => {
    for (const role of admitted) expect(admits(access, role)).toBe(true);
    for (const role of refused) expect(admits(access, role)).toBe(false);
  });

  it('a signed-in route admits every role', () => {
    for (const role of ['ADMIN', 'MANAGER', 'PACKER', 'RIDER', 'USER'] as const)
      expect(admits('user', role)).toBe(true);
  });
});
