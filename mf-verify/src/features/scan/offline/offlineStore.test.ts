/** @jest-environment node */
import 'fake-indexeddb/auto';
import type { OfflineData } from '../api/verifying';
import { OfflineStore, type QueuedScan } from './offlineStore';

let n = 0;
const store = () => new OfflineStore(`test-${++n}`);
const scan = (id: string, attendee: number, at: string, meeting = 7): QueuedScan => ({
  scan_id: id,
  meeting_id: meeting,
  code: `CT1${id}`,
  device: 'test',
  scanned_at: at,
  attendee_id: attendee,
  name: `参会人${attendee}`,
});
const data: OfflineData = {
  meeting: { id: 7, title: '会', start_at: '', end_at: '' },
  key: null,
  tickets: [
    {
      attendee_id: 1,
      name: '甲',
      ticket_name: '标准票',
      checked_in_at: '2026-11-23T01:00:00.000Z',
      code_hash: '0123456789abcdef',
      short_code_hash: null,
      refund_pending: false,
    },
    {
      attendee_id: 2,
      name: '乙',
      ticket_name: '标准票',
      checked_in_at: null,
      code_hash: 'fedcba9876543210',
      short_code_hash: null,
      refund_pending: false,
    },
  ],
  revoked: [],
  generated_at: '',
};

it('keeps the offline data per meeting and knows the check-ins, the queued ones included', async () => {
  const s = store();
  await s.saveData(data);
  await s.enqueue(scan('scan-b', 2, '2026-11-23T03:00:00.000Z'));
  await s.enqueue(scan('scan-x', 5, '2026-11-23T03:00:00.000Z', 8));
  expect((await s.data(7))?.tickets).toHaveLength(2);
  expect(await s.data(8)).toBeUndefined();
  expect([...(await s.checkedIn(7))]).toEqual([
    [1, '2026-11-23T01:00:00.000Z'],
    [2, '2026-11-23T03:00:00.000Z'],
  ]);
});

it('sends queued scans in the order made, records refusals as conflicts and stops when unreachable', async () => {
  const s = store();
  await s.enqueue(scan('scan-3', 3, '2026-11-23T03:00:00.000Z'));
  await s.enqueue(scan('scan-1', 1, '2026-11-23T01:00:00.000Z'));
  await s.enqueue(scan('scan-2', 2, '2026-11-23T02:00:00.000Z'));
  const sent: string[] = [];
  const answers = {
    'scan-1': 'accepted',
    'scan-2': { refused: '乙 已核销，首次核销时间 2026-11-23 09:00' },
    'scan-3': 'unreachable',
  } as const;
  const result = await s.sync(7, async (q) => {
    sent.push(q.scan_id);
    return answers[q.scan_id as keyof typeof answers];
  });
  expect(sent).toEqual(['scan-1', 'scan-2', 'scan-3']);
  expect(result).toMatchObject({ sent: 2, pending: 1 });
  expect(result.conflicts).toEqual([
    { scan_id: 'scan-2', meeting_id: 7, name: '参会人2', message: '乙 已核销，首次核销时间 2026-11-23 09:00' },
  ]);
  expect((await s.queued(7)).map((q) => q.scan_id)).toEqual(['scan-3']);
  expect(await s.conflicts(7)).toHaveLength(1);

  // Back online: the rest goes; a resend of the same scan keeps its scan_id (the server's idempotency key).
  const again = await s.sync(7, async (q) => (sent.push(q.scan_id), 'accepted'));
  expect(again).toMatchObject({ sent: 1, pending: 0 });
  expect(sent.at(-1)).toBe('scan-3');
  await s.clearConflicts(7);
  expect(await s.conflicts(7)).toEqual([]);
});
