// The exported surface of a shared package, and the rule that ties it to the package's version
// (docs/federation.md#versions). Each shared package keeps its surface in `surface.json` beside its
// package.json; `npm test` fails when the code's surface differs from it, and
//   node scripts/package-surface.mjs --update
// writes the new one only once the version is bumped as the change demands: major when a name went
// away or its type changed, minor when names were only added.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The packages every app loads as shared singletons, so their versions must mean something. */
export const SHARED_PACKAGES = ['shared-data', 'shared-ui'];

/** Entries that only tests import never reach a page, so they are no part of the contract. */
const isPageEntry = (subpath, target) => !subpath.includes('testing') && /\.tsx?$/.test(target);

const FORMAT =
  ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
const DEPTH = 3;

const isOwnDeclaration = (symbol) => {
  const declarations = symbol?.getDeclarations() ?? [];
  return (
    declarations.length > 0 &&
    declarations.every(
      (declaration) => !declaration.getSourceFile().fileName.includes('node_modules'),
    )
  );
};

const isUndeclared = (member) => (member.getDeclarations() ?? []).length === 0;

/**
 * An object no name stands for whose members a mapped type made, none declared anywhere: what
 * yup's `InferType` gives for one of our schemas, which is ours although yup declares its shape.
 */
const isMadeFromOurs = (checker, type) => {
  if (type.aliasSymbol || !(type.flags & ts.TypeFlags.Object)) return false;
  if (ts.getObjectFlags(type) & ts.ObjectFlags.ClassOrInterface) return false;
  const members = checker.getPropertiesOfType(type);
  return members.length > 0 && members.every(isUndeclared);
};

/** Library types (React's, the DOM's) are named, not spelled out: their own versions cover them. */
const isOwnType = (checker, type) =>
  isOwnDeclaration(type.aliasSymbol ?? type.getSymbol()) || isMadeFromOurs(checker, type);

/**
 * A member of one of our types is ours unless a library declares it (an input's HTML attributes).
 * One with no declaration at all was made by a mapped type (an `Omit` of ours, yup's `InferType`
 * of a record's shape): it is ours too, except a class's `prototype`, which its instance type is.
 */
const isOwnMember = (member) =>
  isOwnDeclaration(member) || (isUndeclared(member) && !(member.flags & ts.SymbolFlags.Prototype));

const byName = (a, b) => a.name.localeCompare(b.name);

/**
 * An object of ours no name stands for (an inline `{ name: string }`, a schema's InferType): the
 * compiler's text of it lists its members in an order of its own, so past `depth` it is still
 * written out, as are the unions and arrays holding it.
 */
const isNameless = (checker, type) =>
  !type.aliasSymbol &&
  (type.flags & ts.TypeFlags.Object) !== 0 &&
  !checker.isArrayType(type) &&
  type.getCallSignatures().length === 0 &&
  type.getConstructSignatures().length === 0 &&
  (isMadeFromOurs(checker, type) ||
    ((ts.getObjectFlags(type) & ts.ObjectFlags.Anonymous) !== 0 &&
      isOwnDeclaration(type.getSymbol())));

/**
 * A type written out to `depth` levels: parameters, results and the members of our own object
 * types, so a new required prop or a changed field changes the text, where the type's bare name
 * would not.
 */
function describe(checker, type, depth) {
  const named = checker.typeToString(type, undefined, FORMAT);
  if (type.aliasSymbol && !isOwnType(checker, type)) return named;
  const opens = type.isUnion() || checker.isArrayType(type) || isNameless(checker, type);
  if (depth <= 0 && !opens) return named;
  // Members by their text: a union's order is the one the compiler met its members in.
  if (type.isUnion()) {
    return type.types
      .map((member) => describe(checker, member, depth))
      .sort()
      .join(' | ');
  }
  // An array of our objects is written out like them: a changed field of its items is a change.
  if (checker.isArrayType(type)) {
    const [item] = checker.getTypeArguments(type);
    const items = describe(checker, item, depth);
    const readonly = named.startsWith('readonly ') ? 'readonly ' : '';
    return `${readonly}${item.isUnion() ? `(${items})` : items}[]`;
  }
  const signatures = type.getCallSignatures();
  if (signatures.length > 0) {
    return signatures
      .map((signature) => {
        const parameters = signature.parameters.map((parameter) => {
          const declaration = parameter.valueDeclaration;
          const optional = declaration && ts.isParameter(declaration) && declaration.questionToken;
          const parameterType = checker.getTypeOfSymbol(parameter);
          return `${parameter.name}${optional ? '?' : ''}: ${describe(checker, parameterType, depth - 1)}`;
        });
        const result = describe(checker, signature.getReturnType(), depth - 1);
        return `(${parameters.join(', ')}) => ${result}`;
      })
      .join(' & ');
  }
  const objectLike = ts.TypeFlags.Object | ts.TypeFlags.Intersection;
  if (!(type.flags & objectLike) || !isOwnType(checker, type)) return named;
  const properties = checker.getPropertiesOfType(type);
  // Props a type takes over from a library's (an input's HTML attributes) are the library's.
  // In name order: the order a mapped type lists its members in is the compiler's, not ours.
  const own = properties.filter(isOwnMember).sort(byName);
  const members = own.map((property) => {
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    const propertyType = checker.getTypeOfSymbol(property);
    return `${property.name}${optional}: ${describe(checker, propertyType, depth - 1)}`;
  });
  if (own.length < properties.length) members.push('...library members');
  return `{ ${members.join('; ')} }`;
}

