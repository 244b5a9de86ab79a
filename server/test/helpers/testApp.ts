import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import { migrate } from '../../src/db/migrate';
import { seedDemoData } from '../../src/seed';
import type { Db } from '../../src/db';
import { issueToken } from '../../src/http/tokens';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/**
 * A fresh database per test file: in-memory PGlite, or, when TEST_DATABASE_URL is set,
 * a schema of its own on that PostgreSQL server (dropped afterwards).
 */
export async function openTestDb(): Promise<{ db: Db; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openPglite();
    return { db, drop: () => db.close() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres({ connectionString: url, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = await openPostgres({ connectionString: url, options: `-c search_path=${schema}` });
  return {
    db,
    async drop() {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

export interface TestAppOptions {
  seed?: boolean;
  env?: Record<string, string>;
  /** Routes a test adds to exercise shared mechanisms (auth, validation). */
  extend?: (app: FastifyInstance) => void;
}

export async function createTestApp({ seed = true, env = {}, extend }: TestAppOptions = {}): Promise<TestApp> {
  const { db, drop } = await openTestDb();
  await migrate(db);
  const config = { ...loadConfig({ ...process.env, ...env }), serveApps: false, uploadDir: `/tmp/conf-test-uploads-${process.pid}` };
  if (seed) await seedDemoData(db, config);
  const app = await buildApp(db, config);
  extend?.(app);
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await drop();
    },
  };
}

/** A valid token for the user with this mobile, issued directly (for tests of other slices). */
export async function tokenFor(db: Db, mobile: string): Promise<string> {
  const [user] = await db.query<{ id: number }>('SELECT id FROM users WHERE mobile = $1', [mobile]);
  if (!user) throw new Error(`no user ${mobile}`);
  return issueToken(db, user.id);
}

/** Logs in through api/user/login, as the app does, and returns the token. */
export async function loginAs(app: FastifyInstance, account: string, password = 'demo123456'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/user/login', payload: { account, password } });
  const body = res.json();
  if (body.code !== 1) throw new Error(`login as ${account} failed: ${body.msg}`);
  return body.data.userinfo.token;
}

/** The newest SMS code sent to a mobile (what the console provider logged). */
export async function smsCodeFor(db: Db, mobile: string): Promise<string> {
  const [row] = await db.query<{ code: string }>('SELECT code FROM sms_codes WHERE mobile = $1 ORDER BY id DESC LIMIT 1', [mobile]);
  if (!row) throw new Error(`no SMS code for ${mobile}`);
  return row.code;
}

/** POSTs a JSON body as a client at `ip` (default 127.0.0.1), with a token when given; answers the parsed envelope. */
export async function postApi(app: FastifyInstance, url: string, payload: object = {}, opts: { token?: string; ip?: string } = {}) {
  const headers: Record<string, string> = {};
  if (opts.token) headers.token = opts.token;
  const res = await app.inject({ method: 'POST', url, payload, headers, remoteAddress: opts.ip ?? '127.0.0.1' });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
}
