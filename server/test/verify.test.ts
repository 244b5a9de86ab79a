import { createTestApp, tokenFor, type TestApp } from './helpers/testApp';
import { insertMeeting } from './helpers/meetingRows';
import { seedVerifiers } from '../src/features/verify/seed';
import { verifyCommands } from '../src/features/verify/commands';

// A fresh database (and for some files the demo data) takes seconds on a busy machine.
const SETUP_MS = 30000;

const DAY = 86400000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

describe('verifier meeting list API', () => {
  let t: TestApp;
  let verifier: string;
  const list = (token: string | null, query = '') =>
    t.app
      .inject({ url: `/api/wyms/meeting/verifying/meeting_list${query}`, headers: token ? { token } : {} })
      .then((r) => ({ status: r.statusCode, ...r.json() }));
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    // No demo data: this file's meetings only, and the two demo users (logged in by token, so no password).
    t = await createTestApp({ seed: false });
    await t.db.query(
      `INSERT INTO users (username, mobile, password_hash, roles) VALUES ('verifier', '13900139000', '-', '{verifier}'), ('demo', '13800138000', '-', '{}')`,
    );
    verifier = await tokenFor(t.db, '13900139000');
  }, SETUP_MS);
  afterAll(() => t.close());

  it('seeding assigns the demo verifier to every meeting there is, and to none while there are none', async () => {
    await seedVerifiers(t.db);
    expect(await t.db.query('SELECT 1 FROM meeting_verifiers')).toHaveLength(0);
    ids.ended = await insertMeeting(t.db, { title: '已结束的会', start: iso(-10), end: iso(-8) });
    ids.endedLongAgo = await insertMeeting(t.db, { title: '很早以前的会', start: iso(-100), end: iso(-99) });
    ids.later = await insertMeeting(t.db, { title: '下个月的会', start: iso(30), end: iso(32) });
    ids.soon = await insertMeeting(t.db, { title: '下周的会', start: iso(7), end: iso(8) });
    ids.running = await insertMeeting(t.db, { title: '正在开的会', start: iso(-1), end: iso(1) });
    await seedVerifiers(t.db);
    const assigned = await t.db.query<{ meeting_id: number }>(
      `SELECT v.meeting_id FROM meeting_verifiers v JOIN users u ON u.id = v.user_id WHERE u.mobile = '13900139000' ORDER BY v.meeting_id`,
    );
    expect(assigned.map((r) => r.meeting_id)).toEqual(Object.values(ids).sort((a, b) => a - b));
  });

  it('needs a login, and the verifier role', async () => {
    expect((await list(null)).status).toBe(401);
    const user = await tokenFor(t.db, '13800138000');
    expect(await list(user)).toMatchObject({ status: 200, code: 0, msg: '您不是核销员', data: null });
  });

  it("lists the verifier's meetings: running, then upcoming, then ended, with check-in counts", async () => {
    const res = await list(verifier);
    expect(res).toMatchObject({ code: 1, data: { total: 5, current_page: 1, last_page: 1 } });
    expect(res.data.data.map((m: { title: string; status: string }) => [m.title, m.status])).toEqual([
      ['正在开的会', 'ongoing'],
      ['下周的会', 'upcoming'],
      ['下个月的会', 'upcoming'],
      ['已结束的会', 'ended'],
      ['很早以前的会', 'ended'],
    ]);
    // Counts of real tickets (paid attendees) and check-ins: see checkIn.test.ts.
    expect(res.data.data[0]).toMatchObject({
      id: ids.running,
      verified_count: 0,
      attendee_count: 0,
      venue: '国际博览中心',
      city: '杭州市',
    });
  });

  it('a ticket is checked in at most once per meeting', async () => {
    await t.db.query(
      `INSERT INTO verifications (meeting_id, verifier_id, ticket_code) SELECT $1, id, 'T1' FROM users WHERE mobile = '13900139000'`,
      [ids.running],
    );
    const insert = () =>
      t.db.query(
        `INSERT INTO verifications (meeting_id, verifier_id, ticket_code) SELECT $1, id, 'T1' FROM users WHERE mobile = '13900139000'`,
        [ids.running],
      );
    await expect(insert()).rejects.toThrow(/unique|duplicate/i);
  });

  it('pages, and names bad paging parameters', async () => {
    const p2 = await list(verifier, '?page=2&limit=2');
    expect(p2.data).toMatchObject({ total: 5, per_page: 2, current_page: 2, last_page: 3 });
    expect(p2.data.data.map((m: { title: string }) => m.title)).toEqual(['下个月的会', '已结束的会']);
    expect(await list(verifier, '?page=0')).toMatchObject({ code: 0, msg: '页码不能小于1' });
    expect(await list(verifier, '?limit=abc')).toMatchObject({ code: 0, msg: '每页数量应为整数' });
  });

  it('shows only meetings the verifier is assigned to; another verifier sees an empty list', async () => {
    await t.db.query("UPDATE users SET roles = '{verifier}' WHERE mobile = '13800138000'");
    const second = await tokenFor(t.db, '13800138000');
    expect((await list(second)).data).toMatchObject({ total: 0, data: [] });
  });

  it('the admin command assigns a verifier to a meeting, once', async () => {
    const assign = verifyCommands.find((c) => c.name === 'assign-verifier')!;
    expect(await assign.run(t.db, { mobile: '13800138000', meeting: String(ids.soon) })).toBe('已指派 13800138000 为「下周的会」的核销员');
    expect(await assign.run(t.db, { mobile: '13800138000', meeting: String(ids.soon) })).toContain('未作改动');
    await expect(assign.run(t.db, { mobile: '13800138000', meeting: '999999' })).rejects.toThrow('会议 999999 不存在');
    await expect(assign.run(t.db, { mobile: '13800138000', meeting: 'x' })).rejects.toThrow('会议 x 不存在');
    await expect(assign.run(t.db, { mobile: '13000000000', meeting: String(ids.soon) })).rejects.toThrow('用户 13000000000 不存在');
    await t.db.query("UPDATE users SET roles = '{}' WHERE mobile = '13800138000'");
    await expect(assign.run(t.db, { mobile: '13800138000', meeting: String(ids.later) })).rejects.toThrow('请先执行 grant-verifier');
    await t.db.query("UPDATE users SET roles = '{verifier}' WHERE mobile = '13800138000'");
    const second = await tokenFor(t.db, '13800138000');
    expect((await list(second)).data.data.map((m: { id: number }) => m.id)).toEqual([ids.soon]);
  });
});
