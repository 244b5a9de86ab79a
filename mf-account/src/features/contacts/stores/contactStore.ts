import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessage } from '@conf/shared';
import { deleteContact, getContacts, saveContact, type Contact, type ContactInput } from '../api/contacts';

/** The user's contacts, shared by the list and the edit page (editing one updates the list in place). */
export class ContactStore {
  list: Contact[] = [];
  loaded = false;
  error: string | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(): Promise<void> {
    this.error = null;
    try {
      const { list } = await getContacts();
      runInAction(() => {
        this.list = list;
        this.loaded = true;
      });
    } catch (e) {
      runInAction(() => {
        this.error = errorMessage(e);
      });
    }
  }

  /** Another user may log in next. */
  clear(): void {
    this.list = [];
    this.loaded = false;
    this.error = null;
  }

  find(id: number): Contact | undefined {
    return this.list.find((c) => c.id === id);
  }

  async save(input: ContactInput): Promise<Contact> {
    const saved = await saveContact(input);
    runInAction(() => {
      // Newest changes first, as the server orders them.
      this.list = [saved, ...this.list.filter((c) => c.id !== saved.id)];
    });
    return saved;
  }

  async remove(id: number): Promise<void> {
    await deleteContact(id);
    runInAction(() => {
      this.list = this.list.filter((c) => c.id !== id);
    });
  }
}

export const contactStore = new ContactStore();
