// Lint for every workspace. The import zones keep dependencies pointing one way
// (apps → shared-ui → shared-data ← api): each zone says why in its message.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// The apps come from apps.json, so a new remote gets its zones without editing this file.
const { APPS, REMOTES, SHELL } = createRequire(import.meta.url)('./scripts/apps.cjs');
// The API's domains and layers, as docs/api-layout.md stacks them.
const { FLOORS, LAYERS } = createRequire(import.meta.url)('./scripts/api-layout/api-floors.cjs');
const remotes = REMOTES.map((remote) => remote.folder);
const apps = [SHELL.folder, ...remotes];
const federatedIds = APPS.map((app) => app.name);
const workspaces = [...apps, 'shared-data', 'shared-ui', 'api', 'e2e'];

/** Screen-group folders of an app, read from disk so a new group is covered without editing this file. */
function screenGroups(app) {
  const src = `${app}/src`;
  try {
    return readdirSync(src).filter((entry) => statSync(`${src}/${entry}`).isDirectory());
  } catch {
    return [];
  }
}

const apiDomains = FLOORS.flat();
const apiFolder = (folder) => `./api/src/${folder}`;

/** A domain is reached only through its index, from every other folder, tests included. */
const apiIndexZones = apiDomains.map((domain) => ({
  target: [
    ...[...LAYERS, ...apiDomains].filter((other) => other !== domain).map(apiFolder),
    './api/src/*.ts',
    './api/scripts',
  ],
  from: apiFolder(domain),
  except: ['./index.ts'],
  message: `Import ${domain}/ through its index: what it offers the rest of the API is listed there.`,
}));

/**
 * Product code of a domain imports only domains on floors below its own, and no layer imports a
 * domain (testing/ serves tests, which stand above every floor).
 */
const apiFloorZones = [
  ...FLOORS.flatMap((floor, index) =>
    floor.map((domain) => ({
      target: apiFolder(domain),
      from: FLOORS.slice(index)
        .flat()
        .filter((other) => other !== domain)
        .map(apiFolder),
      message:
        'A domain imports only domains on floors below its own (docs/api-layout.md): move the shared piece down.',
    })),
  ),
  ...LAYERS.filter((layer) => layer !== 'testing').map((layer) => ({
    target: apiFolder(layer),
    from: apiDomains.map(apiFolder),
    message:
      'A layer imports no domain: the domain registers what a plugin needs, or the app hands it in (docs/api-layout.md).',
  })),
].filter((zone) => zone.from.length > 0);

const zones = [
  ...remotes.map((remote) => ({
    target: `./${remote}`,
    from: apps.filter((other) => other !== remote).map((other) => `./${other}`),
    message: 'A remote deploys alone: it never imports the shell or another remote.',
  })),
  ...[...apps, 'shared-ui'].map((part) => ({
    target: `./${part}`,
    from: './api',
    message: 'The browser carries no server code.',
  })),
  {
    target: './shared-ui',
    from: apps.map((app) => `./${app}`),
    message: 'Shared pieces know no app.',
  },
  {
    target: './shared-data',
    from: ['./shared-ui', './api', ...apps.map((app) => `./${app}`)],
    message: 'Data knows no components and no app.',
  },
  {
    target: './api',
    from: [
      './shared-ui',
      ...apps.map((app) => `./${app}`),
      './shared-data/src/sources',
      './shared-data/src/queries',
      './shared-data/src/stores',
    ],
    message: 'The server renders no React: it imports only shared-data/core.',
  },
  ...apps.flatMap((app) => {
    const groups = screenGroups(app);
    return groups.map((group) => ({
      target: `./${app}/src/${group}`,
      from: groups.filter((other) => other !== group).map((other) => `./${app}/src/${other}`),
      message:
        'Screen groups do not reach sideways: compose them in routes.tsx, or move the piece down a layer.',
    }));
  }),
  ...apiIndexZones,
].filter((zone) => !Array.isArray(zone.from) || zone.from.length > 0);

/**
 * What the page's shared router offers (shared-react-router.mjs): any other name imported from
 * 'react-router' would be undefined in a built page, though tests, which import the library
 * itself, would pass.
 */
