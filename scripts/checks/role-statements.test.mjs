// Who may do what is said once, in shared-data's role table (docs/staff.md#the-roles): no product
// source outside it lists the roles an action allows, words a refusal or compares a member's role
// to decide what they may do. Tests may, since they check the table's words from the outside.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { APPS } = require('../apps.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where the roles are named (constants/staff.ts) and what each may do (roles/actions.ts). */
const TABLE = ['shared-data/src/roles/actions.ts', 'shared-data/src/constants/staff.ts'];

const ROLE = `'(?:owner|bursar|viewer)'`;
const STATEMENTS = [
  ['a list of roles', new RegExp(`\\[\\s*${ROLE}\\s*,\\s*${ROLE}`)],
  ['a refusal in words', /Only the school's (?:owner|bursar)/],
  ["a route's roles", /\broles:\s*[[A-Z]/],
  // The signed-in member's role in the school, as a route or a screen holds it; a staff line's
  // role (member.role) is what the staff page shows, not what its reader may do.
  ["a member's role compared", new RegExp(`(?:schoolRole|school\\??\\.role)\\s*[!=]==\\s*${ROLE}`)],
];

function* sources(folder) {
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'testing') yield* sources(file);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      yield file;
    }
  }
}

function statementsIn(text) {
  return STATEMENTS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}

test('each kind of role statement is caught where it is written', () => {
  assert.deepEqual(statementsIn("const OWNER_ONLY = ['owner', 'bursar'] as const;"), [
    'a list of roles',
  ]);
  assert.deepEqual(statementsIn(`refusal="Only the school's owner can change its classes."`), [
    'a refusal in words',
  ]);
  assert.deepEqual(statementsIn('config: { access: { school, roles: OWNER } }'), [
    "a route's roles",
  ]);
  for (const compared of [
    "const hold = request.schoolRole !== 'owner';",
    "if (school?.role === 'owner') {",
  ]) {
    assert.deepEqual(statementsIn(compared), ["a member's role compared"], compared);
  }
  assert.deepEqual(statementsIn("{member.role === 'owner' ? null : <RemoveStaffButton />}"), []);
});

test('no product source but the role table says who may do what', () => {
  const folders = [
    'api/src',
    'shared-data/src',
    'shared-ui/src',
    ...APPS.map((app) => `${app.folder}/src`),
  ];
  const found = [];
  for (const folder of folders) {
    for (const file of sources(folder)) {
      if (TABLE.includes(file)) continue;
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const name of statementsIn(line)) found.push(`${file}:${index + 1} ${name}`);
        });
    }
  }
  assert.deepEqual(found, []);
});
