// One webpack configuration for all six apps; each app's webpack.config.js only says what is its own.
const path = require('node:path');
const crypto = require('node:crypto');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { EsbuildPlugin } = require('esbuild-loader');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationShared } = require('./federation-shared.cjs');

// What the enhanced plugin's `provideExternalRuntime` adds, but its ES module build: the CommonJS one it
// names pulls a second, CommonJS copy of the runtime core into the shell (22 KiB more instead of 11 less).
const INJECT_RUNTIME_CORE = path.join(
  path.dirname(
    require.resolve('@module-federation/inject-external-runtime-core-plugin', {
      paths: [path.dirname(require.resolve('@module-federation/enhanced/webpack'))],
    }),
  ),
  'index.js',
);

const API_TARGET = process.env.API_TARGET || 'http://127.0.0.1:8080';

/** Writes builds/latest.json and builds/meta/{id}.json, which the shell's version check reads. */
class BuildMetaPlugin {
  constructor(buildId) {
    this.buildId = buildId;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildMetaPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildMetaPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const meta = JSON.stringify({ id: this.buildId, timestamp: Date.now() });
        compilation.emitAsset('builds/latest.json', new webpack.sources.RawSource(meta));
        compilation.emitAsset(`builds/meta/${this.buildId}.json`, new webpack.sources.RawSource(meta));
      });
    });
  }
}

const PRECOMPRESSED = [
  {
    algorithm: 'brotliCompress',
    filename: '[path][base].br',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
  },
  { algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } },
];

/**
 * @param {object} o
 * @param {string} o.dir            the app folder (__dirname of its webpack.config.js)
 * @param {string} o.name           federation name (a JS identifier)
 * @param {number} o.devPort        port of `webpack serve`
 * @param {Record<string,string>} [o.exposes]  what a remote exposes
 * @param {boolean} [o.host]        the shell: html page at /, remotes registered at run time
 * @param {string} [o.devEntry]     a remote's standalone page for dev mode
 * @param {string} [o.page]         instead of all the above, a page a remote serves on its own, without federation
 *                                  (page.html and page.js beside its remoteEntry.js; see createPageConfig)
 */