const sharedRouterNames = readFileSync('./shared-react-router.mjs', 'utf8')
  .match(/export \{([^}]*)\}/)[1]
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);

/** Test helpers never reach a bundle or the server: only tests and other test helpers import them. */
const testHelpersZone = {
  target: '.',
  from: ['./shared-data/src/testing', './shared-ui/src/testing', './api/src/testing'],
  message: 'Test helpers stay out of production code: only tests and other test helpers use them.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.cache/**',
      'test-results/**',
      'playwright-report/**',
      'api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks, 'check-file': checkFile },
    languageOptions: { globals: { ...globals.browser } },
    settings: {
      'import/resolver': {
        typescript: { project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true },
        node: true,
      },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': ['error', { zones }],
      'import/no-cycle': 'error',
      'import/no-default-export': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'List exported names explicitly: `export *` hides what a package offers.',
        },
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'React renders all user text; never inject HTML.',
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '*/src/testing/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [...zones, ...apiFloorZones, testHelpersZone] },
      ],
    },
  },
  {
    files: [...apps, 'shared-ui'].map((part) => `${part}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '*/src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              allowImportNames: sharedRouterNames,
              allowTypeImports: true,
              message:
                'The page shares only the parts of React Router listed in shared-react-router.mjs: add the name there first.',
            },
          ],
        },
      ],
    },
  },
  {
    files: remotes.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(${federatedIds.join('|')})(/|$)`,
              message: 'A remote deploys alone: it never loads another federated container.',
            },
            {
              regex: '^@module-federation/',
              message: 'Only the shell talks to the federation runtime.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'shared-data/src/{types,records,constants,validation,format,figures}/**/*.ts',
      'shared-data/src/core.ts',
    ],
    rules: {
      'import/no-nodejs-modules': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^react', message: 'core stays free of React: the API imports it.' },
            {
              regex: '^\\.{1,2}/(.*/)?(sources|stores|queries|search|demo|testing)(/|$)',
              message: 'core is what the API may import: no sources, stores, queries or search.',
            },
          ],
        },
      ],
    },
  },
  {
    // A record's type is an interface that only extends its shape's InferType (see records/), so
    // the compiler and the package surface call it by its name instead of spelling out yup's type.
    files: ['shared-data/src/types/*.ts'],
    rules: {
      '@typescript-eslint/no-empty-object-type': [
        'error',
        { allowInterfaces: 'with-single-extends' },
      ],
    },
  },
  {
    files: [
      '*/src/routes.tsx',
      '**/*.config.{ts,js,mjs}',
      'e2e/**/*.ts',
      'api/drizzle.config.ts',
      'types/*.d.ts',
      // Jest loads its global setup and teardown as a module's default export.
      'scripts/jest/*.ts',
    ],
    rules: { 'import/no-default-export': 'off' },
  },
  {
    files: [
      'api/**/*.ts',
      'scripts/**/*.{mjs,ts}',
      'bench/**/*.{mjs,ts}',
      'e2e/**/*.ts',
      '**/*.config.{js,mjs,ts}',
      'webpack.base.js',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  // Each workspace declares what its code imports, so a package that deploys alone installs what
  // it needs. Tests, test helpers, configs and scripts may also use the root's dev tools.
  ...workspaces.map((workspace) => ({
    files: [`${workspace}/**/*.{ts,tsx,js,cjs,mjs}`],
    plugins: { import: importPlugin },
    rules: {
      'import/no-extraneous-dependencies': [
        'error',
        {
          packageDir: [workspace, '.'],
          peerDependencies: true,
          devDependencies: [
            '**/*.test.{ts,tsx,mjs}',
            '**/src/testing/**',
            '**/*.config.{js,ts,mjs}',
            '**/scripts/**',
            'e2e/**',
          ],
        },
      ],
    },
  })),
  {
    files: ['*.{js,cjs,mjs}', 'scripts/**', 'types/**'],
    plugins: { import: importPlugin },
    rules: { 'import/no-extraneous-dependencies': ['error', { devDependencies: true }] },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
