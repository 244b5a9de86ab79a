import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { federationShared, requiredSharedRange, sharedVersion, SHELL_ON_DEMAND } from '../federation-shared.cjs';
import { remotes, shell } from '../remotes.cjs';

const ROOT = path.resolve(__dirname, '../..');
const APPS = [shell.dir, ...remotes.map((r) => r.dir)];

/** An app folder whose package.json declares `range` for @conf/shared. */
function appDeclaring(range: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'mf-probe', dependencies: { '@conf/shared': range } }));
  return dir;
}

it.each(APPS)('%s declares a range of @conf/shared that this checkout provides', (app) => {
  const range = requiredSharedRange(path.join(ROOT, app));
  expect(range).toMatch(/^[~^]?\d+\.\d+\.\d+$/);
});

it('accepts a range that the checkout satisfies', () => {
  const [major, minor] = sharedVersion().split('.');
  expect(requiredSharedRange(appDeclaring(`workspace:^${major}.${minor}.0`))).toBe(`^${major}.${minor}.0`);
});

it('fails the build of an app that needs a newer shared library than the checkout has', () => {
  const next = `${Number(sharedVersion().split('.')[0]) + 1}.0.0`;
  expect(() => requiredSharedRange(appDeclaring(`workspace:^${next}`))).toThrow(`mf-probe 需要 @conf/shared ^${next}`);
});

it.each(['workspace:*', '*', '', 'latest'])('fails the build of an app that names no version range (%j)', (range) => {
  expect(() => requiredSharedRange(appDeclaring(range))).toThrow('须写明所需的版本范围');
});

it('shares @conf/shared as a strict singleton with its real version and the range the app needs', () => {
  const shared = federationShared(path.join(ROOT, 'mf-hotel'))['@conf/shared'];
  expect(shared).toEqual({
    singleton: true,
    strictVersion: true,
    version: sharedVersion(),
    requiredVersion: requiredSharedRange(path.join(ROOT, 'mf-hotel')),
  });
});

it('shares react-vant per component folder, not its private files, and of the icons only their base and Clear', () => {
  const config = federationShared(path.join(ROOT, 'mf-hotel'));
  const vant = config['react-vant/es/'].include.request as RegExp;
  // What the apps and react-vant's own relative imports ask for, and what those resolve to.
  for (const entry of ['button', 'pull-refresh', 'toast', '/x/node_modules/react-vant/es/nav-bar/index.js'])
    expect(vant.test(entry)).toBe(true);
  for (const own of [
    // The helper folders' indexes: whole when shared, tree-shaken in each app when not.
    'hooks',
    'utils',
    '/x/node_modules/react-vant/es/hooks/index.js',
    '/x/node_modules/react-vant/es/utils/index.js',
    'button/Button',
    'button/style/index.css',
    'utils/dom/render',
    'loading/index.js',
    '/x/node_modules/react-vant/es/button/Button.js',
  ])
    expect(vant.test(own)).toBe(false);
  expect(config['react-vant/es/']).toMatchObject({ singleton: true, allowNodeModulesSuffixMatch: true });
  const icons = config['@react-vant/icons/es/'].include.request as RegExp;
  for (const file of [
    'IconBase',
    'Clear',
    '/x/node_modules/@react-vant/icons/es/IconBase.js',
    '/x/node_modules/@react-vant/icons/es/Clear.js',
  ])
    expect(icons.test(file)).toBe(true);
  for (const icon of [
    'Arrow',
    'ClearO',
    'Cross',
    '/x/node_modules/@react-vant/icons/es/Arrow.js',
    '/x/node_modules/@react-vant/icons/es/index.js',
  ])
    expect(icons.test(icon)).toBe(false);
  expect(config.clsx).toMatchObject({ singleton: true, requiredVersion: expect.stringMatching(/^\^1\./) });
  expect(config.tslib).toBeUndefined();
  // The router is @conf/shared's: federation shares no router package of its own.
  expect(Object.keys(config).filter((key) => key.includes('router'))).toEqual([]);
});

it("puts the shell's shared copies in its first script, but the components it only loads on demand in their own chunks", () => {
  const config = federationShared(path.join(ROOT, 'shell'), { eager: true });
  const firstScript = config['react-vant/es/'];
  expect(firstScript.eager).toBe(true);
  const vant = firstScript.include.request as RegExp;
  for (const entry of ['button', 'nav-bar', 'skeleton', 'pull-refresh', '/x/node_modules/react-vant/es/nav-bar/index.js'])
    expect(vant.test(entry)).toBe(true);
  for (const onDemand of SHELL_ON_DEMAND) {
    expect(vant.test(onDemand)).toBe(false);
    expect(vant.test(`/x/node_modules/react-vant/es/${onDemand}/index.js`)).toBe(false);
    // Still provided by the shell, one singleton for every remote, fetched when first shown.
    expect(config[`react-vant/es/${onDemand}`]).toEqual({
      singleton: true,
      requiredVersion: firstScript.requiredVersion,
      allowNodeModulesSuffixMatch: true,
    });
  }
  for (const helpers of ['hooks', 'utils']) {
    expect(vant.test(helpers)).toBe(false);
    expect(config[`react-vant/es/${helpers}`]).toBeUndefined();
  }
  for (const name of ['react', 'react-dom', 'mobx', '@conf/shared']) expect(config[name].eager).toBe(true);
});

it("has a remote's production build borrow every whole package from the shell's first script, and bring react-vant's files itself", () => {
  const shell = federationShared(path.join(ROOT, 'shell'), { eager: true });
  const remote = federationShared(path.join(ROOT, 'mf-meeting'), { borrow: true });
  const own = federationShared(path.join(ROOT, 'mf-meeting'));
  const whole = Object.keys(remote).filter((name) => !name.endsWith('/'));
  expect(whole).toEqual(expect.arrayContaining(['react', 'react-dom', 'mobx', 'mobx-react-lite', '@conf/shared', 'clsx']));
  for (const name of whole) {
    expect([name, remote[name].import]).toEqual([name, false]);
    // What the shell's first script holds, the singleton and version rules unchanged.
    expect([name, shell[name].eager]).toEqual([name, true]);
    const { import: _none, ...rules } = remote[name];
    expect(rules).toEqual(own[name]);
  }
  for (const prefix of ['react-vant/es/', '@react-vant/icons/es/']) expect(remote[prefix]).toEqual(own[prefix]);
});
