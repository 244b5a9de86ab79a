import { http } from '@conf/shared';

/** A common attendee of the user (the same records as 常用参会人 in mf-account). */
export interface Contact {
  id: number;
  name: string;
  mobile: string;
  company: string;
  position: string;
  id_number: string;
}

export const getContacts = () => http.post<{ list: Contact[] }>('api/ms.member/get_my_contact').then((r) => r.list);

/** Keeps a typed-in attendee among the contacts for next time (the server updates one with the same mobile). */
export const saveApplyer = (a: Omit<Contact, 'id'>) => http.post<Contact>('api/ms.meeting/save_applyer_info', { ...a });
