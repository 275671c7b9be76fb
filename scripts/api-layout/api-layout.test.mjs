// The API's folders stack as api-floors.cjs says (docs/api-layout.md): a domain is reached only
// through its index, tests included, and its code only from a floor above it, never from a layer.
// A test may set its scene through any domain's index, so it stands above every floor.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiFolders, crossFolderImports, FLOORS, LAYERS } from './api-layout.mjs';

const floorOf = new Map(FLOORS.flatMap((floor, index) => floor.map((domain) => [domain, index])));
const edges = crossFolderImports();
const show = (edge) => `${edge.file}: ${edge.specifier}`;

test('every folder of api/src is a layer or a domain on a floor', () => {
  const placed = [...LAYERS, ...floorOf.keys()].sort();
  assert.deepEqual(apiFolders().sort(), placed);
});

test('a domain is imported only through its index', () => {
  const past = edges.filter((edge) => floorOf.has(edge.to) && !edge.viaIndex).map(show);
  assert.deepEqual(past, []);
});

test('a domain imports only domains on floors below its own', () => {
  const upward = edges
    .filter((edge) => !edge.test && floorOf.has(edge.from) && floorOf.has(edge.to))
    .filter((edge) => floorOf.get(edge.to) >= floorOf.get(edge.from))
    .map(show);
  assert.deepEqual(upward, []);
});

test('no layer but testing/ imports a domain', () => {
  const reaching = edges
    .filter((edge) => !edge.test && LAYERS.includes(edge.from) && edge.from !== 'testing')
    .filter((edge) => floorOf.has(edge.to))
    .map(show);
  assert.deepEqual(reaching, []);
});
