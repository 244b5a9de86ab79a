import { sessionStore, unreadStore } from '@conf/shared';
import { mineStore } from '../../mine';
import { contactStore } from '../../contacts';

/**
 * Logout by the spec's rules (the session store: api/user/logout, and on code 1 the token cookie,
 * user info, local and session storage go, then DELETE /api/_auth/session); then this remote's own
 * per-user state. Rejects with the server's message when the logout failed.
 */
export async function logout(): Promise<void> {
  await sessionStore.logout();
  forgetUser();
}

/** Drops what this remote shows of the user (after logout, or when a password change ended the session). */
export function forgetUser(): void {
  mineStore.clear();
  contactStore.clear();
  unreadStore.set(0);
}
