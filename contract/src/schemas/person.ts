import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../rules/email';
import { MOBILE_PATTERN } from '../rules/mobile';

// The fields of a person, titled in Chinese so a validation message names the field (「手机号格式不正确」).
export const MobileField = Type.String({ title: '手机号', pattern: MOBILE_PATTERN });
export const EmailField = Type.String({ title: '邮箱', maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN });
/** Where a person works and as what: on the profile and on a contact alike. */
export const CompanyField = Type.String({ title: '单位', maxLength: 50 });
export const PositionField = Type.String({ title: '职务', maxLength: 30 });

/**
 * An attendee as a person: the details a sign-up asks of everyone. Every list of attendees (an order's, the
 * console's, the door's, the user's own) is built from these, picking what it shows.
 */
export const AttendeePerson = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Masked (138****8000) where others than the buyer and the organiser see it. */
  mobile: Type.String(),
  company: Type.String(),
  position: Type.String({ description: '职务' }),
  email: Type.String(),
});
export type AttendeePerson = Static<typeof AttendeePerson>;

/** The account as the server shows it to its owner (get_profile, and the login calls' userinfo). */
export const Profile = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  nickname: Type.String(),
  mobile: Type.String(),
  email: Type.String(),
  avatar: Type.String(),
  gender: Type.Integer({ description: '0 保密, 1 男, 2 女' }),
  bio: Type.String(),
  company: Type.String(),
  position: Type.String(),
});
export type Profile = Static<typeof Profile>;

/** The whole profile form: a missing optional field means "cleared" (the app drops empty values). */
export const ProfileInput = Type.Object({
  nickname: Type.String({ title: '昵称', minLength: 1, maxLength: 20 }),
  avatar: Type.Optional(Type.String({ title: '头像', maxLength: 300 })),
  gender: Type.Optional(Type.Unsafe<0 | 1 | 2>({ type: 'integer', title: '性别', enum: [0, 1, 2] })),
  bio: Type.Optional(Type.String({ title: '个人简介', maxLength: 100 })),
  company: Type.Optional(CompanyField),
  position: Type.Optional(PositionField),
});
export type ProfileInput = Static<typeof ProfileInput>;

/** The figures of the /mine page; each slice adds its own (orders are counted when that slice is deployed). */
export const PersonStat = Type.Object({
  order_count: Type.Integer(),
  hotel_order_count: Type.Integer(),
  coupon_count: Type.Integer(),
  unread_message_count: Type.Integer(),
});
export type PersonStat = Static<typeof PersonStat>;

/** The user as the login calls answer it: the profile with the new token. */
export const UserInfo = Type.Composite([
  Profile,
  Type.Object({ token: Type.String(), bind_wechat: Type.Integer(), expires_in: Type.Integer({ description: '令牌有效秒数' }) }),
]);
export type UserInfo = Static<typeof UserInfo>;

/** Password login and sign-up answer `userinfo`; a text-code login also `token` (the same as userinfo's). */
export const LoginData = Type.Object({ userinfo: UserInfo, token: Type.Optional(Type.String()) });
export type LoginData = Static<typeof LoginData>;
