// The one declaration of what the shell and every remote share at run time.
// Everything here is a singleton: two Reacts break hooks, two copies of @conf/shared would mean two session
// stores (two logins) and two routers (the router is @conf/shared's, navigation/router.ts), two react-vant
// Popups two z-index counters.
const fs = require('node:fs');
const path = require('node:path');
const semver = require('semver');
const YAML = require('yaml');

const root = path.resolve(__dirname, '..');
const catalog = YAML.parse(fs.readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8')).catalog;
const SHARED_PACKAGE = '@conf/shared';

/** The version of @conf/shared in this checkout: what the shell built from it provides. */
function sharedVersion() {
  return JSON.parse(fs.readFileSync(path.join(root, 'shared/package.json'), 'utf8')).version;
}

/**
 * The range of @conf/shared an app declares it needs, from its package.json (`workspace:^1.1.0`).
 * Fails the build when the range is not semver, or when the shared library of this checkout (what the
 * shell built with it provides) is outside it: the remote would get the fallback page at run time.
 */
function requiredSharedRange(appDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const declared = pkg.dependencies?.[SHARED_PACKAGE] ?? '';
  const range = declared.replace(/^workspace:/, '');
  const valid = semver.validRange(range);
  if (!valid || valid === '*') {
    throw new Error(`${pkg.name}: 依赖 ${SHARED_PACKAGE} 须写明所需的版本范围，例如 "workspace:^${sharedVersion()}"（现为 "${declared}"）`);
  }
  if (!semver.satisfies(sharedVersion(), range)) {
    throw new Error(
      `${pkg.name} 需要 ${SHARED_PACKAGE} ${range}，而本仓库的 ${SHARED_PACKAGE} 是 ${sharedVersion()}：先升级 shared（见 shared/README.md 的版本规则），或放宽该范围`,
    );
  }
  return range;
}

const VANT = 'react-vant/es/';
const ICONS = '@react-vant/icons/es/';

/** The version of a package react-vant depends on, as installed beside it. */
function vantDependencyVersion(name) {
  const vant = path.dirname(require.resolve('react-vant/package.json', { paths: [path.join(root, 'shared')] }));
  return JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`, { paths: [vant] }), 'utf8')).version;
}

/**
 * The react-vant components the shell and @conf/shared only ever load on demand (`await import(...)`: the
 * login dialog, the shared library's toasts; the tab bar's Badge, in a chunk of the shell's fetched on the main
 * pages only), and the components those bring (Dialog's Popup, Overlay and ActionBar). Most visits show none of
 * the first ones, and a meeting's or a hotel's page no tab bar, so they are not in the shell's first script
 * (7 KiB gzip with react-transition-group). A static import of one of
 * them there would be an eager use of a lazy shared module, which fails at run time: the lint refuses it
 * (eslint.config.mjs).
 */
const SHELL_ON_DEMAND = ['dialog', 'toast', 'popup', 'overlay', 'action-bar', 'badge'];
/** The shell's files that are chunks of their own, never in its first script: they may import the above. */
const SHELL_ON_DEMAND_FILES = ['shell/src/layout/TabBar.tsx'];

/**
 * react-vant's helper folders, each one index re-exporting some thirty hooks or utilities. Shared, an index is
 * whole (a shared module is not tree-shaken): 9.2 KiB gzip in the shell's first script, of which its components
 * use about a third. Their state is per copy and harmless so: a cached root font size, a feature test, a
 * throttle's last time. The one count that must be single, the scroll lock's, is in hooks/use-lock-scroll.js,
 * which Popup and Overlay import by its own path, never through the index, so it lives in their shared chunk.
 */
const VANT_HELPERS = ['hooks', 'utils'];

/** react-vant's component folders, by their name or their index file, but not those of `except`. */
function vantComponents(except) {
  const not = `(?!(?:${except.join('|')})(?:/|$))`;
  return new RegExp(`^${not}[\\w-]+$|/react-vant/es/${not}[\\w-]+/index\\.js$`);
}

/**
 * A package shared file by file under a prefix. `allowNodeModulesSuffixMatch` also catches the package's
 * own relative imports (react-vant's button imports '../loading'), so a component used inside another is
 * the same singleton as the one imported by our code. `entry` says which files are shared: it is tested
 * against the part after the prefix (`button`) and against resolved paths (`.../es/button/index.js`), and
 * keeps a component's private files (its styles, `./Button`) inside that component's chunk.
 */
function perFile(prefix, requiredVersion, entry) {
  return { [prefix]: { singleton: true, requiredVersion, allowNodeModulesSuffixMatch: true, include: { request: entry } } };
}

/**
 * A remote's production build takes the whole packages (React, MobX, @conf/shared...) from the shell, whose first
 * script holds them all, and carries no copy of its own (`import: false`): a copy no page would run, which cost its
 * remoteEntry.js a listing per package and its build a chunk each (1.1 KiB gzip of mf-meeting's remoteEntry.js).
 * react-vant and its icons, file by file, stay the remote's to bring: the shell holds only those it draws itself.
 */
function borrowed(shared) {
  return Object.fromEntries(
    Object.entries(shared).map(([name, options]) => [name, name.endsWith('/') ? options : { ...options, import: false }]),
  );
}

/**
 * @param {string} appDir the app whose node_modules resolve the packages
 * @param {{ eager?: boolean, borrow?: boolean }} options borrow: a remote's production build (borrowed above).
 *   eager: the shell's, whose copies of what it uses go into its main.js.
 *   Loaded lazily, each shared module waited for the one that imported it: the home page fetched 49 scripts
 *   in nine waves before its banner, and on a slow network each wave cost a round trip. Eager, the shell's
 *   part is one file, fewer bytes too (no wrapper per module); a remote still loads what the shell lacks.
 */
function federationShared(appDir, { eager = false, borrow = false } = {}) {
  const shared = sharedOf(appDir);
  if (borrow) return borrowed(shared);
  if (!eager) return shared;
  const firstScript = Object.fromEntries(Object.entries(shared).map(([name, options]) => [name, { ...options, eager: true }]));
  // The shell still provides the on-demand components (one Dialog, one Toast queue for every remote), from
  // their own chunks, fetched when first shown; its first script keeps the components the first page draws.
  firstScript[VANT].include = { request: vantComponents([...SHELL_ON_DEMAND, ...VANT_HELPERS]) };
  const { include: _everyComponent, ...oneComponent } = shared[VANT];
  for (const component of SHELL_ON_DEMAND) firstScript[`${VANT}${component}`] = oneComponent;
  return firstScript;
}

/** @param {string} appDir */
function sharedOf(appDir) {
  const single = (requiredVersion) => ({ singleton: true, requiredVersion });
  const react = single(catalog.react);
  const reactDom = single(catalog['react-dom']);
  return {
    react,
    'react/jsx-runtime': react,
    'react-dom': reactDom,
    'react-dom/client': reactDom,
    mobx: single(catalog.mobx),
    'mobx-react-lite': single(catalog['mobx-react-lite']),
    // react-vant per component folder (es/button, es/popup, es/utils...), loaded when first needed.
    ...perFile(VANT, `^${catalog['react-vant']}`, vantComponents(VANT_HELPERS)),
    // Not the icons: they hold no state, so a copy in each app that draws one is harmless and smaller (a few
    // hundred bytes each) than sharing them, which cost every remoteEntry.js three listings per icon (about 80
    // bytes gzip each, 3.5 KiB for mf-meeting's 46) and a request per icon.
    // But the small files that many chunks import, each of which carried its own copy: IconBase, under every
    // icon, and clsx, under every component (the login page fetched IconBase five times, clsx six, though the
    // shell's first script holds both), and Clear, which Field, Input and TextArea each draw and every form page
    // loads together. Not tslib, nor the other icons react-vant's components draw (Cross, Success): a shared
    // module is not tree-shaken, nor left out of the shell's first script when only its on-demand parts use it,
    // and those cost the shell's first script more (3.5 KiB for tslib, 0.8 for the two icons) than they save.
    ...perFile(ICONS, catalog['@react-vant/icons'], /^(?:IconBase|Clear)$|\/@react-vant\/icons\/es\/(?:IconBase|Clear)\.js$/),
    clsx: single(`^${vantDependencyVersion('clsx')}`),
    // A real version and, per app, the range it needs: a remote that needs a newer shared library than the
    // page's shell provides fails to load (strictVersion) and shows the shell's fallback instead of
    // running against an API that lacks what it calls.
    [SHARED_PACKAGE]: { singleton: true, strictVersion: true, requiredVersion: requiredSharedRange(appDir), version: sharedVersion() },
  };
}

module.exports = { federationShared, requiredSharedRange, sharedVersion, SHARED_PACKAGE, SHELL_ON_DEMAND, SHELL_ON_DEMAND_FILES };
