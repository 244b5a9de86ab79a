import type { InjectOptions, RouteOptions } from 'fastify';
import { createTestApp, tokenFor, type TestApp } from './helpers/testApp';
import { call, newUser } from './helpers/orders';

/*
 * Nothing leaks between users. The demo user holds records of every kind (orders in every state with
 * e-tickets, a hotel order, contacts, invoice titles, coupons, messages, and whatever features add). A
 * second user then calls EVERY route the server has (found through its own onRoute hook, so a route added
 * tomorrow is walked too) with each of the demo user's ids and order numbers in every id-like field; and
 * anonymously. No answer may carry the demo user's personal data, and none of their rows may change.
 */

const VICTIM = '13800138000';

/** Routes that act only on the caller's own session or account: walking them would end the attacker's session. */
const OWN_SESSION = /\/(logout|cancel_account|changepwd|resetpwd|changemobile|delete_account)$/;

const fieldsOf = (part: unknown) =>
  (part as { properties?: Record<string, { type?: string; enum?: unknown[] }> } | undefined)?.properties ?? {};

describe('a user sees and changes only their own records', () => {
  let t: TestApp;
  const routes: RouteOptions[] = [];
  let victimId: number;

  beforeAll(async () => {
    t = await createTestApp({ onRoute: (r) => routes.push(r) });
    const [v] = await t.db.query<{ id: number }>('SELECT id FROM users WHERE mobile = $1', [VICTIM]);
    victimId = v.id;
    // A hotel order too, made the way the app makes it.
    const token = await tokenFor(t.db, VICTIM);
    const [room] = await t.db.query<{ hotel_id: number; room_id: number; first_night: string }>(
      `SELECT r.hotel_id, r.id AS room_id, to_char(b.first_night, 'YYYY-MM-DD') AS first_night
         FROM room_blocks b JOIN hotel_rooms r ON r.id = b.room_id JOIN hotels h ON h.id = r.hotel_id
        WHERE b.cutoff_at > now() AND b.first_night > current_date AND NOT h.ticket_required ORDER BY r.id LIMIT 1`,
    );
    const checkOut = new Date(Date.parse(`${room.first_night}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const hotel = await call(
      t.app,
      '/api/ms.hotel/submit_hotel_order',
      {
        hotel_id: room.hotel_id,
        room_id: room.room_id,
        check_in: room.first_night,
        check_out: checkOut,
        num: 1,
        guests: ['甲住客'],
        mobile: VICTIM,
      },
      token,
    );
    expect(`${hotel.code} ${hotel.msg}`).toMatch(/^1 /);
  }, 120_000);
  afterAll(() => t.close());

  /** Every row of the victim's, in every table that holds a user's records or an order's details. */
  async function victimRows(): Promise<string> {
    const tables = await t.db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_name IN ('user_id', 'order_id') AND table_name NOT IN ('rate_hits', 'idempotency_keys', 'jobs')
        ORDER BY table_name, column_name`,
    );
    const parts: string[] = [];
    for (const { table_name: table, column_name: column } of tables) {
      const where = column === 'user_id' ? 'user_id = $1' : 'order_id IN (SELECT id FROM orders WHERE user_id = $1)';
      const rows = await t.db.query(`SELECT * FROM ${table} WHERE ${where}`, [victimId]);
      // Sessions record when they were last used; that is the victim's own doing, not the attacker's.
      const stable = rows.map((r) => JSON.stringify({ ...r, last_used_at: undefined, last_seen_at: undefined })).sort();
      parts.push(`${table}.${column}: ${stable.join('\n')}`);
    }
    return parts.join('\n\n');
  }

  /** The victim's ids (numbers of every kind) and order numbers, and the personal data that must not leak. */
  async function victimRecords() {
    const ids = new Set<number>();
    const secrets = new Set<string>([VICTIM]);
    const tables = await t.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name = 'user_id' AND table_name NOT IN ('rate_hits', 'idempotency_keys', 'jobs', 'user_tokens', 'sms_codes')`,
    );
    for (const { table_name: table } of tables) {
      const rows = await t.db.query<{ id?: number }>(`SELECT * FROM ${table} WHERE user_id = $1`, [victimId]);
      for (const r of rows) if (typeof r.id === 'number') ids.add(r.id);
    }
    const orders = await t.db.query<{ id: number; order_sn: string }>('SELECT id, order_sn FROM orders WHERE user_id = $1', [victimId]);
    const people = await t.db.query<{ id: number; name: string; mobile: string; ticket_code: string | null }>(
      'SELECT a.id, a.name, a.mobile, a.ticket_code FROM attendees a JOIN orders o ON o.id = a.order_id WHERE o.user_id = $1',
      [victimId],
    );
    for (const p of people) {
      ids.add(p.id);
      secrets.add(p.mobile);
      if (p.ticket_code) secrets.add(p.ticket_code);
    }
    const contacts = await t.db.query<{ name: string; mobile: string }>('SELECT name, mobile FROM contacts WHERE user_id = $1', [victimId]);
    for (const c of contacts) secrets.add(c.mobile);
    const titles = await t.db.query<{ tax_number: string }>(
      "SELECT tax_number FROM invoice_titles WHERE user_id = $1 AND tax_number <> ''",
      [victimId],
    );
    for (const x of titles) secrets.add(x.tax_number);
    return {
      ids: [...ids],
      sns: orders.map((o) => o.order_sn),
      secrets: [...secrets],
      counts: { orders: orders.length, people: people.length, contacts: contacts.length, titles: titles.length },
    };
  }

  /** A body or query for a route: every id-like field set to `id`, every order number to `sn`, the rest plausible. */
  function inputFor(route: RouteOptions, part: 'body' | 'querystring', id: number, sn: string, sns: string[]) {
    const out: Record<string, unknown> = {};
    const props = fieldsOf((route.schema as Record<string, unknown> | undefined)?.[part]);
    for (const [name, p] of Object.entries({ id: {}, order_sn: {}, ...props } as Record<string, { type?: string; enum?: unknown[] }>)) {
      if (name === 'order_sns') out[name] = sns.join(',');
      else if (/(^|_)sn$/.test(name)) out[name] = sn;
      else if (/(^id$|_id$)/.test(name)) out[name] = p.type === 'string' ? String(id) : id;
      else if (/_ids$|^ids$/.test(name)) out[name] = p.type === 'array' ? [id] : String(id);
      else if (p.enum?.length) out[name] = p.enum[0];
      else if (p.type === 'integer' || p.type === 'number') out[name] = 1;
      else if (p.type === 'boolean') out[name] = false;
      else if (p.type === 'string' || !p.type) out[name] = /mobile|phone/.test(name) ? '13911112222' : '乙的输入';
    }
    return out;
  }

  it("walks every route with the other user's ids and with no token: no personal data out, nothing changed", async () => {
    const before = await victimRows();
    const { ids, sns, secrets, counts } = await victimRecords();
    // The walk means something only if the victim has records of every kind.
    expect(counts.orders).toBeGreaterThanOrEqual(5);
    expect(counts.people).toBeGreaterThanOrEqual(4);
    expect(counts.contacts).toBeGreaterThanOrEqual(1);
    expect(secrets.filter((s) => s.startsWith('CT1')).length).toBeGreaterThanOrEqual(2);

    const attacker = await newUser(t.db);
    const leaks: string[] = [];
    let calls = 0;
    let refusedAnonymously = 0;
    const walked = routes.filter((r) => r.url.startsWith('/api/') && !OWN_SESSION.test(r.url));
    for (const route of walked) {
      const methods = ([] as string[]).concat(route.method).filter((m) => m === 'GET' || m === 'POST');
      const needsLogin = (route.config as { auth?: boolean } | undefined)?.auth === true;
      for (const method of methods) {
        for (const [i, id] of ids.entries()) {
          const sn = sns[i % sns.length];
          const url = route.url.replace(/:(\w+)/g, String(id)).replace(/\*$/, String(id));
          const query = new URLSearchParams(
            Object.entries(inputFor(route, 'querystring', id, sn, sns)).map(([k, v]): [string, string] => [k, String(v)]),
          ).toString();
          for (const token of [attacker.token, undefined]) {
            const req: InjectOptions = {
              method: method as InjectOptions['method'],
              url: `${url}?${query}`,
              headers: token ? { token } : {},
            };
            if (method === 'POST') req.payload = inputFor(route, 'body', id, sn, sns);
            const res = await t.app.inject(req);
            calls += 1;
            const leaked = secrets.filter((s) => res.body.includes(s));
            if (leaked.length)
              leaks.push(`${token ? 'other user' : 'anonymous'} ${method} ${route.url} id=${id} sn=${sn} → ${leaked.join(', ')}`);
            if (!token && needsLogin) {
              if (res.statusCode === 401) refusedAnonymously += 1;
              else leaks.push(`anonymous ${method} ${route.url} → HTTP ${res.statusCode}, not 401`);
            }
          }
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(calls).toBeGreaterThan(walked.length * ids.length);
    expect(refusedAnonymously).toBeGreaterThan(0);
    expect(await victimRows()).toBe(before);
  }, 600_000);
});
