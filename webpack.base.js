// The one webpack factory behind the shell and every remote. An app passes only its folder: its
// container name, dev-server port and label come from apps.json, every remote exposes its routes,
// and everything else — loaders, federation sharing, manifest, hashing, caching — is decided here
// once, so the builds cannot drift apart.
const { existsSync, readdirSync, readFileSync, statSync } = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { APPS, SHELL } = require('./scripts/apps.cjs');
const { runtimeConfig } = require('./scripts/config/runtime-config.cjs');

const root = __dirname;
const rootPackage = require('./package.json');
const sharedDataPackage = require('./shared-data/package.json');
const sharedUiPackage = require('./shared-ui/package.json');

/**
 * react-router's `exports` name only its development build (remix-run/react-router#12532, kept
 * so since #12437): dev warnings included, about 10 kB gzip more. Its production build ships
 * beside it, so a production build takes that file by path.
 */
const routerPackage = path.dirname(require.resolve('react-router/package.json'));
const routerBuilds = {
  production: path.join(routerPackage, 'dist/production/index.mjs'),
  development: path.join(routerPackage, 'dist/development/index.mjs'),
};

/** The shared `react-router`: the parts of it the dashboard uses (see the file). */
const sharedRouter = {
  import: path.join(root, 'shared-react-router.mjs'),
  version: require(path.join(routerPackage, 'package.json')).version,
};

/**
 * The runtime plugin that hands the shell's federation runtime to the remotes, as its ES module.
 * The federation plugin's `provideExternalRuntime` adds the same plugin by its CommonJS file,
 * which requires the runtime's CommonJS build while the shell's own code imports its ES build:
 * main.js then carried the runtime twice (48.6 kB gzip; 27.3 with one copy).
 */
const provideRuntimePlugin = require
  .resolve('@module-federation/inject-external-runtime-core-plugin')
  .replace(/\.cjs$/, '.js');

/**
 * One instance of each in the page: hooks, contexts and stores only work across host/remote
 * boundaries when every container uses the same copy. The `x/` prefixes cover deep
 * imports such as `react-dom/client` and `react/jsx-runtime`.
 */
const singletons = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'zustand',
  'react-hook-form',
  'react-hot-toast',
  '@tanstack/react-query',
  '@fees/shared-data',
  '@fees/shared-data/',
  '@fees/shared-ui',
  '@fees/shared-ui/',
];

/**
 * Our own shared packages are versioned by their surface (docs/federation.md#versions): a remote
 * that needs a version the page does not have fails alone, in its own area, rather than running
 * half-working on the copy that loaded first.
 */
const strictlyVersioned = new Set([sharedDataPackage.name, sharedUiPackage.name]);

// Bundled by each remote that draws it instead: small, and offered by the shell it cost every
// cold /login 3 kB of chunk seams (docs/federation.md#entries-of-their-own).
const BUNDLED_ENTRIES = new Set(['@fees/shared-ui/pay-link']);

/**
 * Our packages' entries besides the main one ('@fees/shared-ui/data-table'), each offered by its
 * file. A build offers the shared modules it imports; the shell imports no long list, yet the page
 * should fetch such an entry once, from the shell, like everything else it shares.
 */
const ownEntries = [
  [sharedDataPackage, 'shared-data'],
  [sharedUiPackage, 'shared-ui'],
].flatMap(([ownPackage, folder]) =>
  Object.entries(ownPackage.exports)
    .filter(
      ([subpath, file]) => subpath !== '.' && !subpath.includes('testing') && /\.tsx?$/.test(file),
    )
    .map(([subpath, file]) => ({
      key: `${ownPackage.name}${subpath.slice(1)}`,
      packageName: ownPackage.name,
      config: { import: path.join(root, folder, file), version: ownPackage.version },
    }))
    .filter(({ key }) => !BUNDLED_ENTRIES.has(key)),
);

/**
 * The range each container asks for: the app's own when it imports the library, else that of the
 * shared package that does (an app that never imports zustand still shares shared-data's copy).
 */
function sharedTable(appPackage) {
  const versions = {
    ...rootPackage.devDependencies,
    ...sharedDataPackage.dependencies,
    ...sharedUiPackage.dependencies,
    ...sharedUiPackage.peerDependencies,
    ...appPackage.dependencies,
  };
  const share = (packageName, config) => ({
    singleton: true,
    requiredVersion: versions[packageName] ?? false,
    strictVersion: strictlyVersioned.has(packageName),
    ...config,
  });
  return Object.fromEntries([
    ...singletons.map((key) => {
      const packageName = key.endsWith('/') ? key.slice(0, -1) : key;
      return [key, share(packageName, key === 'react-router' ? sharedRouter : {})];
    }),
    ...ownEntries.map(({ key, packageName, config }) => [key, share(packageName, config)]),
  ]);
}

/**
 * Emits each file of an app's `public/` folder as it is, under its own name (e.g. the payments
 * remote's demo checkout script), so it is served beside the app's bundles from the app's origin.
 */
class PublicFilesPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PublicFilesPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PublicFilesPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!existsSync(this.dir)) return;
          compilation.contextDependencies.add(this.dir);
          for (const name of readdirSync(this.dir)) {
            const file = path.join(this.dir, name);
            // A link is followed: the demo checkout is shared-data's, linked in (see its header).
            if (!statSync(file).isFile()) continue;
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new sources.RawSource(readFileSync(file)));
          }
        },
      );
    });
  }
}

/**
 * @param {string} dir  the app's folder (`__dirname` of its webpack.config.js), listed in apps.json
 */
function createConfig(dir) {
  const app = APPS.find(({ folder }) => path.join(root, folder) === dir);
  if (!app) throw new Error(`${dir} is not an app of apps.json`);
  const { name, port, label } = app;
  const remote = app !== SHELL;
  // A remote offers one module: the <Routes> of its URL spaces, which the shell mounts.
  const exposes = remote ? { './routes': './src/routes.tsx' } : {};
  // A remote's own page is its team's stand-alone harness.
  const title = remote ? `${SHELL.label} | ${label}` : label;
  const appPackage = require(path.join(dir, 'package.json'));

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // In production the shell provides the federation runtime once for the page and remotes use
    // it, instead of each remoteEntry.js carrying its own copy (~27 kB gzip each). A remote's own
    // page therefore only exists in development, as its team's stand-alone harness. The runtime
    // the shell provides leaves out its code for Node (loading remotes from the file system),
    // which a browser never runs: 3.9 kB gzip of main.js.
    const experiments = production
      ? remote
        ? { externalRuntime: true }
        : { optimization: { target: 'web' } }
      : undefined;
    const ownPage = !(production && remote);

    return {
      name,
      mode: production ? 'production' : 'development',
      context: dir,
      entry: ownPage ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Remotes resolve their chunks against the URL their remoteEntry came from.
        publicPath: 'auto',
        // Entry files keep stable names (the federation runtime resolves its own output path from
        // them before hashes exist); they are tiny and served with no-cache. Everything they load
        // is content-hashed and cached for good.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // `react-router` is the shared router wherever it is imported, and the shared router alone
        // imports the library itself. (Federation takes a shared import before any alias; the
        // first line is for a build without it, the benchmarks' monolith.)
        alias: {
          'react-router$': sharedRouter.import,
          'react-router-build$': routerBuilds[production ? 'production' : 'development'],
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.module\.css$/,
            use: [
              'style-loader',
              {
                loader: 'css-loader',
                options: {
                  // style-loader puts the CSS in the JavaScript, and a CSS source map with it:
                  // in production that is the whole stylesheet again, base64, on every page.
                  sourceMap: !production,
                  modules: {
                    // The container name in every class keeps two remotes' `.title` apart.
                    localIdentName: production
                      ? `${name}-[hash:base64:6]`
                      : `${name}__[name]__[local]`,
                    localIdentHashSalt: name,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: ['style-loader', { loader: 'css-loader', options: { sourceMap: !production } }],
          },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedTable(appPackage),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          experiments,
          runtimePlugins: production && !remote ? [provideRuntimePlugin] : [],
        }),
        new PublicFilesPlugin(path.join(dir, 'public')),
        ownPage &&
          new HtmlWebpackPlugin({
            title,
            // Absolute, because the SPA fallback serves index.html at deep paths like /schools/1/edit.
            publicPath: '/',
            templateContent: ({ htmlWebpackPlugin }) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light" />
    <link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%2314532d'/%3E%3Ctext x='16' y='22' font-family='sans-serif' font-size='16' font-weight='700' fill='white' text-anchor='middle'%3EF%3C/text%3E%3C/svg%3E" />
    <title>${htmlWebpackPlugin.options.title}</title>
  </head>
  <body>
    <noscript>Fees Manager needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>`,
          }),
      ].filter(Boolean),
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(root, '.cache', 'webpack'),
        name: `${name}-${production ? 'production' : 'development'}`,
        buildDependencies: {
          config: [__filename, path.join(dir, 'webpack.config.js'), path.join(root, 'apps.json')],
        },
      },
      // SWC's minifier, not webpack's default terser: a cold build of every app took 74 s with
      // terser and 43 s with SWC on this machine, for the same bundles within 0.2 kB gzip each
      // (docs/performance.md#build-time). SWC is already the compiler.
      optimization: production
        ? {
            minimizer: [
              new MinimizerPlugin({
                minify: MinimizerPlugin.swcMinify,
                minimizerOptions: { compress: { passes: 2 } },
              }),
            ],
          }
        : undefined,
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        historyApiFallback: true,
        host: 'localhost',
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
        // The same config.json `npm start` writes (a development start, so the simulated checkout
        // unless keys are set), so a team's harness talks to the same API.
        setupMiddlewares: (middlewares, server) => {
          server.app.get('/config.json', (_request, response) =>
            response.json(runtimeConfig({ FEES_DEV_CHECKOUT: '1', ...process.env })),
          );
          return middlewares;
        },
      },
    };
  };
}

module.exports = { createConfig };
