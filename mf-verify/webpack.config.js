const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { InjectManifest } = require('workbox-webpack-plugin');
const base = require('../build/webpack-app.cjs').createRemoteConfig(__dirname);

// The decoder's worker loads zxing-wasm's self-contained script build, which its package does not export by name.
const ZXING_READER_IIFE = path.join(path.dirname(require.resolve('zxing-wasm/reader')), '../../iife/reader/index.js');
const PWA_FILES = ['verify.webmanifest', 'verify-icon.svg'];

/** The web app manifest and its icon, at the remote's root beside the service worker. */
class PwaFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PwaFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PwaFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const f of PWA_FILES) compilation.emitAsset(f, new webpack.sources.RawSource(fs.readFileSync(path.join(__dirname, 'src/pwa', f))));
      });
    });
  }
}

module.exports = (env, argv = {}) => {
  const config = base(env, argv);
  config.resolve.alias = { ...config.resolve.alias, 'zxing-wasm-reader-iife': ZXING_READER_IIFE };
  config.plugins.push(new PwaFilesPlugin());
  // The service worker only in production builds (in watch mode the plugin compiles it again on every change).
  if ((argv.mode || 'production') === 'production') {
    config.plugins.push(
      new InjectManifest({
        swSrc: path.join(__dirname, 'src/pwa/verifySw.ts'),
        swDest: 'verify-sw.js',
        include: [/^(chunks|assets)\//],
        // The pre-compressed twins are the same files to the browser.
        exclude: [/\.(br|gz)$/],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      }),
    );
  }
  return config;
};
