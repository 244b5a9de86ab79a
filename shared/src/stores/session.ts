import { makeAutoObservable, runInAction } from 'mobx';
import { altFetch } from '../http/altClient';
import { http, type Envelope } from '../http/request';
import { tokenStorage } from '../http/token';

export interface User {
  id: number;
  username: string;
  nickname: string;
  mobile: string;
  email?: string;
  avatar?: string;
  roles?: string[];
}

interface LoginReplyData {
  userinfo?: Partial<User> & { token?: string; bind_wechat?: boolean | number };
  token?: string;
}

const USER_INFO_KEY = 'userinfo';
/** Set by a popup-based login; the popup closes itself once its session is refreshed after signing in or binding. */
export const AUTH_POPUP_FLAG = 'auth_popup';

export class SessionStore {
  session: { user?: User } = {};
  token = tokenStorage.get();
  ready = false;

  constructor() {
    makeAutoObservable(this);
    tokenStorage.onClear(() => runInAction(() => this.forget()));
  }

  private forget(): void {
    this.token = '';
    this.session = {};
    localStorage.removeItem(USER_INFO_KEY);
  }

  /** Logged in means a token is present. */
  get loggedIn(): boolean {
    return this.token !== '';
  }

  get user(): User | undefined {
    return this.session.user;
  }

  /**
   * GET /api/_auth/session, no retry; any failure gives an empty session. A stored token that the server
   * answers without a user (expired, revoked, never issued) is dropped, with the user info kept beside it;
   * a failed call keeps it, the server may just be out of reach.
   */
  async refresh(): Promise<void> {
    const sent = tokenStorage.get();
    let next: { user?: User } = {};
    try {
      const reply = await altFetch<{ user?: User }>('api/_auth/session');
      next = reply && typeof reply === 'object' ? reply : {};
      if (sent && !next.user && tokenStorage.get() === sent) tokenStorage.clear();
    } catch {
      next = {};
    }
    runInAction(() => {
      this.session = next;
      this.token = tokenStorage.get();
      this.ready = true;
    });
  }

  /**
   * In the popup of a popup login, once its session is refreshed after a login or a binding: the flag goes
   * (its opener hears of it by the storage event and refreshes its own session) and the popup closes. Not at
   * the popup's start: a popup that binds WeChat to a signed-in account starts signed in, with work to do.
   */
  closeAuthPopup(): void {
    if (!localStorage.getItem(AUTH_POPUP_FLAG) || !window.opener) return;
    localStorage.removeItem(AUTH_POPUP_FLAG);
    window.close();
  }

  /** On a login reply with code 1 the token is stored for 7 days together with the user info. */
  async acceptLogin(reply: Envelope<LoginReplyData>): Promise<boolean> {
    if (reply.code !== 1) return false;
    const token = reply.data?.userinfo?.token ?? reply.data?.token;
    if (!token) return false;
    tokenStorage.set(token);
    if (reply.data.userinfo) localStorage.setItem(USER_INFO_KEY, JSON.stringify(reply.data.userinfo));
    runInAction(() => {
      this.token = token;
    });
    await this.refresh();
    this.closeAuthPopup();
    return true;
  }

  /** Forget the token locally (a 401 did, or it expired). */
  dropToken(): void {
    tokenStorage.clear();
  }

  /**
   * Logout: when the server replies code 1, the token cookie, user info, local and session storage
   * are cleared; the local session is cleared after the logout call. A failed logout rejects with its message.
   */
  async logout(): Promise<void> {
    const reply = await http.post<Envelope>('api/user/logout', {}, { raw: true, showLoading: true });
    if (reply.code !== 1) throw new Error(reply.msg);
    tokenStorage.clear();
    localStorage.clear();
    sessionStorage.clear();
    await altFetch('api/_auth/session', { method: 'DELETE' }).catch(() => undefined);
    runInAction(() => this.forget());
  }
}

export const sessionStore = new SessionStore();
