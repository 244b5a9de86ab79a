import { createContext, useContext } from 'react';
import type { Me } from '../api/fetchMe';
import { roleMay, type Permission } from '@conf/contract';

/** `reload` asks the server again (a meeting was created: the menu shows it). */
export const MeContext = createContext<Me & { reload?: () => void }>({ platform_admin: false, can_create: false, meetings: [] });

/** The signed-in organiser, and whether they may do something on a meeting (or on any, without one). */
export function useMe() {
  const me = useContext(MeContext);
  const roleOn = (meetingId: number) => (me.platform_admin ? 'platform_admin' : me.meetings.find((m) => m.id === meetingId)?.role);
  const may = (permission: Permission, meetingId?: number) =>
    meetingId === undefined
      ? me.platform_admin || me.meetings.some((m) => roleMay(m.role, permission))
      : roleMay(roleOn(meetingId), permission);
  return { me, roleOn, may };
}
