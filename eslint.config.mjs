// ESLint 9 flat config for every package: TypeScript rules, the rules of hooks, and the import boundaries
// of the micro-frontends (`npm run lint`; `npm test` runs it too).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { SHELL_ON_DEMAND, SHELL_ON_DEMAND_FILES } = require('./build/federation-shared.cjs');
const { remotes, shell } = require('./build/remotes.cjs');

const APPS = [shell.dir, ...remotes.map((r) => r.dir)];
const BROWSER_CODE = ['shared/src/**/*.{ts,tsx}', 'form/src/**/*.{ts,tsx}', ...APPS.map((app) => `${app}/src/**/*.{ts,tsx}`)];
// react-vant is shared one component at a time, and its icons are bundled one by one where drawn: the kit's index
// would bring every component into the page and break the sharing, the icon set's every icon.
const KIT_INDEXES = [
  { name: 'react-vant', message: "按组件引入：import { Button } from 'react-vant/es/button'" },
  { name: '@react-vant/icons', message: "按图标引入：import Arrow from '@react-vant/icons/es/Arrow'" },
];
// What the shell provides on demand only (build/federation-shared.cjs): code in its first script (the shell,
// @conf/shared) imports these with `await import(...)`; a static import would fail at run time. Their types
// are free: a type import leaves nothing in the build.
const SHELL_ON_DEMAND_PATHS = SHELL_ON_DEMAND.map((c) => ({
  name: `react-vant/es/${c}`,
  allowTypeImports: true,
  message: `按需加载：const { … } = await import('react-vant/es/${c}')（见 build/federation-shared.cjs）`,
}));
// Toasts and imperative dialogs go through @conf/shared's `toast` and `dialog`, which fetch react-vant's on the
// first one shown: a remote importing them itself made each of its pages wait for them before rendering.
const TOAST_FROM_SHARED = { name: 'react-vant/es/toast', message: "提示用 @conf/shared 的 toast（首次显示时才加载）：toast.fail('…')" };
// Forms are @conf/form's: react-vant's Form brings rc-field-form (16 KiB gzip) to every page with a form.
const FORM_FROM_PACKAGE = { name: 'react-vant/es/form', message: "表单用 @conf/form：import { Form } from '@conf/form'" };
// Its SubmitBar and Stepper too: react-vant's bring a locale table, typing, long press and number formatting (2 to
// 3 KiB gzip each) the pages never use, and its Stepper names its buttons in English.
const SUBMIT_BAR_FROM_PACKAGE = {
  name: 'react-vant/es/submit-bar',
  message: "提交栏用 @conf/form：import { SubmitBar } from '@conf/form'",
};
const STEPPER_FROM_PACKAGE = { name: 'react-vant/es/stepper', message: "步进器用 @conf/form：import { Stepper } from '@conf/form'" };
const IMPERATIVE_DIALOG = {
  selector: "MemberExpression[object.name='Dialog'][property.name=/^(confirm|alert|show)$/]",
  message: '对话框用 @conf/shared 的 dialog（首次显示时才加载）：dialog.confirm({ … })',
};
// react-vant's Empty fetches its named pictures from a CDN a venue's intranet may not reach, and the build leaves
// out the one it draws itself (build/loaders/react-vant-es.cjs): an Empty is given @conf/shared's picture.
const EMPTY_PICTURE = {
  selector: "JSXOpeningElement[name.name='Empty']:not(:has(JSXAttribute[name.name='image'] > JSXExpressionContainer > JSXElement))",
  message: 'Empty 的图片用 @conf/shared 的 EmptyImage：<Empty image={<EmptyImage kind="network" />} …>',
};
// The build exports react-vant's Input without TextArea attached (build/loaders/react-vant-es.cjs), so a text field
// does not bring it: a textarea is react-vant's TextArea, imported from its own folder. (The console's antd Input is not react-vant's.)
const INPUT_TEXTAREA = {
  selector:
    "JSXMemberExpression[object.name='Input'][property.name='TextArea'], MemberExpression[object.name='Input'][property.name='TextArea']",
  message: "多行输入用 TextArea：import { TextArea } from 'react-vant/es/text-area'",
};
const SHARED_ENTRY_ONLY = {
  regex: '^@conf/shared/(?!src/testing/)',
  message: '只从 @conf/shared 的公开入口引入（测试工具 src/testing 除外）',
};
// The router comes from @conf/shared: an app importing react-router-dom itself would get a router of its own,
// whose contexts the site's <BrowserRouter> does not fill.
const ROUTER_PACKAGES = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message: "路由从 @conf/shared 引入：import { Link, useNavigate } from '@conf/shared'",
}));
const TESTS = ['**/*.test.{ts,tsx}', '**/src/testing/**'];
const restrictedImports = (paths) => ({ '@typescript-eslint/no-restricted-imports': ['error', { paths, patterns: [SHARED_ENTRY_ONLY] }] });

