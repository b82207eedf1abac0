// One webpack + Module Federation setup for the shell and every remote, so the shared singletons and
// their versions cannot drift between squads. Each package's webpack.config.js calls this.
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { CopyPublicFilesPlugin } = require('./copy-public-files');
const { DEV_PORTS, SERVER_BUILD_FOLDER } = require('./frontends');
const { sharedSingletons } = require('./shared-modules');
const { MergeStartupChunksPlugin, PreloadStartupChunksPlugin } = require('./startup-chunks');
const { NamedChunkFilesPlugin } = require('./named-chunk-files');
const { BrotliAssetsPlugin } = require('./brotli-assets');
const { OneShareRuntimePlugin } = require('./one-share-runtime');
const { WithoutErrorCodeSentencesPlugin } = require('./error-code-sentences');

// The api listens on loopback by IPv4 (HOST defaults to 127.0.0.1): "localhost" may resolve to ::1 first.
const API_ORIGIN = process.env.API_ORIGIN || 'http://127.0.0.1:3000';
// The shell's runtime plugin that hands its federation runtime to the remotes, in the package's ESM build:
// the CommonJS one (what require.resolve finds) would bundle a second copy of the runtime into main.js.
const INJECT_RUNTIME_CORE_PLUGIN = require.resolve('@module-federation/inject-external-runtime-core-plugin').replace(/\.cjs$/, '.js');


/** The deployed manifest with each remote's entry pointing at its dev server, for the shell's dev server. */
function devManifest() {
  const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '../../shell/mfe-manifest.json'), 'utf8'));
  for (const remote of manifest.remotes) {
    remote.entry = `http://localhost:${DEV_PORTS[remote.name]}/remoteEntry.js`;
  }
  return manifest;
}

function reactRouterProductionBuild() {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}

/** TypeScript and JSX through swc, for every frontend build (and the bench's framework floor). */
function swcRule({ refresh }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          transform: { react: { runtime: 'automatic', refresh } },
        },
      },
    },
  };
}

const productionOptimization = {
  // Radix ships `__name(fn, "name")` calls beside its functions; as calls they count as side effects
  // and keep unused code alive. Declared pure, they go with it (3 KiB less for the tabs on /auth).
  minimizeOptions: { javascript: { ecma: 2020, compress: { passes: 3, pure_funcs: ['__name'] } } },
  // webpack's default (20 kB) copies a small module into every async chunk that uses it (reselect sat
  // in two of the shell's shared chunks); above 2 kB a module used twice gets its own chunk.
  splitChunks: {
    minSize: 2000,
    cacheGroups: {
      // The data layer's domain modules stay shared one by one (a page evaluates only those it imports) but
      // download as one file: apart they were 17 files of 0.3-2 KiB, and on HTTP/1.1 (6 connections) each
      // wave of small files costs a round trip. Not the session module, which every page (a visitor's too)
      // needs alone, nor the account module, which the sign-in pages need alone, nor the calendar feed's,
      // which only Notification settings use (it came with the bell's notifications to every page), nor the
      // realtime bridge, which is not shared.
      dataLayer: { test: /[\\/]shared-ui[\\/]src[\\/]api[\\/](?!realtime|session|account|calendar)/, name: 'data-layer', chunks: 'all', enforce: true },
      // What every page runs at start (React, its DOM, Redux, styled-components, the router), shared module by
      // module, in one file instead of about ten.
      framework: {
        test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-redux|@reduxjs|redux|reselect|immer|use-sync-external-store|styled-components|stylis|@emotion|shallowequal|tslib|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
        name: 'framework',
        chunks: 'all',
        enforce: true,
      },
      // Radix loads lazily, with the first menu, popover or toast on a page (shared-ui's components), but as
      // webpack splits it, in 13 files of 1-27 KiB that arrived in two waves after the page's own chunk (the
      // portal's 41 requests). Three files instead: what every Radix part needs (`radix`: a toast too, so
      // with the layer Escape closes, the portal and the visually hidden text), what a menu's overlay adds
      // (`radix-overlays`: its focus trap and scroll lock), and positioning beside their trigger and a menu's
      // arrow keys (`radix-popper`). A first toast downloaded all three when the layer, portal and hidden text
      // sat in the other two (36 KiB for the toast; 11 now).
      radixPopper: {
        test: /[\\/](node_modules[\\/](@radix-ui[\\/](react-(arrow|direction|dropdown-menu|menu|popover|popper|roving-focus|use-rect|use-size)|rect)|@floating-ui)|shared-ui[\\/]src[\\/]components[\\/]radix[\\/](dropdown-menu|popover|floating-panel))[\\/.]/,
        name: 'radix-popper',
        chunks: 'async',
        enforce: true,
      },
      radixOverlays: {
        test: /[\\/]node_modules[\\/](@radix-ui[\\/]react-(dialog|focus-guards|focus-scope)|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-sidecar|use-callback-ref|aria-hidden|get-nonce|detect-node-es)[\\/]/,
        name: 'radix-overlays',
        chunks: 'async',
        enforce: true,
      },
      radix: {
        test: /[\\/]node_modules[\\/]@radix-ui[\\/](primitive|react-(collection|compose-refs|context|dismissable-layer|id|portal|presence|primitive|slot|use-callback-ref|use-controllable-state|use-effect-event|use-is-hydrated|use-layout-effect|visually-hidden))[\\/]/,
        name: 'radix',
        chunks: 'async',
        enforce: true,
      },
    },
  },
};

