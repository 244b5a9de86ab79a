/**
 * Who may do what in the organiser console: a few fixed roles per meeting, and the platform role that may
 * do everything everywhere. Written once: the server checks every call with it and the console shows only
 * what it would allow. Routes name a permission, never a role.
 */
export const PLATFORM_ADMIN = 'platform_admin';

/**
 * A user a platform admin allowed to create meetings (users.roles): they become the owner of each meeting
 * they create, and run nothing else by it.
 */
export const MEETING_CREATOR = 'meeting_creator';

export const STAFF_ROLES = ['owner', 'finance', 'operator', 'viewer', 'verifier'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A role as /api/admin/me names it on a meeting: the caller's staff role there, or platform_admin. */
export type ConsoleRole = StaffRole | typeof PLATFORM_ADMIN;

export const ROLE_TEXT: Record<ConsoleRole, string> = {
  owner: '负责人',
  finance: '财务',
  operator: '运营',
  viewer: '只读',
  verifier: '核销',
  platform_admin: '平台管理员',
};

export type Permission =
  | 'console'
  | 'stats.read'
  | 'orders.read'
  | 'orders.cancel'
  | 'vouchers.review'
  | 'refunds.review'
  | 'refunds.markPaid'
  | 'attendees.read'
  | 'attendees.write'
  | 'orders.resend'
  | 'finance.read'
  | 'checkins.read'
  | 'exports'
  | 'staff.manage'
  | 'audit.read'
  | 'hotels.write'
  | 'coupons.write'
  | 'messages.send'
  | 'settings.write'
  | 'meeting.edit'
  | 'meetings.create'
  | 'content.write'
  | 'banners.write';

/**
 * `console` opens the back office at all: a verifier works at the door (/verify), not here. `finance.read`
 * is the money work across meetings (and the invoices among it). `settings.write` (the whole site's settings)
 * is no meeting role's: only a platform admin has it. `content.write` edits a meeting's experts, sessions,
 * exhibitors, articles and downloads; `banners.write` (the home page's carousel, the whole site's) belongs
 * to no meeting role either.
 */
const PERMISSIONS: Record<StaffRole, Permission[]> = {
  owner: [
    'console',
    'stats.read',
    'orders.read',
    'orders.cancel',
    'orders.resend',
    'vouchers.review',
    'refunds.review',
    'refunds.markPaid',
    'finance.read',
    'attendees.read',
    'attendees.write',
    'checkins.read',
    'exports',
    'staff.manage',
    'audit.read',
    'hotels.write',
    'coupons.write',
    'messages.send',
    'meeting.edit',
    'content.write',
  ],
  finance: [
    'console',
    'stats.read',
    'orders.read',
    'orders.cancel',
    'orders.resend',
    'vouchers.review',
    'refunds.review',
    'refunds.markPaid',
    'finance.read',
    'exports',
    'audit.read',
  ],
  operator: [
    'console',
    'stats.read',
    'orders.read',
    'orders.resend',
    'attendees.read',
    'attendees.write',
    'checkins.read',
    'exports',
    'coupons.write',
    'messages.send',
    'content.write',
  ],
  viewer: ['console', 'stats.read', 'orders.read', 'checkins.read'],
  verifier: [],
};

/** Whether a role may do this on its meeting; a platform admin may everything. */
export const roleMay = (role: string | undefined, permission: Permission): boolean =>
  role === PLATFORM_ADMIN ||
  ((STAFF_ROLES as readonly string[]).includes(role ?? '') && PERMISSIONS[role as StaffRole].includes(permission));
