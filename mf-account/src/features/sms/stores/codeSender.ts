import { makeAutoObservable, runInAction } from 'mobx';
import { sendSmsCode, type SmsEvent } from '../api/sms';

export const RESEND_SECONDS = 60;

/** The "获取验证码" button's state: sending, then a 60 s countdown before the next send is allowed. */
export class CodeSender {
  seconds = 0;
  sending = false;
  sent = false;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(readonly event: SmsEvent) {
    makeAutoObservable<this, 'timer'>(this, { event: false, timer: false }, { autoBind: true });
  }

  get canSend(): boolean {
    return !this.sending && this.seconds === 0;
  }

  get label(): string {
    if (this.sending) return '发送中...';
    if (this.seconds > 0) return `${this.seconds}s 后重发`;
    return this.sent ? '重新发送' : '获取验证码';
  }

  /** Sends a code; rejects with the server's message (e.g. 发送过于频繁). */
  async send(mobile: string): Promise<void> {
    if (!this.canSend) return;
    this.sending = true;
    try {
      await sendSmsCode(mobile, this.event);
      runInAction(() => {
        this.sent = true;
        this.startCountdown(RESEND_SECONDS);
      });
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }

  /** For a page opened right after a send elsewhere (the code check page). */
  startCountdown(seconds: number): void {
    this.stop();
    this.seconds = seconds;
    this.timer = setInterval(this.tick, 1000);
  }

  private tick(): void {
    this.seconds -= 1;
    if (this.seconds <= 0) this.stop();
  }

  /** Stops the countdown (also when the page goes away). */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.seconds = 0;
  }
}
