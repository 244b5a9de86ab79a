import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common';
import { AttendeePerson, CompanyField, MobileField, PositionField } from './person';

/** A common attendee of the user (常用参会人), used to fill meeting sign-up forms and hotel guests. */
export const Contact = Type.Object({
  ...Type.Omit(AttendeePerson, ['email']).properties,
  id_number: Type.String(),
});
export type Contact = Static<typeof Contact>;

export const ContactList = Type.Object({ list: Type.Array(Contact), total: Type.Integer() });
export type ContactList = Static<typeof ContactList>;

/** Without id: a new contact; with id: replaces that contact's fields (missing optional fields are cleared). */
export const ContactInput = Type.Object({
  id: Type.Optional(Id('参会人')),
  name: Type.String({ title: '姓名', minLength: 1, maxLength: 20 }),
  mobile: MobileField,
  company: Type.Optional(CompanyField),
  position: Type.Optional(PositionField),
  id_number: Type.Optional(Type.String({ title: '身份证号', maxLength: 18 })),
});
export type ContactInput = Static<typeof ContactInput>;

export const ContactRef = Type.Object({ id: Id('参会人') });