function createAppConfig(o) {
  return (_env, argv = {}) => {
    const mode = argv.mode || 'production';
    const prod = mode === 'production';
    const pkg = require(path.join(o.dir, 'package.json'));
    const outDir = process.env.OUT_DIR ? path.resolve(process.env.OUT_DIR) : path.join(o.dir, 'dist');
    const buildId = `${pkg.version}-${Date.now().toString(36)}-${crypto.randomBytes(3).toString('hex')}`;
    const htmlEntry = o.page ?? (o.host ? './src/index.ts' : o.devEntry);
    const entryName = o.page ? 'page' : 'main';
    // The page is served from the remote's own folder on this site (server/src/static/serveApps.ts).
    const publicPath = o.page ? `/remotes/${path.basename(o.dir)}/` : o.host ? '/' : 'auto';

    return {
      ...(o.page ? { name: 'page', dependencies: ['remote'] } : o.host ? {} : { name: 'remote' }),
      mode,
      context: o.dir,
      entry: htmlEntry ? { [entryName]: htmlEntry } : {},
      devtool: prod ? false : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        // Remotes are deployable under any path or origin, so their chunks resolve relative to their remoteEntry.js.
        publicPath,
        uniqueName: o.page ? `${o.name}_page` : o.name,
        // Federation needs stable entry names; only async chunks carry a content hash.
        filename: '[name].js',
        chunkFilename: prod ? `chunks/${o.page ? 'page.' : ''}[name].[contenthash:8].js` : 'chunks/[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        // The page is written into the remote's folder after the remote, which empties it first.
        clean: !o.page,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'esbuild-loader',
            // import.meta is left to webpack, which resolves `new URL(file, import.meta.url)` (workers, .wasm) to emitted files.
            // ES2020 as written: `?.` and `??` kept rather than spelled out (1.4 KiB gzip of the shell's first script).
            // The floor: Chrome 80 / Safari 13.1 (iOS 13.4), older than any WeChat browser in use today.
            options: { target: 'es2020', jsx: 'automatic', supported: { 'import-meta': true } },
          },
          { test: /[\\/]react-vant[\\/]es[\\/].*\.js$/, loader: require.resolve('./loaders/react-vant-es.cjs') },
          {
            // Real CSS files, loaded with the chunk that needs them (once per page, whichever app asks).
            test: /\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    auto: true,
                    namedExport: false,
                    exportLocalsConvention: 'camelCase',
                    localIdentName: prod ? `${o.name}_[hash:base64:6]` : `${o.name}_[local]_[hash:base64:4]`,
                  },
                },
              },
            ],
          },
          { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4 * 1024 } } },
          // WebAssembly a library fetches itself (the QR decoder): a file of our build, served by us.
          { test: /\.wasm$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(mode),
          __BUILD_ID__: JSON.stringify(buildId),
          __APP_VERSION__: JSON.stringify(pkg.version),
          // A label shown in the page footer of a remote; lets a redeploy be seen (and tested).
          __BUILD_LABEL__: JSON.stringify(process.env.BUILD_LABEL || ''),
        }),
        // axios takes the first adapter a browser has, in its default order xhr, http, fetch: every browser has
        // XMLHttpRequest, so its fetch adapter never runs here, yet it came with every first load (4.4 KiB gzip).
        new webpack.NormalModuleReplacementPlugin(
          /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
          path.join(__dirname, 'stubs/axios-fetch-adapter.js'),
        ),
        new MiniCssExtractPlugin({
          filename: prod ? '[name].[contenthash:8].css' : '[name].css',
          chunkFilename: prod ? 'chunks/[name].[contenthash:8].css' : 'chunks/[name].css',
        }),
        ...(o.page
          ? []
          : [
              new ModuleFederationPlugin({
                name: o.name,
                ...(o.exposes ? { exposes: o.exposes, filename: 'remoteEntry.js' } : {}),
                remotes: {},
                shared: federationShared(o.dir, { eager: Boolean(o.host), borrow: !o.host && prod }),
                shareStrategy: 'loaded-first',
                manifest: false,
                dts: false,
                // The runtime each app carries, cut to what it does: browsers only; the shell loads remotes from
                // their remoteEntry.js (no manifest, one round trip fewer); remotes load no remotes.
                experiments: {
                  optimization: { target: 'web', disableSnapshot: true, disableRemote: !o.host },
                  // One federation runtime on the page: the shell puts its runtime core on a global and a remote's
                  // remoteEntry.js uses it instead of carrying a second copy. A remote's own dev page has no shell
                  // to lend it one, so only production builds borrow.
                  ...(o.host ? {} : { externalRuntime: prod }),
                },
                ...(o.host ? { runtimePlugins: [INJECT_RUNTIME_CORE] } : {}),
              }),
            ]),
        ...(htmlEntry
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                filename: `${o.page ? 'page' : 'index'}.html`,
                title: '会议酒店',
                chunks: [entryName],
                publicPath: o.page ? publicPath : '/',
              }),
              // The pages served to users check whether their build is still the deployed one (builds/latest.json
              // beside them): the shell's, and a remote's page of its own. A remote's dev page has none (the check
              // only logs that).
              ...(o.host || o.page ? [new BuildMetaPlugin(buildId)] : []),
            ]
          : []),
        // V8's explicit compile hint, first line of each entry script (main.js, remoteEntry.js): nearly all of their
        // functions run while the page starts, so V8 compiles them all on a background thread as the file
        // streams in, instead of one by one on the main thread at their first call (Chrome 136+; other engines
        // read a comment). Added after minification, which would drop it.
        ...(prod
          ? [
              new webpack.BannerPlugin({
                banner: '//# allFunctionsCalledOnLoad',
                raw: true,
                entryOnly: true,
                test: /\.js$/,
                stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
              }),
            ]
          : []),
        // Brotli and gzip at their best, once, at build time, beside each file: the server sends them as they
        // are (a CDN can too) instead of compressing every download on the fly, at a lower level.
        ...(prod
          ? PRECOMPRESSED.map(
              (options) => new CompressionPlugin({ test: /\.(js|css|svg|wasm|json|html)$/, threshold: 1024, minRatio: 0.9, ...options }),
            )
          : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // Terser for scripts (webpack's default), esbuild for the CSS files.
        minimizer: ['...', new EsbuildPlugin({ css: true, include: /\.css$/ })],
      },
      // The per-file sharing of react-vant filters which files are shared; each shared file stays a singleton.
      ignoreWarnings: [/"singleton: true" is used together with "include\.request/],
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: o.devPort,
        host: '127.0.0.1',
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // /remotes serves the builds of remotes not being developed (see scripts/dev.mjs).
        proxy: [{ context: ['/api', '/uploads', '/remotes', '/files'], target: API_TARGET }],
      },
    };
  };
}

/** The remote whose folder this is, as build/remotes.cjs lists it. */
function remoteOf(dir) {
  const { remotes } = require('./remotes.cjs');
  const self = remotes.find((r) => r.dir === path.basename(dir));
  if (!self) throw new Error(`${path.basename(dir)} is not listed in build/remotes.cjs`);
  return self;
}

/** A remote: named by its folder in build/remotes.cjs, exposing its routes, with a standalone dev page. */
function createRemoteConfig(dir) {
  const { name, devPort } = remoteOf(dir);
  return createAppConfig({ dir, name, devPort, exposes: { './routes': './src/routes.tsx' }, devEntry: './src/standalone.ts' });
}

/**
 * A remote's page of its own: its routes in the app frame, built without federation into the remote's folder
 * (page.html, page.js), so that everything it imports, @conf/shared and the router included, is tree-shaken.
 * The server sends it for the remote's paths when the remote is served from this site (serveApps.ts); a page
 * reached inside the site still loads the remote through the shell.
 */
function createPageConfig(dir, entry) {
  const { name, devPort } = remoteOf(dir);
  return createAppConfig({ dir, name, devPort, page: entry });
}

module.exports = { createAppConfig, createRemoteConfig, createPageConfig };
