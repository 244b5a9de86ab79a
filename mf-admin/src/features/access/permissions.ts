/**
 * What each meeting role may do in the console, mirrored from server/src/features/admin/permissions.ts:
 * the menu shows only what the server would allow (the server still checks every call).
 */
export type Permission =
  | 'stats.read' | 'orders.read' | 'orders.cancel' | 'vouchers.review' | 'refunds.review' | 'refunds.markPaid'
  | 'attendees.read' | 'checkins.read' | 'exports' | 'staff.manage' | 'audit.read'
  | 'content.write';

export const ROLE_TEXT: Record<string, string> = { owner: '负责人', finance: '财务', operator: '运营', viewer: '只读', verifier: '核销', platform_admin: '平台管理员' };

const ALL: Permission[] = ['stats.read', 'orders.read', 'orders.cancel', 'vouchers.review', 'refunds.review', 'refunds.markPaid', 'attendees.read', 'checkins.read', 'exports', 'staff.manage', 'audit.read', 'content.write'];

const PERMISSIONS: Record<string, Permission[]> = {
  platform_admin: ALL,
  owner: ALL,
  finance: ['stats.read', 'orders.read', 'orders.cancel', 'vouchers.review', 'refunds.review', 'refunds.markPaid', 'exports', 'audit.read'],
  operator: ['stats.read', 'orders.read', 'attendees.read', 'checkins.read', 'exports', 'content.write'],
  viewer: ['stats.read', 'orders.read', 'checkins.read'],
};

export const roleMay = (role: string | undefined, permission: Permission) => !!role && (PERMISSIONS[role] ?? []).includes(permission);
