import { makeAutoObservable, observable, runInAction } from 'mobx';
import { PagedList, unreadStore } from '@conf/shared';
import { getMessages, readAllMessages, readMessage, type Message } from '../api/messages';

/** The message list; reading keeps the tab bar's unread badge in step with the server's count. */
export class MessageStore {
  readonly list = new PagedList<Message>(async (page) => {
    const reply = await getMessages(page);
    unreadStore.set(reply.unread);
    return reply;
  });
  /** The message open in the detail sheet. */
  open: Message | null = null;

  constructor() {
    // `open` refers to the list's own item (not a copy), so marking it read shows in both places.
    makeAutoObservable(this, { list: false, open: observable.ref }, { autoBind: true });
  }

  get unread(): number {
    return unreadStore.count;
  }

  /** Opens a message; an unread one is marked read on the server (a failure only leaves it unread). */
  async show(message: Message): Promise<void> {
    this.open = message;
    if (message.is_read) return;
    const { unread } = await readMessage(message.id);
    runInAction(() => {
      message.is_read = true;
    });
    unreadStore.set(unread);
  }

  close(): void {
    this.open = null;
  }

  async readAll(): Promise<void> {
    const { unread } = await readAllMessages();
    runInAction(() => {
      for (const m of this.list.items) m.is_read = true;
    });
    unreadStore.set(unread);
  }
}
