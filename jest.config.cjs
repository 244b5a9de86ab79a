// Every package's tests in one run: `npx jest` at the root (npm test runs it, see scripts/test.mjs).
module.exports = {
  projects: ['build', 'shared', 'shell', 'mf-meeting', 'mf-hotel', 'mf-order-invoice', 'mf-account', 'mf-verify', 'mf-admin', 'server'].map((d) => `<rootDir>/${d}`),
};
