// The shared packages' versions follow their exported surface (docs/federation.md#versions): this
// fails `npm test` when a package's surface changed and its version did not.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  SHARED_PACKAGES,
  isBumpEnough,
  requiredBump,
  surfaceOf,
  surfaceStatus,
} from './package-surface.mjs';

for (const folder of SHARED_PACKAGES) {
  test(`${folder}'s version and surface.json match its exported surface`, () => {
    const { state, message } = surfaceStatus(folder);
    assert.equal(state, 'current', message);
  });
}

test('a name removed or retyped needs a major version, a name added a minor one', () => {
  const before = { '.#a': 'value () => void', '.#b': 'type { x: string }' };
  assert.equal(requiredBump(before, { ...before }), undefined);
  assert.equal(requiredBump(before, { ...before, '.#c': 'value number' }), 'minor');
  assert.equal(requiredBump(before, { '.#a': before['.#a'] }), 'major');
  assert.equal(requiredBump(before, { ...before, '.#b': 'type { x: number }' }), 'major');

  assert.equal(isBumpEnough('1.4.2', '1.4.3', 'minor'), false);
  assert.equal(isBumpEnough('1.4.2', '1.5.0', 'minor'), true);
  assert.equal(isBumpEnough('1.4.2', '1.5.0', 'major'), false);
  assert.equal(isBumpEnough('1.4.2', '2.0.0', 'major'), true);
  assert.equal(isBumpEnough('1.4.2', '1.4.2', undefined), true);
});

/** A package of one file in a temporary folder, removed after the test; `write` sets its code. */
function probePackage(t) {
  const folder = mkdtempSync(path.join(tmpdir(), 'fees-surface-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  mkdirSync(path.join(folder, 'src'));
  writeFileSync(
    path.join(folder, 'package.json'),
    JSON.stringify({ name: 'probe', version: '1.0.0', exports: { '.': './src/index.ts' } }),
  );
  writeFileSync(
    path.join(folder, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { strict: true, lib: ['ES2022'] }, include: ['src'] }),
  );
  const write = (code) => writeFileSync(path.join(folder, 'src', 'index.ts'), code);
  return { folder, write };
}

test("the surface reads a package's types: a new required prop or field is a change", (t) => {
  const { folder, write } = probePackage(t);

  write(`export interface Fee { amount: number }
export function total(fees: Fee[], options: { round: boolean }): number { return fees.length; }`);
  const first = surfaceOf(folder);
  assert.deepEqual(Object.keys(first), ['.#Fee', '.#total']);

  write(`export interface Fee { amount: number; kobo: number }
export function total(fees: Fee[], options: { round: boolean }): number { return fees.length; }`);
  assert.equal(requiredBump(first, surfaceOf(folder)), 'major');

  write(`export interface Fee { amount: number }
export function total(fees: Fee[], options: { round: boolean; currency: string }): number { return fees.length; }`);
  assert.equal(requiredBump(first, surfaceOf(folder)), 'major');

  write(`export interface Fee { amount: number }
export function total(fees: Fee[], options: { round: boolean }): number { return fees.length * 2; }
export const CURRENCY = 'NGN';`);
  assert.equal(requiredBump(first, surfaceOf(folder)), 'minor');
});

test('a type derived from a schema reads as its fields: where a type comes from is no change', (t) => {
  const { folder, write } = probePackage(t);
  // Like yup's InferType, a mapped type whose keys are computed leaves its members no declaration,
  // and lists them in an order of its own.
  const infer = 'type Infer<T> = { [K in Exclude<keyof T, never>]: T[K] };';

  write(`export interface Line { name: string; kind: 'fee' | 'discount' }
export interface Fee { amount: number; optional: boolean; lines: Line[] }`);
  const written = surfaceOf(folder);
  assert.equal(
    written['.#Fee'],
    'type { amount: number; lines: { kind: "discount" | "fee"; name: string }[]; optional: false | true }',
  );

  const derived = (amount) => `${infer}
const lineShape = { kind: 'discount' as 'discount' | 'fee', name: '' };
const feeShape = { optional: false as boolean, lines: [] as Line[], amount: ${amount} };
export interface Line extends Infer<typeof lineShape> {}
export interface Fee extends Infer<typeof feeShape> {}`;
  write(derived('0'));
  assert.deepEqual(surfaceOf(folder), written);

  write(derived("''"));
  assert.equal(requiredBump(written, surfaceOf(folder)), 'major');

  // Past the depth a named type is only its name, but an inline object has none to stand for it.
  write('export const total = (fee: { a: { b: { c: { y: number; x: number } } } }) => 0;');
  assert.equal(
    surfaceOf(folder)['.#total'],
    'value (fee: { a: { b: { c: { x: number; y: number } } } }) => number',
  );
});
