import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OfflineData, ScanRequest } from '../api/verifying';

/** A scan admitted offline, waiting to be sent. */
export interface QueuedScan extends ScanRequest {
  scanned_at: string;
  attendee_id: number;
  name: string;
}

/** A queued scan the server would not accept (checked in elsewhere meanwhile, revoked...). */
export interface Conflict {
  scan_id: string;
  meeting_id: number;
  name: string;
  message: string;
}

interface VerifyDb extends DBSchema {
  offline: { key: number; value: OfflineData };
  queue: { key: string; value: QueuedScan; indexes: { meeting: number } };
  conflicts: { key: string; value: Conflict; indexes: { meeting: number } };
}

/** Whether a failed send is worth trying again later (no answer) rather than the server's refusal. */
export type SendScan = (scan: QueuedScan) => Promise<'accepted' | { refused: string } | 'unreachable'>;

/**
 * What the scan page keeps in IndexedDB, per meeting: the offline data (key, tickets, check-ins), the scans
 * made without network, and the conflicts found when they were sent. Each write is its own short
 * transaction: a transaction closes when it awaits anything else, such as a fetch.
 */
export class OfflineStore {
  private db: Promise<IDBPDatabase<VerifyDb>> | undefined;

  constructor(private readonly name = 'mf-verify') {}

  private open() {
    this.db ??= openDB<VerifyDb>(this.name, 1, {
      upgrade(db) {
        db.createObjectStore('offline', { keyPath: 'meeting.id' });
        db.createObjectStore('queue', { keyPath: 'scan_id' }).createIndex('meeting', 'meeting_id');
        db.createObjectStore('conflicts', { keyPath: 'scan_id' }).createIndex('meeting', 'meeting_id');
      },
    });
    return this.db;
  }

  async saveData(data: OfflineData): Promise<void> {
    await (await this.open()).put('offline', data);
  }

  async data(meetingId: number): Promise<OfflineData | undefined> {
    return (await this.open()).get('offline', meetingId);
  }

  /** A check-in made online, so a later offline scan of the same ticket is told 已核销. */
  async recordCheckIn(meetingId: number, attendeeId: number, at: string): Promise<void> {
    const data = await this.data(meetingId);
    if (!data) return;
    await this.saveData({
      ...data,
      tickets: data.tickets.map((t) => (t.attendee_id === attendeeId ? { ...t, checked_in_at: t.checked_in_at ?? at } : t)),
    });
  }

  async enqueue(scan: QueuedScan): Promise<void> {
    await (await this.open()).put('queue', scan);
  }

  async queued(meetingId: number): Promise<QueuedScan[]> {
    const scans = await (await this.open()).getAllFromIndex('queue', 'meeting', meetingId);
    return scans.sort((a, b) => a.scanned_at.localeCompare(b.scanned_at));
  }

  async conflicts(meetingId: number): Promise<Conflict[]> {
    return (await this.open()).getAllFromIndex('conflicts', 'meeting', meetingId);
  }

  async clearConflicts(meetingId: number): Promise<void> {
    const db = await this.open();
    for (const c of await db.getAllFromIndex('conflicts', 'meeting', meetingId)) await db.delete('conflicts', c.scan_id);
  }

  /** Check-ins known to this device: the server's at the last download, then its own queued scans. */
  async checkedIn(meetingId: number): Promise<Map<number, string>> {
    const known = new Map<number, string>();
    for (const t of (await this.data(meetingId))?.tickets ?? []) if (t.checked_in_at) known.set(t.attendee_id, t.checked_in_at);
    for (const q of await this.queued(meetingId)) if (!known.has(q.attendee_id)) known.set(q.attendee_id, q.scanned_at);
    return known;
  }

  /**
   * Sends the queued scans in the order they were made. An accepted or refused scan leaves the queue (a
   * refusal becomes a conflict to show); the first one that gets no answer stops the run, to go on later.
   */
  async sync(meetingId: number, send: SendScan): Promise<{ sent: number; conflicts: Conflict[]; pending: number }> {
    const db = await this.open();
    const queue = await this.queued(meetingId);
    const conflicts: Conflict[] = [];
    let sent = 0;
    for (const scan of queue) {
      const answer = await send(scan);
      if (answer === 'unreachable') break;
      if (answer !== 'accepted') {
        const conflict = { scan_id: scan.scan_id, meeting_id: meetingId, name: scan.name, message: answer.refused };
        await db.put('conflicts', conflict);
        conflicts.push(conflict);
      }
      await db.delete('queue', scan.scan_id);
      sent += 1;
    }
    return { sent, conflicts, pending: queue.length - sent };
  }
}

export const offlineStore = new OfflineStore();
