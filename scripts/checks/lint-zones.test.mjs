// Proves each import zone of eslint.config.mjs bites: a deliberately bad import in the named file
// must be reported by the named rule. The imported files exist, so only the zone can object.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const require = createRequire(import.meta.url);
const { REMOTES, SHELL } = require('../apps.cjs');
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

const badImports = [
  ...remoteImports,
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
