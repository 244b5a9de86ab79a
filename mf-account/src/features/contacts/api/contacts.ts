import { http } from '@conf/shared';

/** A common attendee of the user, used to fill meeting sign-up forms. */
export interface Contact {
  id: number;
  name: string;
  mobile: string;
  company: string;
  /** 职务 */
  position: string;
  id_number: string;
}

export type ContactInput = Omit<Contact, 'id'> & { id?: number };

export const getContacts = () => http.post<{ list: Contact[]; total: number }>('api/ms.member/get_my_contact');

/** Adds (no id) or replaces (id) a contact; empty optional fields are dropped from the body and cleared. */
export const saveContact = (input: ContactInput) => http.post<Contact>('api/ms.member/update_my_contact', { ...input }, { showLoading: true });

export const deleteContact = (id: number) => http.post<null>('api/ms.member/del_my_contact', { id }, { showLoading: true });
