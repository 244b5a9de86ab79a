import type { Contact, ContactInput, ContactList } from '@conf/contract';
import { http } from '@conf/shared';

export type { Contact, ContactInput };

export const getContacts = () => http.post<ContactList>('api/ms.member/get_my_contact');

/** Adds (no id) or replaces (id) a contact; empty optional fields are dropped from the body and cleared. */
export const saveContact = (input: ContactInput) =>
  http.post<Contact>('api/ms.member/update_my_contact', { ...input }, { showLoading: true });

export const deleteContact = (id: number) => http.post<null>('api/ms.member/del_my_contact', { id }, { showLoading: true });
