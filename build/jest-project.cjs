// One jest project definition for every package; each package's jest.config.cjs names only itself.
const path = require('node:path');

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2020' } },
];

/** @param {string} dir package folder  @param {{ node?: boolean }} [o] node: a server package */
module.exports = function jestProject(dir, o = {}) {
  const name = path.basename(dir);
  // @conf/contract from its source: under the node condition its package names the compiled dist/ (what the
  // built server runs), which a test run must not depend on.
  const contract = { '^@conf/contract$': path.join(__dirname, '../contract/src/index.ts') };
  const base = {
    displayName: name,
    rootDir: dir,
    transform: { '^.+\\.([cm]?js|tsx?)$': swc },
    testMatch: ['<rootDir>/{src,test}/**/*.test.{ts,tsx}'],
    moduleNameMapper: contract,
  };
  // Server dependencies increasingly ship ES modules only (cookie, content-disposition) and PGlite's CommonJS
  // build loads parts of itself with import(); compiling node_modules too lets jest run them all as CommonJS.
  if (o.node)
    return {
      ...base,
      testEnvironment: 'node',
      transformIgnorePatterns: [],
      setupFilesAfterEnv: [path.join(__dirname, 'jest-setup-node.ts')],
    };
  return {
    ...base,
    testEnvironment: 'jsdom',
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.ts')],
    moduleNameMapper: {
      ...contract,
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'jest-style-stub.cjs'),
      // The apps import react-vant and its icons file by file from their ES module builds; jest runs the
      // CommonJS builds of the same files.
      '^react-vant/es/(.*)$': 'react-vant/lib/$1',
      '^@react-vant/icons/es/(.*)$': '@react-vant/icons/lib/$1',
    },
    globals: { __BUILD_ID__: 'test-build', __APP_VERSION__: '0.0.0-test', __BUILD_LABEL__: '' },
  };
};
