import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runInServer } from '../../src/cli/adminSocket';
import { freePort, post, startInstance, waitHealthy, type Instance } from './processes';

/*
 * The embedded database: one process, killed with SIGKILL while phones pay, started again on the same
 * data folder. Every order a phone saw paid is still paid; the seats agree with the orders.
 */
const MEETING = (start: string) => `title: 崩溃演练会
start_at: "${start}"
end_at: "${new Date(Date.parse(start) + 86_400_000).toISOString()}"
tickets:
  - { name: 标准票, price: 9900, stock: 40, limit: 1 }
`;

describe('a crash of the single process on PGlite', () => {
  let dir: string;
  let api: Instance;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'conf-crash-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps every order the client saw paid across a SIGKILL and a restart', async () => {
    const port = await freePort();
    const env = { DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '', DEMO_DATA: 'off' };
    api = startInstance(port, env);
    await waitHealthy(api.base);
    // Set up as an organiser would, through the admin CLI's way into the running server.
    fs.writeFileSync(path.join(dir, 'meeting.yaml'), MEETING(new Date(Date.now() + 30 * 86_400_000).toISOString()));
    fs.writeFileSync(
      path.join(dir, 'users.csv'),
      `mobile,name,password\n${Array.from({ length: 30 }, (_, i) => `1660000${String(i).padStart(4, '0')},用户${i},pass1234`).join('\n')}\n`,
    );
    await runInServer({ dataDir: env.DATA_DIR }, 'import-meeting', { file: path.join(dir, 'meeting.yaml') });
    await runInServer({ dataDir: env.DATA_DIR }, 'import-users', { file: path.join(dir, 'users.csv') });
    const info = await fetch(`${api.base}/api/wyms/meeting/meeting/index?keyword=${encodeURIComponent('崩溃演练会')}`).then(
      (r) => r.json() as Promise<{ data: { data: { id: number }[] } }>,
    );
    const meetingId = info.data.data[0].id as number;
    const tickets = await post(api.base, '/api/ms.meeting/get_meeting_tickets', { meeting_id: meetingId });
    const ticketId = tickets.data[0].id as number;
    const tokens: string[] = [];
    for (let i = 0; i < 30; i += 1)
      tokens.push(
        (await post(api.base, '/api/user/login', { account: `1660000${String(i).padStart(4, '0')}`, password: 'pass1234' })).data.userinfo
          .token,
      );

    // Phones pay through the sandbox cashier; the process is killed part way.
    const seenPaid: string[] = [];
    const one = async (i: number) => {
      const order = await post(
        api.base,
        '/api/ms.meeting/submit_ticket_order',
        { meeting_id: meetingId, ticket_id: ticketId, applyers: [{ name: `甲${i}`, mobile: `1350000${String(i).padStart(4, '0')}` }] },
        { token: tokens[i] },
      );
      if (order.code !== 1) return;
      const pay = await post(
        api.base,
        '/api/ms.order/pay_order',
        { order_sn: order.data.order_sn, pay_type: 'alipay' },
        { token: tokens[i] },
      );
      if (pay.code !== 1) return;
      try {
        await fetch(pay.data.pay_url);
        await fetch(`${api.base}/_sandbox/alipay/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `out_trade_no=${order.data.order_sn}`,
          redirect: 'manual',
        });
      } catch {
        return;
      }
      const detail = await post(api.base, '/api/ms.order/get_order_detail', { order_sn: order.data.order_sn }, { token: tokens[i] });
      if (detail.data?.status === 'paid') seenPaid.push(`${i}:${order.data.order_sn}`);
    };
    const running = Promise.all(tokens.map((_, i) => new Promise((r) => setTimeout(r, i * 60)).then(() => one(i))));
    // Killed once some phones have seen their order paid and others are still on their way.
    for (const until = Date.now() + 60_000; seenPaid.length < 3 && Date.now() < until;) await new Promise((r) => setTimeout(r, 50));
    api.child.kill('SIGKILL');
    await api.exited;
    await running;
    expect(seenPaid.length).toBeGreaterThan(0);

    api = startInstance(port, env);
    await waitHealthy(api.base);
    for (const seen of seenPaid) {
      const [i, sn] = seen.split(':');
      const detail = await post(api.base, '/api/ms.order/get_order_detail', { order_sn: sn }, { token: tokens[Number(i)] });
      expect(detail.data.status).toBe('paid');
    }
    const left = (await post(api.base, '/api/ms.meeting/get_meeting_tickets', { meeting_id: meetingId })).data[0].stock as number;
    const mine = await Promise.all(
      tokens.map((token) => post(api.base, '/api/ms.order/get_meeting_order_list', { status: 'unpaid,paid' }, { token })),
    );
    const live = mine.reduce((n, r) => n + (r.data?.total ?? 0), 0);
    // Seats left plus seats held by live (unpaid or paid) orders is the whole allotment: nothing lost, nothing sold twice.
    expect(left + live).toBe(40);
    api.child.kill('SIGTERM');
    await api.exited;
  }, 240_000);
});
