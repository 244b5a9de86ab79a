import type { Contact, ContactInput, ContactList } from '@conf/contract';
import { http } from '@conf/shared';

export type { Contact };

export const getContacts = () => http.post<ContactList>('api/ms.member/get_my_contact').then((r) => r.list);

/** Keeps a typed-in attendee among the contacts for next time (the server updates one with the same mobile). */
export const saveApplyer = (a: Omit<ContactInput, 'id'>) => http.post<Contact>('api/ms.meeting/save_applyer_info', { ...a });
