// The API's import graph between its folders (docs/api-layout.md): which domain imports which,
// the pairs that import each other, and what plugins/ takes from a domain. Run it to print the
// figures; api-layout.test.mjs holds them at what api-floors.cjs allows.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const API_SRC = path.join(root, 'api/src');

export const { LAYERS, FLOORS } = createRequire(import.meta.url)('./api-floors.cjs');

export function apiFolders() {
  return readdirSync(API_SRC).filter((entry) => statSync(path.join(API_SRC, entry)).isDirectory());
}

export function apiDomains() {
  return apiFolders().filter((folder) => !LAYERS.includes(folder));
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return entry.endsWith('.ts') ? [full] : [];
  });
}

/** The folder directly under api/src a path lies in, or undefined for app.ts and the like. */
function folderOf(file) {
  const [first, ...rest] = path.relative(API_SRC, file).split(path.sep);
  return rest.length > 0 ? first : undefined;
}

/** Every relative import and re-export between two folders of api/src. */
export function crossFolderImports() {
  return sourceFiles(API_SRC).flatMap((file) => {
    const from = folderOf(file);
    if (!from) return [];
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, false);
    return importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName }) => {
        const target = path.resolve(path.dirname(file), fileName);
        return {
          file: path.relative(API_SRC, file),
          specifier: fileName,
          from,
          to:
            path.dirname(target) === API_SRC && !path.extname(target)
              ? path.basename(target)
              : folderOf(target),
          test: /\.test\.ts$/.test(file),
          viaIndex: path.dirname(target) === API_SRC || path.basename(target) === 'index',
        };
      })
      .filter((edge) => edge.to && edge.to !== edge.from);
  });
}

/**
 * The domains in floors, lowest first: each imports only from floors below it. Domains caught in
 * a loop of imports (two or more importing round to themselves) form no floor and are returned
 * apart, as `loop`.
 */
export function layeredOrder(domains, pairs) {
  const needs = new Map(domains.map((domain) => [domain, new Set()]));
  for (const pair of pairs) {
    const [from, to] = pair.split('>');
    needs.get(from).add(to);
  }
  const floors = [];
  const placed = new Set();
  for (;;) {
    const floor = domains.filter(
      (domain) => !placed.has(domain) && [...needs.get(domain)].every((to) => placed.has(to)),
    );
    if (floor.length === 0) break;
    floors.push(floor);
    for (const domain of floor) placed.add(domain);
  }
  return { floors, loop: domains.filter((domain) => !placed.has(domain)) };
}

export function layoutFigures() {
  const domains = apiDomains();
  const edges = crossFolderImports().filter((edge) => !edge.test);
  const domainEdges = edges.filter(
    (edge) => domains.includes(edge.from) && domains.includes(edge.to),
  );
  const pairs = new Set(domainEdges.map((edge) => `${edge.from}>${edge.to}`));
  const twoWay = [...pairs]
    .map((pair) => pair.split('>'))
    .filter(([a, b]) => a < b && pairs.has(`${b}>${a}`))
    .map(([a, b]) => `${a}<->${b}`);
  return {
    order: layeredOrder(domains, pairs),
    crossDomain: domainEdges.length,
    pastIndex: domainEdges.filter((edge) => !edge.viaIndex).map((e) => `${e.file}: ${e.specifier}`),
    twoWay,
    pluginsToDomain: edges
      .filter((edge) => edge.from === 'plugins' && domains.includes(edge.to))
      .map((edge) => `${edge.file}: ${edge.specifier}`),
    layersToDomain: edges
      .filter(
        (edge) =>
          LAYERS.includes(edge.from) && edge.from !== 'testing' && domains.includes(edge.to),
      )
      .map((edge) => `${edge.file}: ${edge.specifier}`),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = layoutFigures();
  console.log(`cross-domain imports (product code): ${figures.crossDomain}`);
  console.log(`  of which past a domain's index: ${figures.pastIndex.length}`);
  console.log(`two-way domain pairs: ${figures.twoWay.length} ${figures.twoWay.join(' ')}`);
  console.log(`domains in a loop of imports: ${figures.order.loop.length}`);
  console.log(`floors, lowest first:`);
  for (const floor of figures.order.floors) console.log(`  ${floor.join(', ')}`);
  console.log(`plugins/ -> domain imports: ${figures.pluginsToDomain.length}`);
  console.log(`any layer -> domain imports: ${figures.layersToDomain.length}`);
  if (process.argv.includes('--list')) console.log(JSON.stringify(figures, null, 2));
}
