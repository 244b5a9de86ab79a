import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type ServerConfig } from '../../src/config';
import { openPglite, pgliteDb } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import { migrate, migrationFiles, MIGRATIONS_DIR } from '../../src/db/migrate';
import { seedDemoData } from '../../src/seed';
import type { Db } from '../../src/db';
import { issueToken } from '../../src/features/account/auth/sessions';
import { checkAnswers } from './answerCheck';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /**
   * A second API instance on the same database with its own connection pool, as two processes behind a
   * load balancer have (with PGlite, the same database object: it has one connection).
   */
  secondInstance(): Promise<FastifyInstance>;
  /** Listens on a free port (the Alipay SDK reaches the sandbox gateway over real HTTP) and answers its base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/**
 * A fresh database per test file: in-memory PGlite, or, when TEST_DATABASE_URL is set,
 * a schema of its own on that PostgreSQL server (dropped afterwards). `another()` opens a second,
 * separate connection pool on the same database, as a second API instance would have; with PGlite
 * (one connection by nature) it is the same database object.
 */
export async function openTestDb(): Promise<{ db: Db; another(): Promise<Db>; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openPglite();
    return { db, another: async () => db, drop: () => db.close() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres({ connectionString: url, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const open = () => openPostgres({ connectionString: url, options: `-c search_path=${schema}` });
  const db = await open();
  const others: Db[] = [];
  return {
    db,
    async another() {
      const other = await open();
      others.push(other);
      return other;
    },
    async drop() {
      for (const other of others) await other.close();
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

/**
 * openTestDb with every migration applied. On PGlite each database starts from a dumped data directory of
 * a migrated one, made once per set of migrations and PGlite version and kept in node_modules/.cache:
 * initdb and the migrations took about four seconds of every test file's start, loading the image one.
 */
export async function openMigratedTestDb(): ReturnType<typeof openTestDb> {
  if (process.env.TEST_DATABASE_URL) {
    const t = await openTestDb();
    await migrate(t.db);
    return t;
  }
  const db = await pgliteDb(new PGlite({ loadDataDir: await migratedImage() }));
  return { db, another: async () => db, drop: () => db.close() };
}

const IMAGES_DIR = path.resolve(__dirname, '../../../node_modules/.cache/pglite-images');

async function migratedImage(): Promise<Blob> {
  // pnpm's folder of the package names its version.
  const hash = createHash('sha256').update(fs.realpathSync(path.resolve(__dirname, '../../node_modules/@electric-sql/pglite')));
  for (const f of migrationFiles()) hash.update(f).update(fs.readFileSync(path.join(MIGRATIONS_DIR, f)));
  const file = path.join(IMAGES_DIR, `migrated-${hash.digest('hex').slice(0, 16)}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const pg = new PGlite();
  await migrate(await pgliteDb(pg));
  const image = await pg.dumpDataDir('none');
  await pg.close();
  // Written aside and renamed: the other jest worker may be reading or making the same image.
  fs.mkdirSync(IMAGES_DIR, { recursive: true });
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  fs.renameSync(partial, file);
  return image;
}

/**
 * For a test file of the core: a fresh migrated database and a second pool on it (a second API instance),
 * opened before its tests, handed to `ready`, and dropped after them.
 */
export function withMigratedDbs(ready: (dbs: { db: Db; second: Db }) => Promise<void> | void): void {
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const t = await openMigratedTestDb();
    drop = t.drop;
    const second = await t.another();
    await ready({ db: t.db, second });
  });
  afterAll(() => drop());
}

/** True when the tests run against a PostgreSQL server (several connections, real races). */
export const onPostgresServer = () => !!process.env.TEST_DATABASE_URL;

export interface TestAppOptions {
  seed?: boolean;
  env?: Record<string, string>;
  /** Settings beyond what the environment gives (e.g. serving apps from a folder of the test's own). */
  config?: Partial<ServerConfig>;
  /** Routes a test adds to exercise shared mechanisms (auth, validation). */
  extend?: (app: FastifyInstance) => void;
  /** Sees every route the server adds, as it adds it. */
  onRoute?: (route: RouteOptions) => void;
}

export async function createTestApp({
  seed = true,
  env = {},
  config: overrides = {},
  extend,
  onRoute,
}: TestAppOptions = {}): Promise<TestApp> {
  const { db, another, drop } = await openMigratedTestDb();
  const config = {
    ...loadConfig({ ...process.env, ...env }),
    serveApps: false,
    uploadDir: `/tmp/conf-test-uploads-${process.pid}`,
    privateUploadDir: `/tmp/conf-test-private-uploads-${process.pid}`,
    ...overrides,
  };
  if (seed) await seedDemoData(db, config);
  const build = async (on: Db, seeRoutes?: (route: RouteOptions) => void) => {
    const app = await buildApp(on, config, false, (route) => {
      checkAnswers(route);
      seeRoutes?.(route);
    });
    extend?.(app);
    await app.ready();
    return app;
  };
  const app = await build(db, onRoute);
  const others: FastifyInstance[] = [];
  return {
    app,
    db,
    async secondInstance() {
      const other = await build(await another());
      others.push(other);
      return other;
    },
    async listen() {
      await app.listen({ port: 0, host: '127.0.0.1' });
      // Both instances share the config: the sandbox gateway and notify URLs point at this listener.
      config.port = (app.server.address() as AddressInfo).port;
      config.host = '127.0.0.1';
      return `http://127.0.0.1:${config.port}`;
    },
    async close() {
      for (const other of others) await other.close();
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
