// `npm test`: every check of the repository, each step timed, two at a time (most use about one
// core, and the machine has two); the browser specs start once the build and the production smoke
// have passed, beside the checks still running. The times, and the slowest Jest files and every browser spec, are written to
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
/**
 * Every step, two at a time: most use about one core and the machine has two. A free lane takes
 * the first step in this order whose `needs` have passed. The browser specs are the longest chain
 * (build, production smoke, browser: about two thirds of the run), so the typecheck, which catches
 * most slips early, and the build come first in one lane and the chain follows them there, while
 * the other lane runs the API passes, Jest, lint and the tool tests beside it. Run after the checks,
 * alone, the chain left a core idle through much of the browser specs' waiting on the page
 * (docs/testing.md#how-long-it-takes).
 */
const STEPS = [
  { name: 'typecheck', command: npm('run', 'typecheck') },
  { name: 'api (PGlite)', command: npm('test', '-w', '@fees/api') },
  { name: 'build', command: npm('run', 'build') },
  {
    // The production start, through nginx only (docs/deploy.md).
    name: 'production smoke',
    command: ['node', '--import', 'tsx', '--test', 'scripts/prod-smoke.mjs'],
    needs: ['build'],
  },
  {
    name: 'browser',
    command: ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    needs: ['build', 'production smoke'],
  },
  { name: 'api (PostgreSQL)', command: npm('run', 'test:pg', '-w', '@fees/api') },
  {
    name: 'jest',
    command: npm('run', 'test:unit', '--', '--json', `--outputFile=${JEST_RESULTS}`),
  },
  { name: 'lint', command: npm('run', 'lint') },
  { name: 'tools', command: npm('run', 'test:tools') },
];
const LANES = 2;

/**
 * Runs one step, in a process group of its own so a failure elsewhere can stop it whole. Alone its
 * output streams as it comes; beside another it is held and printed whole when it ends, so two
 * steps' lines never interleave.
 */
function run(step, alone, since) {
  const started = Date.now();
  const [command, ...args] = step.command;
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FEES_E2E_TIMINGS_FILE: E2E_TIMINGS },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  const done = new Promise((resolve) => {
    child.on('close', (code, signal) => {
      if (!alone) {
        process.stdout.write(`\n── ${step.name} ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({
        name: step.name,
        startedAt: (started - since) / 1000,
        seconds: (Date.now() - started) / 1000,
        ok: code === 0,
        stopped: child.stopped === true,
        signal,
      });
    });
  });
  const stop = () => {
    child.stopped = true;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // It has already ended.
    }
  };
  return { done, stop };
}

/**
 * Runs the steps `lanes` at a time: a free lane takes the first step whose `needs` have passed
 * (a need not among the steps run counts as met), and waits while none is ready. The first
 * failure stops the others.
 */
async function runPool(steps, lanes, since) {
  const queue = [...steps];
  const names = new Set(steps.map((step) => step.name));
  const passed = new Set();
  const running = new Set();
  const results = [];
  let failed = false;
  const waiting = [];
  const ready = (step) => (step.needs ?? []).every((name) => passed.has(name) || !names.has(name));
  async function lane() {
    while (queue.length > 0 && !failed) {
      const index = queue.findIndex(ready);
      if (index < 0) {
        await new Promise((resolve) => waiting.push(resolve));
        continue;
      }
      const [step] = queue.splice(index, 1);
      const handle = run(step, steps.length === 1, since);
      running.add(handle);
      const result = await handle.done;
      running.delete(handle);
      results.push(result);
      if (result.ok) passed.add(step.name);
      else if (!result.stopped) {
        failed = true;
        for (const other of running) other.stop();
      }
      for (const wake of waiting.splice(0)) wake();
    }
  }
  await Promise.all(Array.from({ length: Math.min(lanes, steps.length) }, lane));
  return { results, failed };
}

const seconds = (value) => `${value.toFixed(1)} s`;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

function table(header, rows) {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`]
    .concat(rows.map((row) => `| ${row.join(' | ')} |`))
    .join('\n');
}

/** The report: each step's start and time, then the slowest Jest files and every browser spec. */
function report(results, totalSeconds, since) {
  const lines = [`# npm test timings (${new Date().toISOString()})`, ''];
  const install = Number(process.env.FEES_INSTALL_SECONDS);
  const stepRows = results.map((result) => [
    result.name,
    `${Math.round(result.startedAt)} s`,
    seconds(result.seconds),
    result.ok ? 'passed' : result.stopped ? 'stopped' : 'FAILED',
  ]);
  if (install > 0) stepRows.unshift(['install (.ci/run)', 'before', seconds(install), 'done']);
  lines.push(table(['step', 'started at', 'time', 'result'], stepRows), '');
  lines.push(`Total: ${seconds(totalSeconds)} (the steps ${LANES} at a time).`, '');

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
  const wanted = (step) => only.length === 0 || only.some((name) => step.name.startsWith(name));
  const since = Date.now();
  const { results } = await runPool(STEPS.filter(wanted), LANES, since);
  results.sort((a, b) => a.startedAt - b.startedAt);
  mkdirSync(cache, { recursive: true });
  const text = report(results, (Date.now() - since) / 1000, since);
  writeFileSync(TIMINGS_FILE, `${text}\n`);
  for (const result of results.filter((r) => !r.ok && !r.stopped)) {
    console.error(`\n${result.name} failed${result.signal ? ` (${result.signal})` : ''}.`);
  }
  console.log(`\nTimings: ${path.relative(root, TIMINGS_FILE)}`);
  process.exit(results.every((result) => result.ok) ? 0 : 1);
}

await main();
