// Proves each import zone of eslint.config.mjs bites: a deliberately bad import in the named file
// must be reported by the named rule. The imported files exist, so only the zone can object.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const require = createRequire(import.meta.url);
const { REMOTES, SHELL } = require('../apps.cjs');
const { FLOORS, LAYERS } = require('../api-layout/api-floors.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: root });

async function rulesBroken(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((message) => message.ruleId);
}

// Every remote of apps.json, each against the next one round the list and against the shell.
const remoteImports = REMOTES.flatMap((remote, index) => {
  const other = REMOTES[(index + 1) % REMOTES.length];
  return [
    [
      `${remote.folder} importing ${other.folder}`,
      `${remote.folder}/src/bad.tsx`,
      `import '../../${other.folder}/src/routes';`,
    ],
    [
      `${remote.folder} importing the shell`,
      `${remote.folder}/src/bad.tsx`,
      `import '../../${SHELL.folder}/src/routes';`,
    ],
  ];
});

// Every domain of the API: reached past its index from the floor above it (or from app-level code
// for the top floor), and importing a domain beside or above it. Every layer importing a domain.
const apiDomains = FLOORS.flat();
const innerFile = (domain) =>
  readdirSync(path.join(root, 'api/src', domain))
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.includes('.test.'))
    .sort()[0]
    .replace(/\.ts$/, '');
const apiImports = FLOORS.flatMap((floor, index) =>
  floor.flatMap((domain, place) => {
    const above = FLOORS[index + 1]?.[0];
    const beside = floor[(place + 1) % floor.length];
    const higher = FLOORS[index + 1]?.[0] ?? beside;
    return [
      above
        ? [
            `${above} importing a file behind ${domain}'s index`,
            `api/src/${above}/bad.ts`,
            `import '../${domain}/${innerFile(domain)}';`,
          ]
        : [
            `app-level code importing a file behind ${domain}'s index`,
            'api/src/bad.ts',
            `import './${domain}/${innerFile(domain)}';`,
          ],
      [
        `${domain} importing ${higher}, which is not below it`,
        `api/src/${domain}/bad.ts`,
        `import '../${higher}';`,
      ],
    ];
  }),
);
const layerImports = LAYERS.filter((layer) => layer !== 'testing').map((layer) => [
  `${layer}/ importing a domain`,
  `api/src/${layer}/bad.ts`,
  `import '../${apiDomains[0]}';`,
]);

const badImports = [
  ...remoteImports,
  ...apiImports,
  ...layerImports,
  [
    "a test reaching past another domain's index",
    'api/src/students/bad.test.ts',
    `import '../terms/${innerFile('terms')}';`,
  ],
  [
    'shared-ui importing an app',
    'shared-ui/src/button/bad.tsx',
    "import '../../../shell/src/routes';",
  ],
  [
    'shared-data importing shared-ui',
    'shared-data/src/format/bad.ts',
    "import '../../../shared-ui/src/index';",
  ],
  [
    'a screen group reaching into a sibling',
    'mfe-schools/src/schools/bad.tsx',
    "import '../classrooms/classrooms-list/classrooms-page';",
  ],
  [
    'a screen importing the test render helper',
    'mfe-schools/src/schools/bad.tsx',
    "import { renderScreen } from '@fees/shared-ui/testing';",
  ],
  [
    'a data source importing the test cookie jar',
    'shared-data/src/sources/bad.ts',
    "import { cookieFetch } from '../testing/cookie-fetch';",
  ],
  [
    'a screen importing the test entry of shared-data',
    'mfe-auth/src/login/bad.tsx',
    "import { readMailedCode } from '@fees/shared-data/testing';",
  ],
  [
    'a store importing the test entry by its folder',
    'shared-data/src/stores/bad.ts',
    "import { mailCount } from '../testing';",
  ],
  [
    'the server importing its test helpers',
    'api/src/schools/bad.ts',
    "import { startSmtpSink } from '../testing/smtp-sink';",
  ],
];

for (const [name, file, code] of badImports) {
  test(`lint refuses ${name}`, async () => {
    assert.ok((await rulesBroken(file, code)).includes('import/no-restricted-paths'));
  });
}

for (const [index, remote] of REMOTES.entries()) {
  const other = REMOTES[(index + 1) % REMOTES.length];
  test(`lint refuses ${remote.folder} loading the container ${other.name} by id`, async () => {
    const rules = await rulesBroken(
      `${remote.folder}/src/bad.tsx`,
      `import '${other.name}/routes';`,
    );
    assert.ok(rules.includes('no-restricted-imports'));
  });
}

test('lint accepts the allowed direction: a remote importing shared-ui', async () => {
  const rules = await rulesBroken(
    'mfe-schools/src/schools/fine.tsx',
    [
      "import { usePageTitle } from '@fees/shared-ui';",
      'export function Fine() {',
      "  usePageTitle('Fine');",
      '  return null;',
      '}',
      '',
    ].join('\n'),
  );
  assert.deepEqual(rules, []);
});

test('lint lets a test import the test helpers', async () => {
  const rules = await rulesBroken(
    'mfe-schools/src/schools/fine.test.tsx',
    [
      "import { renderScreen } from '@fees/shared-ui/testing';",
      "import { cookieFetch } from '@fees/shared-data/testing';",
      '',
      'void renderScreen;',
      'void cookieFetch;',
      '',
    ].join('\n'),
  );
  assert.deepEqual(rules, []);
});

test('lint lets a domain import the index of one below it, and a test any index', async () => {
  assert.deepEqual(await rulesBroken('api/src/students/fine.ts', "import '../terms';\n"), []);
  assert.deepEqual(await rulesBroken('api/src/audit/fine.test.ts', "import '../webhooks';\n"), []);
});
