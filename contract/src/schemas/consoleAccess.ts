import { Type, type Static } from '@sinclair/typebox';
import { PLATFORM_ADMIN, STAFF_ROLES } from '../rules/consoleRoles';
import { StringEnum } from './common';

/** The caller of the console: whether a platform admin, whether they may create meetings, and the meetings they manage with their role. */
export const AdminMe = Type.Object({
  platform_admin: Type.Boolean(),
  /** May create meetings (a platform admin, or a user one allowed). */
  can_create: Type.Boolean(),
  meetings: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      /** The meeting's IANA zone: the console reads and writes its times on that clock. */
      time_zone: Type.String(),
      role: StringEnum([...STAFF_ROLES, PLATFORM_ADMIN] as const),
    }),
  ),
});
export type AdminMe = Static<typeof AdminMe>;
