import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The compiled server, as `npm start` runs it (npm test builds before running jest).
const DIST = path.resolve(__dirname, '../dist');
const PORT = 18000 + (process.pid % 1000);
const BASE = `http://127.0.0.1:${PORT}`;

function startServer(dataDir: string): { child: ChildProcess; output: () => string } {
  let out = '';
  const child = spawn(process.execPath, [path.join(DIST, 'index.js')], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, SERVE_APPS: 'false', LOG_LEVEL: 'info', DATABASE_URL: '' },
  });
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  return { child, output: () => out };
}

async function waitHealthy(): Promise<void> {
  for (let i = 0; i < 150; i += 1) {
    const ok = await fetch(`${BASE}/api/health`).then((r) => r.ok, () => false);
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
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);
    expect(first.output()).toContain('shutting down');

    // An organiser changes the theme with the admin CLI while the server is stopped.
    const cli = execFileSync(process.execPath, [path.join(DIST, 'cli/index.js'), 'set-config', '--key', 'theme_colors', '--value', '#1989fa'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    }).toString();
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
      const cli = (...args: string[]) =>
        new Promise<{ code: number | null; out: string }>((resolve) => {
          const child = spawn(process.execPath, [path.join(DIST, 'cli/index.js'), ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
          let out = '';
          child.stdout.on('data', (d) => (out += d));
          child.stderr.on('data', (d) => (out += d));
          child.on('exit', (code) => resolve({ code, out }));
        });
      // The server holds the embedded database; the CLI reaches it through the server's admin socket.
      expect(await cli('set-config', '--key', 'theme_colors', '--value', '#07c160')).toMatchObject({ code: 0, out: expect.stringContaining('已设置 theme_colors') });
      const config = (await (await fetch(`${BASE}/api/wyms/config/config`)).json()) as { data: { theme_colors: string } };
      expect(config.data.theme_colors).toBe('#07c160');
      expect(await cli('reject-refund', '--order', 'M2026112300000000000000', '--reason', '测试')).toMatchObject({ code: 1, out: expect.stringContaining('订单不存在') });
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
});
