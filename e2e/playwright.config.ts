import path from 'node:path';
import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT || 8090);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Per port, so several runs (e.g. developers working in parallel) do not share data. */
export const TMP_DIR = path.join(__dirname, '.tmp', String(E2E_PORT));
/** The runtime remotes config the site reads; tests rewrite it to redeploy a remote. */
export const REMOTES_CONFIG_FILE = path.join(TMP_DIR, 'remotes.json');
/** The console SMS provider appends each code it "sends" here, so tests can type it in. */
export const SMS_LOG_FILE = path.join(TMP_DIR, 'sms.log');

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(TMP_DIR, 'test-results'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One worker: some tests redeploy or stop a remote for the whole site.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    viewport: { width: 375, height: 812 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  webServer: {
    // The site started the way `npm start` starts it, on a fresh data folder.
    command: 'node e2e/scripts/serve.mjs',
    cwd: path.join(__dirname, '..'),
    url: `${BASE_URL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: path.join(TMP_DIR, 'data'),
      REMOTES_CONFIG_FILE,
      SMS_LOG_FILE,
      LOG_LEVEL: 'warn',
      SKIP_BUILD: process.env.SKIP_BUILD ?? '',
    },
  },
});
