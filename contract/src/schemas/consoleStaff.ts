import { Type, type Static } from '@sinclair/typebox';
import { STAFF_ROLES, type StaffRole } from '../rules/consoleRoles';
import { StringEnum, Time } from './common';
import { MobileField } from './person';

// A meeting's staff in the organiser console (mf-admin): who works on it with which role, and the calls that change that.

const Role = (options: { title?: string } = {}) => StringEnum<StaffRole>(STAFF_ROLES, options);

export const StaffMember = Type.Object({
  user_id: Type.Integer(),
  nickname: Type.String(),
  mobile: Type.String(),
  role: Role(),
  /** The role in Chinese (负责人). */
  role_text: Type.String(),
  created_at: Time(),
});
export type StaffMember = Static<typeof StaffMember>;
export const StaffList = Type.Object({ list: Type.Array(StaffMember) });
export type StaffList = Static<typeof StaffList>;

/** A user (by mobile, who must have signed up) given a role at the meeting, replacing the one they had. */
export const StaffRoleSet = Type.Object({ mobile: MobileField, role: Role({ title: '角色' }) });
export type StaffRoleSet = Static<typeof StaffRoleSet>;

/** The role given and the one they had (null: they were not on the staff). */
export const StaffRoleGiven = Type.Object({ user_id: Type.Integer(), role: Role(), previous_role: Type.Union([Role(), Type.Null()]) });
export type StaffRoleGiven = Static<typeof StaffRoleGiven>;

export const StaffRemoved = Type.Object({ user_id: Type.Integer(), previous_role: Role() });
export type StaffRemoved = Static<typeof StaffRemoved>;
