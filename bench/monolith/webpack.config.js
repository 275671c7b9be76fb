// The same shell and remotes bundled as one application: the benchmarks' physical limit for this
// app (docs/performance.md#federation-against-a-monolith). It is the shell's own production config
// with the federation plugin taken out and the federation runtime replaced by direct imports of
// each remote's routes, so the loaders, the shared libraries and the minifier are the same.
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createConfig } = require('../../webpack.base');
const { REMOTES, SHELL } = require('../../scripts/apps.cjs');

const root = path.join(__dirname, '..', '..');
const out = path.join(root, '.cache', 'monolith');

/**
 * Stands in for `@module-federation/enhanced/runtime`, written from apps.json: `loadRemote`
 * imports a remote's routes as a chunk of this one build, as a monolith splits code by area.
 */
function writeRuntime() {
  const imports = REMOTES.map(
    ({ name, folder }) =>
      `  ${JSON.stringify(name)}: () => import(${JSON.stringify(path.join(root, folder, 'src', 'routes.tsx'))}),`,
  );
  const file = path.join(out, 'federation-runtime.mjs');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    file,
    [
      'const routes = {',
      ...imports,
      '};',
      'export function registerPlugins() {}',
      'export function registerRemotes() {}',
      "export const loadRemote = (id) => routes[id.split('/')[0]]();",
      '',
    ].join('\n'),
  );
  return file;
}

module.exports = (env, argv) => {
  const shell = createConfig(path.join(root, SHELL.folder))(env, { ...argv, mode: 'production' });
  return {
    ...shell,
    name: 'monolith',
    output: { ...shell.output, path: path.join(out, 'dist'), uniqueName: 'monolith' },
    resolve: {
      ...shell.resolve,
      alias: { ...shell.resolve.alias, '@module-federation/enhanced/runtime$': writeRuntime() },
    },
    plugins: shell.plugins.filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
    cache: { ...shell.cache, name: 'monolith-production' },
  };
};
