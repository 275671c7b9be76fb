// `npm test`: every check of the repository, each step timed. Steps in one stage run side by side
// (each uses about one core, and the machine has two); a stage starts when the one before has
// passed. The times, and the slowest Jest files and every browser spec, are written to
// .cache/test-timings.md, which CI prints at the end, so the next slow step shows itself
// (docs/testing.md#how-long-it-takes). Not named test.mjs: `node --test scripts/` would run that.
//   node scripts/run-checks.mjs            every step
//   node scripts/run-checks.mjs lint jest  only the steps named
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const cache = path.join(root, '.cache');
const TIMINGS_FILE = path.join(cache, 'test-timings.md');
const JEST_RESULTS = path.join(cache, 'jest-results.json');
// e2e/support/spec-timings-reporter.ts writes here when it is set.
const E2E_TIMINGS = path.join(cache, 'e2e-spec-timings.json');

const npm = (...args) => ['npm', ...args];
const STAGES = [
  [
    { name: 'lint', command: npm('run', 'lint') },
    { name: 'typecheck', command: npm('run', 'typecheck') },
  ],
  [
    {
      name: 'jest',
      command: npm('run', 'test:unit', '--', '--json', `--outputFile=${JEST_RESULTS}`),
    },
    { name: 'tools', command: npm('run', 'test:tools') },
  ],
  [
    { name: 'api (PGlite)', command: npm('test', '-w', '@fees/api') },
    { name: 'api (PostgreSQL)', command: npm('run', 'test:pg', '-w', '@fees/api') },
  ],
  [{ name: 'build', command: npm('run', 'build') }],
  [{ name: 'browser', command: ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'] }],
];

/**
 * Runs one step. Alone in its stage its output streams as it comes; beside another it is held and
 * printed whole when it ends, so two steps' lines never interleave.
 */
function run(step, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const [command, ...args] = step.command;
    const child = spawn(command, args, {
      cwd: root,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FEES_E2E_TIMINGS_FILE: E2E_TIMINGS },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (!alone) {
        process.stdout.write(`\n── ${step.name} ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name: step.name, seconds: (Date.now() - started) / 1000, ok: code === 0, signal });
    });
  });
}

const seconds = (value) => `${value.toFixed(1)} s`;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

function table(header, rows) {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`]
    .concat(rows.map((row) => `| ${row.join(' | ')} |`))
    .join('\n');
}

/** The report: each stage's steps, then the slowest Jest files and every browser spec. */
function report(results, totalSeconds, since) {
  const lines = [`# npm test timings (${new Date().toISOString()})`, ''];
  const install = Number(process.env.FEES_INSTALL_SECONDS);
  const stepRows = results.map((stage) =>
    stage.map((result, index) => [
      index === 0 ? String(results.indexOf(stage) + 1) : '',
      result.name,
      seconds(result.seconds),
      result.ok ? 'passed' : 'FAILED',
    ]),
  );
  if (install > 0) stepRows.unshift([['0', 'install (.ci/run)', seconds(install), 'done']]);
  lines.push(table(['stage', 'step', 'time', 'result'], stepRows.flat()), '');
  lines.push(`Total: ${seconds(totalSeconds)} (steps of one stage run side by side).`, '');

  const jest = readJson(JEST_RESULTS);
  if (jest && jest.startTime >= since) {
    const files = jest.testResults
      .map((file) => ({
        file: path.relative(root, file.name),
        tests: file.assertionResults.length,
        seconds: (file.endTime - file.startTime) / 1000,
      }))
      .sort((a, b) => b.seconds - a.seconds);
    lines.push(`## Slowest Jest files (of ${files.length})`, '');
    lines.push(
      table(
        ['file', 'tests', 'time'],
        files.slice(0, 15).map((f) => [f.file, f.tests, seconds(f.seconds)]),
      ),
      '',
    );
  }
  const specs = readJson(E2E_TIMINGS);
  if (specs && specs.finishedAt >= since) {
    lines.push(`## Browser specs (${specs.workers} workers, ${seconds(specs.seconds)} in all)`, '');
    lines.push(
      table(
        ['spec', 'tests', 'time'],
        specs.files.map((f) => [f.file, f.tests, seconds(f.seconds)]),
      ),
      '',
    );
  }
  return lines.join('\n');
}

async function main() {
  const only = process.argv.slice(2);
  const stages = STAGES.map((stage) =>
    stage.filter((step) => only.length === 0 || only.some((name) => step.name.startsWith(name))),
  ).filter((stage) => stage.length > 0);
  const since = Date.now();
  const results = [];
  let failed = false;
  for (const stage of stages) {
    const stageResults = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
    results.push(stageResults);
    if (stageResults.some((result) => !result.ok)) {
      failed = true;
      break;
    }
  }
  mkdirSync(cache, { recursive: true });
  const text = report(results, (Date.now() - since) / 1000, since);
  writeFileSync(TIMINGS_FILE, `${text}\n`);
  for (const result of results.flat().filter((r) => !r.ok)) {
    console.error(`\n${result.name} failed${result.signal ? ` (${result.signal})` : ''}.`);
  }
  console.log(`\nTimings: ${path.relative(root, TIMINGS_FILE)}`);
  process.exit(failed ? 1 : 0);
}

await main();
