import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * How long each spec file took, summed over its tests (hooks and fixtures included, as Playwright
 * counts them), written as JSON to FEES_E2E_TIMINGS_FILE for `npm test`'s timings table
 * (scripts/run-checks.mjs). Writes nothing when that variable is unset.
 */
export default class SpecTimingsReporter implements Reporter {
  private readonly started = Date.now();
  private workers = 1;
  private readonly files = new Map<string, { tests: number; ms: number }>();

  onBegin(config: FullConfig): void {
    this.workers = config.workers;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(process.cwd(), test.location.file);
    const entry = this.files.get(file) ?? { tests: 0, ms: 0 };
    entry.tests += 1;
    entry.ms += result.duration;
    this.files.set(file, entry);
  }

  onEnd(): void {
    const target = process.env.FEES_E2E_TIMINGS_FILE;
    if (!target) return;
    const files = [...this.files]
      .map(([file, { tests, ms }]) => ({ file, tests, seconds: ms / 1000 }))
      .sort((a, b) => b.seconds - a.seconds);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(
      target,
      JSON.stringify({
        workers: this.workers,
        seconds: (Date.now() - this.started) / 1000,
        finishedAt: Date.now(),
        files,
      }),
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
