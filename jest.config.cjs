// Every package's tests in one run: `npx jest` at the root (npm test runs it, see scripts/test.mjs).
const { remotes, shell } = require('./build/remotes.cjs');

module.exports = {
  projects: ['build', 'contract', 'form', 'shared', shell.dir, ...remotes.map((r) => r.dir), 'server'].map((d) => `<rootDir>/${d}`),
};
