import { createHash, pbkdf2Sync, webcrypto } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';
import { ApiError } from '@conf/shared';
import { getOfflineData, postVerifying, type OfflineData } from '../api/verifying';
import { OfflineStore } from '../offline/offlineStore';
import { meetingKeyPair, signTicket } from '../testing/signTicket';
import { ScanStore } from './scanStore';

jest.mock('../api/verifying');
const post = jest.mocked(postVerifying);
const download = jest.mocked(getOfflineData);

// jsdom has neither WebCrypto's digest (the offline signature check needs SHA-512) nor structuredClone (IndexedDB).
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
globalThis.structuredClone ??= <T>(v: T): T => deserialize(serialize(v));
require('fake-indexeddb/auto');

const key = meetingKeyPair();
const code = signTicket(key.privateKey, { meetingId: 7, attendeeId: 11 });
const data: OfflineData = {
  meeting: {
    id: 7,
    title: '第十届中国智慧医疗创新大会',
    start_at: '2026-01-10T01:00:00.000Z',
    end_at: '2026-01-11T09:00:00.000Z',
    checkin_opens_at: '2026-01-08T16:00:00.000Z',
  },
  key: { kid: 1, public_key: key.publicKey },
  // The fingerprint as the server's SQL computes it (sha256, first 8 bytes in hex).
  tickets: [
    {
      attendee_id: 11,
      name: '张会务',
      ticket_name: '标准票',
      checked_in_at: null,
      code_hash: createHash('sha256').update(code).digest('hex').slice(0, 16),
      // The short code's fingerprint as the server computes it (PBKDF2, salted with the meeting).
      short_code_hash: pbkdf2Sync('7KQ2MXR4PD', 'conf-ticket-short-code:7', 10_000, 8, 'sha256').toString('hex'),
      refund_pending: false,
    },
  ],
  revoked: [],
  generated_at: '2026-11-23T01:00:00.000Z',
};
const unreachable = () => new ApiError('请求失败');

let n = 0;
const newStore = async () => {
  const store = new ScanStore(7, new OfflineStore(`scan-${++n}`));
  download.mockResolvedValue(data);
  await store.start();
  return store;
};

beforeEach(() => {
  post.mockReset();
  download.mockReset();
});

it("downloads the offline data and shows the server's answers: admitted, then 已核销 with the first time", async () => {
  const store = await newStore();
  expect(store.offlineReady).toBe(true);
  post.mockResolvedValueOnce({ attendee_id: 11, name: '张会务', ticket_name: '标准票', checked_in_at: '2026-11-23T01:15:00.000Z' });
  expect(await store.submit(code)).toMatchObject({ tone: 'success', title: '核销成功', name: '张会务', offline: false });
  expect(post.mock.calls[0][0]).toMatchObject({ meeting_id: 7, code, scan_id: expect.any(String) });

  post.mockRejectedValueOnce(
    new ApiError('张会务 已核销，首次核销时间 2026-11-23 09:15', 200, 0, {
      name: '张会务',
      ticket_name: '标准票',
      first_checked_in_at: '2026-11-23T01:15:00.000Z',
      first_by: '李核销',
      first_device: 'x',
    }),
  );
  expect(await store.submit(code)).toMatchObject({
    tone: 'repeat',
    title: '已核销',
    detail: '首次核销时间 2026-11-23 09:15，核销员 李核销',
  });

  post.mockRejectedValueOnce(new ApiError('电子票已作废：订单已退款', 200, 0));
  expect(await store.submit(code)).toMatchObject({ tone: 'error', detail: '电子票已作废：订单已退款' });
});

it('judges on the device when the network is gone, queues the scan and sends it when back online', async () => {
  const store = await newStore();
  post.mockRejectedValueOnce(unreachable());
  expect(await store.submit(code)).toMatchObject({ tone: 'success', name: '张会务', offline: true });
  expect(store.online).toBe(false);
  expect(store.pending).toBe(1);
  // The same ticket again, still offline: this device knows it is in.
  expect(await store.submit(code)).toMatchObject({ tone: 'repeat', offline: true });
  expect(await store.submit(code.slice(0, 10) + (code[10] === 'A' ? 'B' : 'A') + code.slice(11))).toMatchObject({
    tone: 'error',
    detail: expect.stringContaining('伪造'),
  });

  post.mockResolvedValueOnce({ attendee_id: 11, name: '张会务', ticket_name: '标准票', checked_in_at: '' });
  store.setOnline(true);
  await waitFor(() => store.pending === 0 && !store.syncing);
  expect(post).toHaveBeenLastCalledWith(expect.objectContaining({ code, scanned_at: expect.any(String) }));
  expect(store.conflicts).toEqual([]);
});

it('takes a short code typed offline, checked by its fingerprint, and sends it as typed when back online', async () => {
  const store = await newStore();
  store.setOnline(false);
  expect(await store.submit('7kq2m-xr4pd')).toMatchObject({ tone: 'success', name: '张会务', offline: true });
  expect(await store.submit('7KQ2M XR4PD')).toMatchObject({ tone: 'repeat', offline: true });
  expect(await store.submit('7KQ2MXR4PE')).toMatchObject({ tone: 'error', detail: '电子票码不存在或已作废，请核对后重新输入' });
  post.mockResolvedValueOnce({ attendee_id: 11, name: '张会务', ticket_name: '标准票', checked_in_at: '' });
  store.setOnline(true);
  await waitFor(() => store.pending === 0 && !store.syncing);
  expect(post).toHaveBeenLastCalledWith(expect.objectContaining({ code: '7kq2m-xr4pd', scanned_at: expect.any(String) }));
});

it('reports a queued scan the server refuses (checked in elsewhere meanwhile) as a conflict', async () => {
  const store = await newStore();
  store.setOnline(false);
  expect(await store.submit(code)).toMatchObject({ tone: 'success', offline: true });
  post.mockRejectedValueOnce(new ApiError('张会务 已核销，首次核销时间 2026-11-23 09:20（王核销）', 200, 0));
  store.setOnline(true);
  await waitFor(() => store.conflicts.length === 1);
  expect(store.conflicts[0]).toMatchObject({ name: '张会务', message: expect.stringContaining('王核销') });
  expect(store.pending).toBe(0);
});

it('does not send the same code again while it stays in view, until 继续扫码', async () => {
  const store = await newStore();
  post.mockResolvedValue({ attendee_id: 11, name: '张会务', ticket_name: '标准票', checked_in_at: '' });
  expect(store.wants(code)).toBe(true);
  await store.submit(code);
  expect(store.wants(code)).toBe(false);
  store.dismiss();
  expect(store.wants(code)).toBe(true);
});

async function waitFor(done: () => boolean) {
  for (let i = 0; i < 100 && !done(); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(done()).toBe(true);
}