/**
 * A remote's copy of a data-layer domain runs only where the shell provides none (the shell loads first),
 * so a remote's copies download one by one, not as one file: the dashboard, which needs the workspace's
 * `metrics` alone, downloaded all 13 of its copies (5.3 KiB gzipped, 8 of them the shell's too).
 */
function optimizationFor(isHost) {
  if (isHost) return productionOptimization;
  const { dataLayer: _shellOnly, ...cacheGroups } = productionOptimization.splitChunks.cacheGroups;
  return { ...productionOptimization, splitChunks: { ...productionOptimization.splitChunks, cacheGroups } };
}

/**
 * @param {object} options
 * @param {string} options.name federation name, e.g. 'mfe_auth' or 'shell'
 * @param {string} options.dir the package folder (__dirname of its webpack.config.js)
 * @param {boolean} [options.isHost] the shell: has an index.html, exposes nothing
 * @param {string} [options.title] page title of the standalone page
 */
function createFederatedConfig({ name, dir, isHost = false, title = 'Clientline', serverRendered = false }) {
  return (_env, argv) => {
    const browser = browserConfig({ name, dir, isHost, title }, argv);
    const deployed = argv.mode !== 'development' && !process.env.WEBPACK_SERVE;
    return serverRendered && deployed ? [browser, serverConfig({ name, dir })] : browser;
  };
}

/** Where a package's build goes: its dist folder, or FRONTEND_OUT_DIR/<package> (a build beside the deployed one). */
function outputDirOf(dir) {
  return process.env.FRONTEND_OUT_DIR ? path.join(process.env.FRONTEND_OUT_DIR, path.basename(dir)) : path.join(dir, 'dist');
}

/**
 * The server build of a remote whose first screens the host's server renders: its `./App` for Node, in
 * dist/server beside the browser build (and deployed with it), loaded by the host's server at runtime
 * (shell/server/first-screen/remote-apps.ts). It shares what the browser build shares, and the host's
 * server provides each of those, so the page renders with one React, one store and one style sheet.
 */
