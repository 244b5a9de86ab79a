import { makeAutoObservable, runInAction } from 'mobx';
import { altFetch } from '../http/altClient';
import type { Envelope } from '../http/request';
import { tokenStorage } from '../http/token';

/**
 * Unread messages, for the badge on the 消息 tab. The shell refreshes it on the tab pages; the message
 * page sets it from its own replies. Uses the alternative client: a stale token in this background
 * call must not send the user to the login page (the page they open handles that).
 */
export class UnreadStore {
  count = 0;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  set(count: number): void {
    this.count = Math.max(0, count);
  }

  async refresh(): Promise<void> {
    if (!tokenStorage.get()) {
      this.set(0);
      return;
    }
    try {
      const reply = await altFetch<Envelope<{ unread_message_count?: number }>>('api/ms.member/get_person_stat', { method: 'POST' });
      if (reply.code === 1) runInAction(() => this.set(reply.data.unread_message_count ?? 0));
    } catch {
      // Keep the last count: a badge is not worth an error message.
    }
  }
}

export const unreadStore = new UnreadStore();
