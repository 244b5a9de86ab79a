const { createRemoteConfig, createPageConfig } = require('../build/webpack-app.cjs');

const remote = createRemoteConfig(__dirname);
// /admin opened directly (the organiser console): its pages without the shell and federation, so antd and
// ECharts, which only this app uses, are never shared with nor offered to the attendee pages.
const page = createPageConfig(__dirname, './src/page/index.tsx');

module.exports = (env, argv = {}) =>
  (argv.mode || 'production') === 'production' ? [remote(env, argv), page(env, argv)] : remote(env, argv);
