/**
 * What each meeting role may do in the console, mirrored from server/src/features/admin/permissions.ts:
 * the menu shows only what the server would allow (the server still checks every call).
 */
export type Permission =
  | 'stats.read' | 'orders.read' | 'orders.cancel' | 'vouchers.review' | 'refunds.review' | 'refunds.markPaid'
  | 'attendees.read' | 'checkins.read' | 'exports' | 'staff.manage' | 'audit.read'
  | 'hotels.write' | 'coupons.write' | 'messages.send' | 'settings.write' | 'meeting.edit'
  | 'content.write';

export const ROLE_TEXT: Record<string, string> = { owner: '负责人', finance: '财务', operator: '运营', viewer: '只读', verifier: '核销', platform_admin: '平台管理员' };

const OWNER: Permission[] = [
  'stats.read', 'orders.read', 'orders.cancel', 'vouchers.review', 'refunds.review', 'refunds.markPaid', 'attendees.read', 'checkins.read', 'exports', 'staff.manage', 'audit.read',
  'hotels.write', 'coupons.write', 'messages.send', 'meeting.edit', 'content.write',
];

const PERMISSIONS: Record<string, Permission[]> = {
  // The site's settings are no meeting role's.
  platform_admin: [...OWNER, 'settings.write'],
  owner: OWNER,
  finance: ['stats.read', 'orders.read', 'orders.cancel', 'vouchers.review', 'refunds.review', 'refunds.markPaid', 'exports', 'audit.read'],
  operator: ['stats.read', 'orders.read', 'attendees.read', 'checkins.read', 'exports', 'coupons.write', 'messages.send', 'content.write'],
  viewer: ['stats.read', 'orders.read', 'checkins.read'],
};

export const roleMay = (role: string | undefined, permission: Permission) => !!role && (PERMISSIONS[role] ?? []).includes(permission);
