import { spawn, spawnSync, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { privateSocketDir } from '../src/cli/adminSocket';
import { productionEnv } from './helpers/productionEnv';

// The compiled server, as `npm start` runs it (npm test builds before running jest).
const DIST = path.resolve(__dirname, '../dist');
const PORT = 18000 + (process.pid % 1000);
const BASE = `http://127.0.0.1:${PORT}`;

const REPO = path.resolve(__dirname, '../..');
/** The environment of the test run without the settings a test gives itself (NODE_ENV is jest's `test`). */
const baseEnv = () => {
  const env: Record<string, string | undefined> = { ...process.env, NODE_ENV: '' };
  for (const name of Object.keys(productionEnv())) delete env[name];
  return env;
};

function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  script = path.join(DIST, 'index.js'),
): { child: ChildProcess; output: () => string } {
  let out = '';
  const child = spawn(process.execPath, [script], {
    cwd: REPO,
    env: { ...baseEnv(), PORT: String(PORT), DATA_DIR: dataDir, SERVE_APPS: 'false', LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
  });
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  return { child, output: () => out };
}

async function waitHealthy(): Promise<void> {
  for (let i = 0; i < 150; i += 1) {
    const ok = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

describe('the server process', () => {
  let dataDir: string;
  beforeAll(() => {
    if (!fs.existsSync(path.join(DIST, 'index.js'))) throw new Error('server/dist is missing: run `node scripts/build.mjs server` first');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'conf-process-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('seeds once, shuts down gracefully, and keeps its data across a restart and an admin CLI change', async () => {
    const first = startServer(dataDir);
    await waitHealthy();
    expect(first.output()).toContain('demo data loaded');
    // It says what it runs with: not production, the sandbox, which database, demo data on.
    expect(first.output()).toContain(
      `mode: development, payments: Alipay SANDBOX (this server's /_sandbox gateway, no real money), database: PGlite (${dataDir}), demo data: on, sms: console`,
    );
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);
    expect(first.output()).toContain('shutting down');

    // An organiser changes the theme with the admin CLI while the server is stopped.
    const cli = execFileSync(
      process.execPath,
      [path.join(DIST, 'cli/index.js'), 'set-config', '--key', 'theme_colors', '--value', '#1989fa'],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      },
    ).toString();
    expect(cli).toContain('已设置 theme_colors');

    const second = startServer(dataDir);
    try {
      await waitHealthy();
      expect(second.output()).not.toContain('demo data loaded');
      expect(second.output()).not.toContain('migrations applied');
      const config = (await (await fetch(`${BASE}/api/wyms/config/config`)).json()) as { data: { theme_colors: string } };
      expect(config.data.theme_colors).toBe('#1989fa');
    } finally {
      second.child.kill('SIGTERM');
      await exited(second.child);
    }
  }, 180_000);

  it('runs admin commands in the running server on PGlite, and refuses a second server on the same data folder', async () => {
    const run = startServer(dataDir);
    try {
      await waitHealthy();
      // The admin socket is in a folder only the server's user can enter.
      expect(fs.statSync(path.join(dataDir, 'admin')).mode & 0o777).toBe(0o700);
      expect(fs.existsSync(path.join(dataDir, 'admin/admin.sock'))).toBe(true);
      const cli = (...args: string[]) =>
        new Promise<{ code: number | null; out: string }>((resolve) => {
          const child = spawn(process.execPath, [path.join(DIST, 'cli/index.js'), ...args], {
            env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
          });
          let out = '';
          child.stdout.on('data', (d) => (out += d));
          child.stderr.on('data', (d) => (out += d));
          child.on('exit', (code) => resolve({ code, out }));
        });
      // The server holds the embedded database; the CLI reaches it through the server's admin socket.
      expect(await cli('set-config', '--key', 'theme_colors', '--value', '#07c160')).toMatchObject({
        code: 0,
        out: expect.stringContaining('已设置 theme_colors'),
      });
      const config = (await (await fetch(`${BASE}/api/wyms/config/config`)).json()) as { data: { theme_colors: string } };
      expect(config.data.theme_colors).toBe('#07c160');
      expect(await cli('reject-refund', '--order', 'M2026112300000000000000', '--reason', '测试')).toMatchObject({
        code: 1,
        out: expect.stringContaining('订单不存在'),
      });
      const second = startServer(dataDir);
      expect(await exited(second.child)).not.toBe(0);
      expect(second.output()).toContain('正被另一个服务进程使用');
    } finally {
      run.child.kill('SIGTERM');
      await exited(run.child);
    }
  }, 180_000);

  it('refuses a bad theme colour in the admin CLI and changes nothing', () => {
    let failed = false;
    try {
      execFileSync(process.execPath, [path.join(DIST, 'cli/index.js'), 'set-config', '--key', 'theme_colors', '--value', 'brown'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        stdio: 'pipe',
      });
    } catch (error) {
      failed = true;
      expect(String((error as { stderr: Buffer }).stderr)).toContain('主题色须为 3 位或 6 位十六进制颜色');
    }
    expect(failed).toBe(true);
  }, 30_000);

  it('creates the admin socket folder 0700, and refuses one that others can enter or that someone else owns', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'conf-admin-'));
    try {
      privateSocketDir(path.join(root, 'new'));
      expect(fs.statSync(path.join(root, 'new')).mode & 0o777).toBe(0o700);
      fs.mkdirSync(path.join(root, 'open'), { mode: 0o755 });
      fs.chmodSync(path.join(root, 'open'), 0o755);
      expect(() => privateSocketDir(path.join(root, 'open'))).toThrow('权限为 755，同组或其他用户也能进入（应为 700）');
      fs.mkdirSync(path.join(root, 'group'), { mode: 0o710 });
      fs.chmodSync(path.join(root, 'group'), 0o710);
      expect(() => privateSocketDir(path.join(root, 'group'))).toThrow('权限为 710');
      fs.symlinkSync(path.join(root, 'new'), path.join(root, 'link'));
      expect(() => privateSocketDir(path.join(root, 'link'))).toThrow('不是目录');
      if (process.getuid?.() === 0) {
        fs.mkdirSync(path.join(root, 'theirs'), { mode: 0o700 });
        fs.chownSync(path.join(root, 'theirs'), 65534, 65534);
        expect(() => privateSocketDir(path.join(root, 'theirs'))).toThrow('属于另一个用户（uid 65534）');
      }
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('does not start with its admin socket folder open to others', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'conf-process-open-'));
    try {
      fs.mkdirSync(path.join(dir, 'admin'), { mode: 0o777 });
      fs.chmodSync(path.join(dir, 'admin'), 0o777);
      const run = startServer(dir, { DEMO_DATA: 'off' });
      expect(await exited(run.child)).toBe(1);
      expect(run.output()).toContain(`管理接口目录 ${path.join(dir, 'admin')} 权限为 777`);
      expect(fs.existsSync(path.join(dir, 'admin/admin.sock'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('settings refused at start', () => {
  const refused = async (env: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'conf-refused-'));
    try {
      const run = startServer(dir, env);
      const code = await exited(run.child);
      return { code, output: run.output(), files: fs.readdirSync(dir) };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };

  it('npm start with NODE_ENV=production and nothing else: refuses, naming each missing setting, before touching the data folder', async () => {
    const { code, output, files } = await refused({ NODE_ENV: 'production', SKIP_BUILD: '1' });
    expect(code).toBe(1);
    for (const name of [
      'ALIPAY_APP_ID',
      'ALIPAY_PRIVATE_KEY',
      'ALIPAY_PUBLIC_KEY',
      'PUBLIC_BASE_URL',
      'INVOICE_SELLER_NAME',
      'INVOICE_SELLER_TAX_NO',
      'INVOICE_SELLER_ADDRESS',
      'INVOICE_SELLER_PHONE',
      'INVOICE_SELLER_BANK',
      'INVOICE_SELLER_ACCOUNT',
      'SMS_PROVIDER',
    ]) {
      expect(output).toMatch(new RegExp(`^  - ${name}[=：]`, 'm'));
    }
    expect(output).toContain('配置有误，服务不启动');
    expect(output).not.toMatch(/at \w+ \(/);
    expect(files).toEqual([]);
  }, 60_000);

  it('APP_ENV=production is production too', async () => {
    const { code, output } = await refused({ APP_ENV: 'production' });
    expect(code).toBe(1);
    expect(output).toMatch(/^ {2}- ALIPAY_APP_ID：未设置/m);
  }, 60_000);

  it('refuses a port that is not a number and an unknown mode', async () => {
    const { code, output } = await refused({ PORT: 'abc', NODE_ENV: 'staging' });
    expect(code).toBe(1);
    expect(output).toContain('PORT=abc：应为 0 到 65535 之间的整数');
    expect(output).toContain('NODE_ENV=staging：可选值为 development、production、test');
  }, 60_000);

  it('does not start in live mode without the Alipay public key (its answers could not be checked)', async () => {
    const { ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY } = productionEnv();
    const { code, output } = await refused({ ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY });
    expect(code).toBe(1);
    expect(output).toMatch(/^ {2}- ALIPAY_PUBLIC_KEY：未设置/m);
  }, 60_000);

  it('the admin CLI refuses the same settings, with the message and not a stack', () => {
    const res = spawnSync(process.execPath, [path.join(DIST, 'cli/index.js'), 'set-config', '--key', 'site_name', '--value', 'x'], {
      env: { ...baseEnv(), DATA_DIR: os.tmpdir(), PORT: 'abc' },
      encoding: 'utf8',
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('失败：配置有误，服务不启动：\n  - PORT=abc：应为 0 到 65535 之间的整数');
    expect(res.stderr).not.toMatch(/at \w+ \(/);
  }, 30_000);

  it('production refuses the console SMS provider and demo data, whatever else is set', async () => {
    const { code, output } = await refused({ ...productionEnv(), SMS_PROVIDER: 'console', DEMO_DATA: 'on' });
    expect(code).toBe(1);
    expect(output).toMatch(/^ {2}- SMS_PROVIDER=console：/m);
    expect(output).toMatch(/^ {2}- DEMO_DATA=on：/m);
  }, 60_000);
});

describe('production mode, started as npm start starts it', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'conf-production-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const npmStart = (env: Record<string, string>) =>
    startServer(dir, { ...productionEnv(), SKIP_BUILD: '1', ...env }, path.join(REPO, 'scripts/start.mjs'));

  it('starts with everything set: live Alipay, no sandbox, no demo data or demo accounts', async () => {
    const run = npmStart({});
    try {
      await waitHealthy();
      expect(run.output()).toContain(
        `mode: production, payments: Alipay live (app 2021000000000001, https://openapi.alipay.com/gateway.do), database: PGlite (${dir}), demo data: off, sms: aliyun`,
      );
      expect(run.output()).not.toContain('demo data loaded');
      for (const url of ['/_sandbox/alipay/gateway.do', '/_sandbox/alipay/pay?out_trade_no=M1'])
        expect((await fetch(`${BASE}${url}`)).status).toBe(404);
      const login = (await (
        await fetch(`${BASE}/api/user/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ account: '13800138000', password: 'demo123456' }),
        })
      ).json()) as { code: number };
      expect(login.code).toBe(0);
      const meetings = (await (await fetch(`${BASE}/api/wyms/meeting/meeting/index?page=1&limit=3`)).json()) as {
        code: number;
        data: { data: unknown[] };
      };
      expect(meetings).toMatchObject({ code: 1, data: { data: [] } });
    } finally {
      run.child.kill('SIGTERM');
      expect(await exited(run.child)).toBe(0);
    }
  }, 120_000);

  it('refuses a database that still has the demo accounts with their published password', async () => {
    const dev = startServer(dir);
    await waitHealthy();
    expect(dev.output()).toContain('demo data loaded');
    dev.child.kill('SIGTERM');
    await exited(dev.child);
    const run = npmStart({});
    expect(await exited(run.child)).toBe(1);
    expect(run.output()).toContain('数据库中的演示账号 13600136000、13700137000、13800138000、13900139000 仍使用公开的演示密码');
  }, 180_000);
});