function describeExport(checker, symbol) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const parts = [];
  if (target.flags & ts.SymbolFlags.Value) {
    const declaration = target.valueDeclaration ?? target.getDeclarations()?.[0];
    parts.push(
      `value ${describe(checker, checker.getTypeOfSymbolAtLocation(target, declaration), DEPTH)}`,
    );
  }
  if (target.flags & ts.SymbolFlags.Type) {
    parts.push(`type ${describe(checker, checker.getDeclaredTypeOfSymbol(target), DEPTH)}`);
  }
  return parts.join('; ');
}

/** Every name a page may import from the package, with its type, keyed `entry#name`. */
export function surfaceOf(folder) {
  const packageDir = path.resolve(root, folder);
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const entries = Object.entries(manifest.exports).filter(([subpath, target]) =>
    isPageEntry(subpath, target),
  );
  const configFile = path.join(packageDir, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, packageDir);
  const files = entries.map(([, target]) => path.join(packageDir, target));
  const program = ts.createProgram(files, { ...parsed.options, noEmit: true });
  const checker = program.getTypeChecker();

  const surface = {};
  for (const [subpath, target] of entries) {
    const source = program.getSourceFile(path.join(packageDir, target));
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${folder}: cannot read the exports of ${target}`);
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      surface[`${subpath}#${symbol.name}`] = describeExport(checker, symbol);
    }
  }
  return Object.fromEntries(Object.entries(surface).sort(([a], [b]) => a.localeCompare(b)));
}

/** 'major', 'minor' or undefined: the least bump that takes `before` to `after`. */
export function requiredBump(before, after) {
  const removedOrChanged = Object.keys(before).some((name) => after[name] !== before[name]);
  if (removedOrChanged) return 'major';
  return Object.keys(after).some((name) => !(name in before)) ? 'minor' : undefined;
}

const parseVersion = (version) => version.split('.').map(Number);

/** Whether going from version `from` to `to` is at least the `bump` a change needs. */
export function isBumpEnough(from, to, bump) {
  const [fromMajor, fromMinor] = parseVersion(from);
  const [toMajor, toMinor] = parseVersion(to);
  if (bump === 'major') return toMajor > fromMajor;
  if (bump === 'minor')
    return toMajor > fromMajor || (toMajor === fromMajor && toMinor > fromMinor);
  return true;
}

const surfaceFile = (folder) => path.join(root, folder, 'surface.json');
const versionOf = (folder) =>
  JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')).version;

/**
 * How a package's code, version and recorded surface agree: `current`; `stale` when the record
 * only needs writing again; `unbumped` when the surface changed and the version did not follow.
 */
export function surfaceStatus(folder) {
  const current = surfaceOf(folder);
  const version = versionOf(folder);
  if (!existsSync(surfaceFile(folder))) return { state: 'stale', current, version };
  const recorded = JSON.parse(readFileSync(surfaceFile(folder), 'utf8'));
  const bump = requiredBump(recorded.exports, current);
  const changed = Object.keys({ ...recorded.exports, ...current }).filter(
    (name) => recorded.exports[name] !== current[name],
  );
  if (!isBumpEnough(recorded.version, version, bump)) {
    const message = `${folder}'s exported surface changed (${changed.join(', ')}) but ${version} is still compatible with ${recorded.version}: bump the ${bump} version in ${folder}/package.json (and the ranges of the apps that need the change), then run node scripts/package-surface.mjs --update`;
    return { state: 'unbumped', current, version, message };
  }
  if (changed.length > 0 || recorded.version !== version) {
    const message = `${folder} ${version} differs from its surface.json (${recorded.version}${changed.length ? `; ${changed.join(', ')}` : ''}): run node scripts/package-surface.mjs --update`;
    return { state: 'stale', current, version, message };
  }
  return { state: 'current', current, version };
}

function update() {
  for (const folder of SHARED_PACKAGES) {
    const { state, current, version, message } = surfaceStatus(folder);
    if (state === 'unbumped') {
      console.error(message);
      process.exitCode = 1;
      continue;
    }
    writeFileSync(
      surfaceFile(folder),
      `${JSON.stringify({ version, exports: current }, null, 2)}\n`,
    );
    console.log(`${folder} ${version}: ${Object.keys(current).length} exports recorded`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--update')) update();
  else {
    for (const { message } of SHARED_PACKAGES.map(surfaceStatus)) {
      if (message) console.error(message);
      if (message) process.exitCode = 1;
    }
  }
}
