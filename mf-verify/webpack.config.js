const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createRemoteConfig, createPageConfig } = require('../build/webpack-app.cjs');

const remote = createRemoteConfig(__dirname);
// /verify opened directly (a verifier at the door): the check-in pages without the shell and federation.
const page = createPageConfig(__dirname, './src/page/index.tsx');

// The decoder's worker loads zxing-wasm's self-contained script build, which its package does not export by name.
const ZXING_READER_IIFE = path.join(path.dirname(require.resolve('zxing-wasm/reader')), '../../iife/reader/index.js');
const PWA_FILES = ['verify.webmanifest', 'verify-icon.svg'];

/** The web app manifest and its icon, at the remote's root beside the service worker. */
class PwaFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PwaFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PwaFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const f of PWA_FILES)
          compilation.emitAsset(f, new webpack.sources.RawSource(fs.readFileSync(path.join(__dirname, 'src/pwa', f))));
      });
    });
  }
}

const withDecoder = (config) => ({
  ...config,
  resolve: { ...config.resolve, alias: { ...config.resolve.alias, 'zxing-wasm-reader-iife': ZXING_READER_IIFE } },
});

module.exports = (env, argv = {}) => {
  const config = withDecoder(remote(env, argv));
  config.plugins.push(new PwaFilesPlugin());
  // The service worker and the page only in production builds (in watch mode the plugin compiles the worker
  // again on every change; the dev page is the remote's standalone one).
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
    return [config, withDecoder(page(env, argv))];
  }
  return config;
};
