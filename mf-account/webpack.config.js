const { createAppConfig } = require('../build/webpack-app.cjs');
const { remotes } = require('../build/remotes.cjs');

const self = remotes.find((r) => r.dir === 'mf-account');

module.exports = createAppConfig({
  dir: __dirname,
  name: self.name,
  devPort: self.devPort,
  exposes: { './routes': './src/routes.tsx' },
  devEntry: './src/standalone.ts',
});
