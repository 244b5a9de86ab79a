const { createAppConfig } = require('../build/webpack-app.cjs');
const { shell } = require('../build/remotes.cjs');

module.exports = createAppConfig({ dir: __dirname, name: shell.name, devPort: shell.devPort, host: true });
