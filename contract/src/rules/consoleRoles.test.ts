import { ROLE_TEXT, STAFF_ROLES, roleMay, type Permission } from '..';

// The one table the server checks calls with and the console draws its menu from.
describe('console roles', () => {
  it.each<[string | undefined, Permission, boolean]>([
    ['platform_admin', 'settings.write', true],
    ['platform_admin', 'banners.write', true],
    ['owner', 'staff.manage', true],
    ['owner', 'settings.write', false],
    ['finance', 'refunds.review', true],
    ['finance', 'attendees.read', false],
    ['operator', 'orders.resend', true],
    ['operator', 'vouchers.review', false],
    ['viewer', 'orders.read', true],
    ['viewer', 'orders.resend', false],
    ['verifier', 'console', false],
    [undefined, 'stats.read', false],
    ['toString', 'stats.read', false],
  ])('%s may %s: %s', (role, permission, allowed) => {
    expect(roleMay(role, permission)).toBe(allowed);
  });

  it('names every role in Chinese', () => {
    expect([...STAFF_ROLES, 'platform_admin'].map((r) => ROLE_TEXT[r as keyof typeof ROLE_TEXT])).toEqual([
      '负责人',
      '财务',
      '运营',
      '只读',
      '核销',
      '平台管理员',
    ]);
  });
});
