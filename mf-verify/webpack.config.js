const path = require('node:path');
const base = require('../build/webpack-app.cjs').createRemoteConfig(__dirname);

// The decoder's worker loads zxing-wasm's self-contained script build, which its package does not export by name.
const ZXING_READER_IIFE = path.join(path.dirname(require.resolve('zxing-wasm/reader')), '../../iife/reader/index.js');

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.resolve.alias = { ...config.resolve.alias, 'zxing-wasm-reader-iife': ZXING_READER_IIFE };
  return config;
};