export default tseslint.config(
  // What .gitignore leaves out is not ours to lint either (a Playwright report or a coverage run holds bundled JS).
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'e2e/.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      'bench/.data/**',
      'bench/profiles/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // Named `_x` on purpose: a parameter a callback's signature requires but this code does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Prettier (.prettierrc.json, checked with the lint) wraps code at 140; a string, a URL or a pattern is kept whole.
      'max-len': ['error', { code: 140, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true }],
    },
  },
  {
    // TypeScript checks these (noUnusedLocals and noUnusedParameters in tsconfig.base.json and server/tsconfig.json,
    // run by `npm test`), so the rule above, about a fifth of the lint's time, would only say it again.
    files: [...BROWSER_CODE, 'server/src/**/*.ts', 'server/test/**/*.ts', 'e2e/tests/**/*.ts', 'e2e/playwright.config.ts'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: BROWSER_CODE,
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  // Which imports each kind of browser code may not make; a later block replaces an earlier one's list.
  { files: ['shared/src/**/*.{ts,tsx}', 'form/src/**/*.{ts,tsx}'], rules: restrictedImports(KIT_INDEXES) },
  { files: APPS.map((app) => `${app}/src/**/*.{ts,tsx}`), rules: restrictedImports([...KIT_INDEXES, ...ROUTER_PACKAGES]) },
  { files: ['shared/src/**/*.{ts,tsx}'], ignores: TESTS, rules: restrictedImports([...KIT_INDEXES, ...SHELL_ON_DEMAND_PATHS]) },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    ignores: [...TESTS, ...SHELL_ON_DEMAND_FILES],
    rules: restrictedImports([...KIT_INDEXES, ...ROUTER_PACKAGES, ...SHELL_ON_DEMAND_PATHS]),
  },
  { files: SHELL_ON_DEMAND_FILES, rules: restrictedImports([...KIT_INDEXES, ...ROUTER_PACKAGES]) },
  { files: BROWSER_CODE, ignores: TESTS, rules: { 'no-restricted-syntax': ['error', EMPTY_PICTURE] } },
  {
    files: APPS.filter((app) => app !== 'shell').map((app) => `${app}/src/**/*.{ts,tsx}`),
    ignores: TESTS,
    rules: {
      ...restrictedImports([
        ...KIT_INDEXES,
        ...ROUTER_PACKAGES,
        TOAST_FROM_SHARED,
        FORM_FROM_PACKAGE,
        SUBMIT_BAR_FROM_PACKAGE,
        STEPPER_FROM_PACKAGE,
      ]),
      'no-restricted-syntax': ['error', IMPERATIVE_DIALOG, EMPTY_PICTURE, INPUT_TEXTAREA],
    },
  },
  { files: ['mf-admin/src/**/*.{ts,tsx}'], ignores: TESTS, rules: { 'no-restricted-syntax': ['error', IMPERATIVE_DIALOG, EMPTY_PICTURE] } },
  {
    // Import boundaries: an app (the shell or a remote) imports no other app, only @conf/shared and its
    // own code; inside an app a feature reaches another feature only through its public entry,
    // src/features/<feature>/index.ts; the shared library imports no app. @conf/contract (what the server and
    // the pages agree on) may be imported by every app, the shared library and the server, and imports none of them.
    files: ['contract/src/**/*.ts', 'form/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}', ...APPS.map((app) => `${app}/src/**/*.{ts,tsx}`)],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] } },
      'boundaries/elements': [
        // Before `feature`, whose pattern would take the server's features for an app's.
        { type: 'server', pattern: 'server/src' },
        { type: 'feature', pattern: '*/src/features/*', capture: ['app', 'feature'] },
        { type: 'app', pattern: `(${APPS.join('|')})/src`, capture: ['app'] },
        { type: 'shared', pattern: 'shared/src' },
        { type: 'contract', pattern: 'contract/src' },
        { type: 'form', pattern: 'form/src' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'shared' } },
              disallow: [{ to: { element: { types: { anyOf: ['app', 'feature'] } } } }],
              message: '@conf/shared 不能引入任何应用的代码',
            },
            {
              from: { element: { type: 'contract' } },
              disallow: [{ to: { element: { types: { anyOf: ['app', 'feature', 'shared', 'server'] } } } }],
              message: '@conf/contract 不能引入应用、@conf/shared 或服务端的代码：它被它们共同引入',
            },
            {
              from: { element: { type: 'form' } },
              disallow: [{ to: { element: { types: { anyOf: ['app', 'feature', 'shared', 'server'] } } } }],
              message: '@conf/form 只用 React 与 react-vant：它被各应用打包进自己的页面',
            },
            {
              from: { element: { types: { anyOf: ['app', 'feature', 'shared'] } } },
              disallow: [{ to: { element: { type: 'server' } } }],
              message: '页面不能引入服务端的代码：双方共用的规则与结构放在 @conf/contract',
            },
            {
              from: { element: { types: { anyOf: ['app', 'feature'] } } },
              disallow: [
                { to: { element: { types: { anyOf: ['app', 'feature'] }, captured: { app: '!{{ from.element.captured.app }}' } } } },
              ],
              message: '不能引入另一个应用（{{ to.element.captured.app }}）的代码：跨应用只经由 @conf/shared 或模块联邦',
            },
            {
              from: { element: { types: { anyOf: ['app', 'feature'] } } },
              disallow: [
                {
                  to: {
                    element: {
                      type: 'feature',
                      captured: { app: '{{ from.element.captured.app }}', feature: '!{{ from.element.captured.feature }}' },
                      fileInternalPath: '!index.ts',
                    },
                  },
                },
              ],
              message: '跨功能只经由公开入口 features/{{ to.element.captured.feature }}/index.ts 引入',
            },
          ],
        },
      ],
    },
  },
  {
    // Server layers, from the top: features (server/src/features/<f>, each reached by the others only through
    // its public entry index.ts), then core (the transaction core: stock, idempotency, audit, jobs), then http
    // (the web plumbing: envelope, auth hook, schemas), then db and lib. core and db import no feature; http
    // imports neither a feature nor core, so a rule of money or stock never depends on how it is served.
    files: ['server/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      'boundaries/elements': [
        { type: 'server-feature', pattern: 'server/src/features/*', capture: ['feature'] },
        { type: 'server-core', pattern: 'server/src/core' },
        { type: 'server-http', pattern: 'server/src/http' },
        { type: 'server-db', pattern: 'server/src/db' },
        { type: 'server-lib', pattern: 'server/src/lib' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'server-feature' } },
              disallow: [
                {
                  to: {
                    element: {
                      type: 'server-feature',
                      captured: { feature: '!{{ from.element.captured.feature }}' },
                      fileInternalPath: '!index.ts',
                    },
                  },
                },
              ],
              message: '跨功能只经由公开入口 features/{{ to.element.captured.feature }}/index.ts 引入',
            },
            {
              from: { element: { types: { anyOf: ['server-core', 'server-db', 'server-lib'] } } },
              disallow: [{ to: { element: { types: { anyOf: ['server-feature', 'server-http'] } } } }],
              message: 'core、db、lib 不能引入功能或 http 层的代码',
            },
            {
              from: { element: { type: 'server-http' } },
              disallow: [{ to: { element: { types: { anyOf: ['server-feature', 'server-core'] } } } }],
              message: 'http 层不能引入功能或 core 的代码',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'shared/src/testing/**', '*/src/testing/**', 'build/jest-setup*.ts'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    // jest.isolateModules hands modules over through require().
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['server/**/*.ts', 'e2e/**/*.ts', 'scripts/**/*.mjs', 'build/**/*.{cjs,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Server tests read the API's JSON answers field by field; typing each answer would only restate the routes.
    files: ['server/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The benchmark also runs code in the page (page.evaluate).
    files: ['scripts/bench.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
