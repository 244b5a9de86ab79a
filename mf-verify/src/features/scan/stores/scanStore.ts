import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, errorMessage, formatTime } from '@conf/shared';
import { getOfflineData, postVerifying, type RepeatDetails } from '../api/verifying';
import { judgeOffline } from '../offline/judgeOffline';
import { offlineStore, type Conflict, type OfflineStore, type SendScan } from '../offline/offlineStore';
import { deviceName, newScanId } from './device';

export type Tone = 'success' | 'repeat' | 'error';

export interface ScanResult {
  tone: Tone;
  title: string;
  name?: string;
  ticketName?: string;
  detail?: string;
  /** Judged on this device without network; sent when the network returns. */
  offline: boolean;
  /** Frame (or typed code) to result, in ms. */
  ms: number;
}

/** The same code is not sent again until it has been out of sight this long, or the verifier taps 继续扫码. */
export const COOLDOWN_MS = 5000;

const at = (iso: string) => formatTime(iso, 'YYYY-MM-DD HH:mm');

/** Whether the call got no answer at all (network down, timeout, server unreachable). */
const unanswered = (e: unknown) => !(e instanceof ApiError) || e.status === undefined || e.status >= 500 || e.status === 408;

/**
 * The scan page's state: sends each code to the server, or judges it on the device when the network is
 * gone (queued in IndexedDB), and sends the queue when the network returns.
 */
export class ScanStore {
  result: ScanResult | null = null;
  busy = false;
  online = navigator.onLine;
  /** Whether this device holds the meeting's offline data (key, tickets), so it can scan without network. */
  offlineReady = false;
  offlineAt: string | null = null;
  pending = 0;
  conflicts: Conflict[] = [];
  syncing = false;
  private recent = new Map<string, number>();

  constructor(
    readonly meetingId: number,
    private readonly store: OfflineStore = offlineStore,
  ) {
    makeAutoObservable<this, 'recent' | 'store'>(this, { meetingId: false, recent: false, store: false }, { autoBind: true });
  }

  /** Loads what the device holds, refreshes it from the server when online, and sends any queued scans. */
  async start(): Promise<void> {
    await this.refreshLocal();
    if (this.online) {
      await this.sync();
      await this.download();
    }
  }

  setOnline(online: boolean): void {
    this.online = online;
    if (online) void this.sync().then(this.download);
  }

  /**
   * Whether a code seen by the camera should be sent now. A code answered within the cooldown is not, and
   * each sighting extends it: a ticket held in front of the camera is answered once, not every 5 s.
   */
  wants(code: string): boolean {
    const last = this.recent.get(code);
    if (last !== undefined && Date.now() - last <= COOLDOWN_MS) {
      this.recent.set(code, Date.now());
      return false;
    }
    return !this.busy;
  }

  /** 继续扫码: the card goes, and the same ticket may be scanned again at once. */
  dismiss(): void {
    this.result = null;
    this.recent.clear();
  }

  async submit(raw: string, startedAt = performance.now()): Promise<ScanResult | null> {
    const code = raw.trim();
    if (!code || this.busy) return null;
    this.busy = true;
    this.recent.set(code, Date.now());
    const scanId = newScanId();
    let result: Omit<ScanResult, 'ms'>;
    try {
      result = this.online ? await this.checkInOnline(code, scanId) : await this.checkInOffline(code, scanId);
    } catch (e) {
      result = unanswered(e)
        ? await this.checkInOffline(code, scanId)
        : { tone: 'error', title: '核销失败', detail: errorMessage(e), offline: false };
    }
    const shown = { ...result, ms: Math.round(performance.now() - startedAt) };
    runInAction(() => {
      this.result = shown;
      this.busy = false;
    });
    return shown;
  }

  private async checkInOnline(code: string, scanId: string): Promise<Omit<ScanResult, 'ms'>> {
    try {
      const r = await postVerifying({ meeting_id: this.meetingId, code, scan_id: scanId, device: deviceName() });
      await this.store.recordCheckIn(this.meetingId, r.attendee_id, r.checked_in_at);
      return { tone: 'success', title: '核销成功', name: r.name, ticketName: r.ticket_name, offline: false };
    } catch (e) {
      const repeat = e instanceof ApiError && e.status === 200 ? (e.data as RepeatDetails | undefined) : undefined;
      if (repeat?.first_checked_in_at) {
        const by = repeat.first_by ? `，核销员 ${repeat.first_by}` : '';
        return {
          tone: 'repeat',
          title: '已核销',
          name: repeat.name,
          ticketName: repeat.ticket_name,
          detail: `首次核销时间 ${at(repeat.first_checked_in_at)}${by}`,
          offline: false,
        };
      }
      throw e;
    }
  }

  private async checkInOffline(code: string, scanId: string): Promise<Omit<ScanResult, 'ms'>> {
    runInAction(() => (this.online = false));
    const data = await this.store.data(this.meetingId);
    if (!data) return { tone: 'error', title: '网络不可用', detail: '本设备尚未下载离线核销数据，请联网后重试', offline: true };
    const verdict = await judgeOffline(code, this.meetingId, data, await this.store.checkedIn(this.meetingId));
    if (verdict.kind === 'refuse') return { tone: 'error', title: '核销失败', detail: verdict.message, offline: true };
    if (verdict.kind === 'repeat')
      return {
        tone: 'repeat',
        title: '已核销',
        name: verdict.name,
        ticketName: verdict.ticketName,
        detail: `首次核销时间 ${at(verdict.firstAt)}`,
        offline: true,
      };
    await this.store.enqueue({
      meeting_id: this.meetingId,
      code,
      scan_id: scanId,
      device: deviceName(),
      scanned_at: new Date().toISOString(),
      attendee_id: verdict.attendeeId,
      name: verdict.name,
    });
    await this.refreshLocal();
    return {
      tone: 'success',
      title: '核销成功',
      name: verdict.name,
      ticketName: verdict.ticketName,
      detail: '联网后自动同步到服务器',
      offline: true,
    };
  }

  /** Sends the offline queue; scans the server refuses (checked in elsewhere meanwhile) become conflicts. */
  async sync(): Promise<void> {
    if (this.syncing) return;
    this.syncing = true;
    const send: SendScan = async (scan) => {
      try {
        await postVerifying(scan);
        return 'accepted';
      } catch (e) {
        return unanswered(e) ? 'unreachable' : { refused: errorMessage(e) };
      }
    };
    try {
      await this.store.sync(this.meetingId, send);
    } finally {
      await this.refreshLocal();
      runInAction(() => (this.syncing = false));
    }
  }

  /** Fetches the offline data afresh (kept from before when the network is gone). */
  async download(): Promise<void> {
    try {
      await this.store.saveData(await getOfflineData(this.meetingId));
      await this.refreshLocal();
    } catch {
      // Offline or the server is unreachable: the copy already on the device (if any) is used.
    }
  }

  async clearConflicts(): Promise<void> {
    await this.store.clearConflicts(this.meetingId);
    await this.refreshLocal();
  }

  private async refreshLocal(): Promise<void> {
    const [data, queued, conflicts] = await Promise.all([
      this.store.data(this.meetingId),
      this.store.queued(this.meetingId),
      this.store.conflicts(this.meetingId),
    ]);
    runInAction(() => {
      this.offlineReady = !!data?.key;
      this.offlineAt = data?.generated_at ?? null;
      this.pending = queued.length;
      this.conflicts = conflicts;
    });
  }
}
