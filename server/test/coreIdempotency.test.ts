import type { FastifyRequest } from 'fastify';
import type { Db } from '../src/db';
import { currentUser } from '../src/http/auth';
import { ok } from '../src/http/envelope';
import { idempotent } from '../src/core';
import { createTestApp, tokenFor, withMigratedDbs, type TestApp } from './helpers/testApp';

/** What idempotent() reads of a request. */
const request = (key: string | undefined, body: unknown) =>
  ({
    headers: key ? { 'idempotency-key': key } : {},
    method: 'POST',
    url: '/api/x',
    routeOptions: { url: '/api/x' },
    body,
  }) as unknown as FastifyRequest;

describe('idempotency keys', () => {
  describe('in the core, on two instances', () => {
    let db: Db;
    let second: Db;
    let userId: number;
    withMigratedDbs(async (dbs) => {
      ({ db, second } = dbs);
      await db.exec('CREATE TABLE made (id serial PRIMARY KEY, what text)');
      [{ id: userId }] = await db.query<{ id: number }>(
        "INSERT INTO users (username, mobile, password_hash) VALUES ('idem', '13700000001', 'x') RETURNING id",
      );
    });

    const make = (pool: Db, key: string | undefined, what: string, delayMs = 0) =>
      idempotent(pool, request(key, { what }), userId, async (q) => {
        const [row] = await q.query<{ id: number }>('INSERT INTO made (what) VALUES ($1) RETURNING id', [what]);
        if (delayMs) await q.query('SELECT pg_sleep($1)', [delayMs / 1000]);
        return { data: { id: row.id }, msg: '已创建' };
      });

    it('creates once for 20 concurrent requests with one key and gives all of them the first answer', async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => make(i % 2 ? second : db, 'key-concurrent-1', 'a', 50)));
      const ids = new Set(answers.map((a) => a.data.id));
      expect(ids.size).toBe(1);
      expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
      const [n] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM made WHERE what = 'a'");
      expect(n.n).toBe(1);
    });

    it('refuses the same key with another body, and creates nothing for it', async () => {
      await make(db, 'key-body-0001', 'b');
      await expect(make(second, 'key-body-0001', 'c')).rejects.toThrow('该请求标识已用于另一个请求');
      const [n] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM made WHERE what = 'c'");
      expect(n.n).toBe(0);
    });

    it('lets a retry run when the first attempt failed and left nothing', async () => {
      await expect(
        idempotent(db, request('key-fails-001', { what: 'd' }), userId, async (q) => {
          await q.query("INSERT INTO made (what) VALUES ('d')");
          throw new Error('sold out');
        }),
      ).rejects.toThrow('sold out');
      const retry = await make(second, 'key-fails-001', 'd');
      expect(retry.replayed).toBe(false);
      const [n] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM made WHERE what = 'd'");
      expect(n.n).toBe(1);
    });

    it('creates every time without a key, and refuses a malformed key', async () => {
      await make(db, undefined, 'e');
      await make(db, undefined, 'e');
      const [n] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM made WHERE what = 'e'");
      expect(n.n).toBe(2);
      await expect(make(db, 'short', 'f')).rejects.toThrow('Idempotency-Key 格式不正确');
    });
  });

  describe('through HTTP', () => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await createTestApp({
        extend(app) {
          app.post<{ Body: { what: string } }>('/api/test/make', async (req) => {
            const me = currentUser(req);
            const answer = await idempotent(app.db, req, me.id, async (q) => {
              const [row] = await q.query<{ n: number }>("SELECT count(*)::int AS n FROM app_meta WHERE key LIKE 'made:%'");
              await q.query("INSERT INTO app_meta (key, value) VALUES ('made:' || $1, $2)", [row.n, req.body.what]);
              return { data: { n: row.n }, msg: '已创建' };
            });
            return ok(answer.data, answer.msg);
          });
        },
      });
      token = await tokenFor(t.db, '13800138000');
    });
    afterAll(() => t.close());

    const post = (key: string | undefined, user = token) =>
      t.app.inject({
        method: 'POST',
        url: '/api/test/make',
        headers: { token: user, ...(key ? { 'idempotency-key': key } : {}) },
        payload: { what: 'x' },
      });

    it('answers a retried request with the first answer and creates nothing more', async () => {
      const first = (await post('http-key-0001')).json();
      const again = (await post('http-key-0001')).json();
      expect(again).toMatchObject({ code: 1, msg: '已创建', data: first.data });
      const [n] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM app_meta WHERE key LIKE 'made:%'");
      expect(n.n).toBe(1);
    });

    it('keeps keys per user: another user with the same key gets their own answer', async () => {
      const other = await tokenFor(t.db, '13900139000');
      await post('http-key-0002');
      const theirs = (await post('http-key-0002', other)).json();
      expect(theirs.code).toBe(1);
      const [n] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM app_meta WHERE key LIKE 'made:%'");
      expect(n.n).toBe(3);
    });
  });
});
