// `npm run bench`: measures the app side by side in one run and writes bench/results/latest.md and
// latest.json, then prints the summary. `npm run bench -- api lists` runs only the parts named.
import { apiThroughput } from './suites/api-throughput';
import { bigLists } from './suites/big-lists';
import { bundles } from './suites/bundles';
import { pageLoads } from './suites/page-loads';
import { concurrentVerifies } from './suites/concurrent-verifies';
import { growth } from './suites/growth';
import { nextTermStart } from './suites/next-term';
import { startUp } from './suites/start-up';
import {
  machine,
  previousReport,
  printSummary,
  round,
  writeReport,
  type SuiteResult,
} from './lib/report';

const SUITES: Record<string, () => Promise<SuiteResult>> = {
  bundles,
  'page-loads': pageLoads,
  lists: bigLists,
  api: apiThroughput,
  verifies: concurrentVerifies,
  'next-term': nextTermStart,
  'start-up': startUp,
  growth,
};

async function main() {
  const named = process.argv.slice(2);
  const unknown = named.filter((name) => !(name in SUITES));
  if (unknown.length > 0) {
    throw new Error(
      `No such part: ${unknown.join(', ')} (parts: ${Object.keys(SUITES).join(', ')})`,
    );
  }
  const started = Date.now();
  const today = new Date().toISOString().slice(0, 10);
  const suites: SuiteResult[] = [];
  for (const [name, run] of Object.entries(SUITES)) {
    if (named.length > 0 && !named.includes(name)) continue;
    console.log(`\n▶ ${name}`);
    const suiteStarted = Date.now();
    suites.push({ ...(await run()), date: today });
    console.log(`  done in ${round((Date.now() - suiteStarted) / 1000, 0)} s`);
  }
  // A run of some parts keeps the last figures of the others, each dated.
  const kept = (previousReport()?.suites ?? []).filter(
    (old) => !suites.some((suite) => suite.id === old.id),
  );
  const order = Object.keys(SUITES);
  const report = {
    date: today,
    machine: machine(),
    minutes: round((Date.now() - started) / 60_000),
    suites: [...kept, ...suites].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id)),
  };
  await writeReport(report);
  printSummary(report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