function serverConfig({ name, dir }) {
  return {
    name: `${name}-server`,
    mode: 'production',
    target: 'async-node',
    context: dir,
    entry: {},
    devtool: false,
    output: {
      path: path.join(outputDirOf(dir), SERVER_BUILD_FOLDER),
      // Where its browser build is served: a URL the server renders is the one the browser's render makes.
      publicPath: `/remotes/${path.basename(dir)}/`,
      filename: '[name].js',
      chunkFilename: '[id].[contenthash:8].js',
      uniqueName: `${name}_server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: reactRouterProductionBuild() },
    // The socket client's Node build reaches ws's optional native add-ons, which ws does without.
    externals: { bufferutil: 'commonjs bufferutil', 'utf-8-validate': 'commonjs utf-8-validate' },
    module: { rules: [swcRule({ refresh: false })] },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module' },
        exposes: { './App': './src/app/app.tsx' },
        remotes: {},
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        experiments: { optimization: { disableSnapshot: true, target: 'node', disableRemote: true } },
      }),
    ],
    performance: { hints: false },
    // Read by a server, not downloaded: unminified, its stack traces name the code.
    optimization: { minimize: false },
  };
}

function browserConfig({ name, dir, isHost, title }, argv) {
  const production = argv.mode !== 'development';
  const devServer = Boolean(process.env.WEBPACK_SERVE);
  const port = DEV_PORTS[name];
  // A remote's src/index.ts is its standalone page, for its dev server only: built into production, what
  // it imports (the standalone root and the live-updates bridge) put every shared module they reach into
  // the remote's remoteEntry.js, which the pages download (318 bytes gzipped of mfe-marketing's, on `/`).
  const standalonePage = isHost || !production;
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: standalonePage ? { main: './src/index.ts' } : {},
    // Production maps are written beside the bundles for error tooling but not linked from them
    // (hidden-source-map: no sourceMappingURL comment), and the api never serves *.map files.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputDirOf(dir),
      publicPath: isHost ? '/' : 'auto',
      // Entry chunks stay unhashed (and uncached): webpack 5.111 + @module-federation/enhanced 2.9 fail on
      // a hash in output.filename (module-federation/core#5077). The entry is a tiny async boundary.
      filename: '[name].js',
      // By id, not name: a name in the file's name costs a table of names in every runtime (main.js and each
      // remoteEntry.js); named-chunks.json says which file a named chunk is.
      chunkFilename: production ? '[id].[contenthash:8].js' : '[name].js',
      uniqueName: name,
      // The server build (dist/server) is written by its own compilation.
      clean: { keep: (file) => file.startsWith(`${SERVER_BUILD_FOLDER}/`) || file === SERVER_BUILD_FOLDER },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // react-router's package exports only its development build (warnings included); production builds
      // take the production files it ships beside them.
      alias: production ? reactRouterProductionBuild() : {},
    },
    module: { rules: [swcRule({ refresh: devServer && !production })] },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: isHost ? undefined : { './App': './src/app/app.tsx' },
        remotes: {},
        shared: sharedSingletons(),
        // loaded-first: never fetch other remotes' entries just to compare versions.
        shareStrategy: 'loaded-first',
        ...(production && !devServer && isHost && { runtimePlugins: [INJECT_RUNTIME_CORE_PLUGIN] }),
        manifest: true,
        dts: false,
        experiments: {
          // Remotes are registered by their remoteEntry.js URL, never by mf-manifest.json snapshots. The
          // runtime runs in browsers only, and only the shell loads remotes: what it would carry for
          // Node and, in remotes, for loading other remotes is left out of each copy of it.
          optimization: { disableSnapshot: true, target: 'web', disableRemote: !isHost },
          ...(production && !devServer && !isHost && { externalRuntime: true }),
        },
      }),
      ...(standalonePage
        ? [
            new HtmlWebpackPlugin({
              template: path.join(__dirname, 'index.html'),
              title,
              publicPath: isHost ? '/' : 'auto',
              // The shell's page links its icons and web app manifest (shell/public, copied below).
              isHost,
            }),
          ]
        : []),
      ...(isHost ? [new CopyPublicFilesPlugin({ from: path.join(dir, 'public') })] : []),
      ...(isHost && production ? [new MergeStartupChunksPlugin(), new PreloadStartupChunksPlugin({ publicPath: '/' })] : []),
      new OneShareRuntimePlugin(),
      ...(production ? [new WithoutErrorCodeSentencesPlugin()] : []),
      ...(production && !devServer ? [new NamedChunkFilesPlugin()] : []),
      ...(production && !devServer ? [new BrotliAssetsPlugin()] : []),
      ...(devServer && !production
        ? [new (require('@pmmmwh/react-refresh-webpack-plugin'))()]
        : []),
    ],
    performance: { hints: false },
    optimization: optimizationFor(isHost),
    devServer: {
      port,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      setupMiddlewares: (middlewares, server) => {
        if (isHost) server.app.get('/mfe-manifest.json', (_request, response) => response.json(devManifest()));
        return middlewares;
      },
      proxy: [
        { context: ['/api'], target: API_ORIGIN },
        { context: ['/ws'], target: API_ORIGIN, ws: true },
      ],
      client: { overlay: { runtimeErrors: false } },
    },
  };
}

module.exports = { createFederatedConfig, sharedSingletons, swcRule, productionOptimization, reactRouterProductionBuild };
