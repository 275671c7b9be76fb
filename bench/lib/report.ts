import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import prettier from 'prettier';
import { resultsDir } from './paths';

/** A headline figure; with a goal, the report says whether it was met. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  goal?: { atMost?: number; atLeast?: number };
  /** Shown instead of the value and unit, e.g. 'yes' or 'none ≥ 50 ms'. */
  text?: string;
}

export interface Table {
  caption: string;
  header: string[];
  rows: Array<Array<string | number>>;
}

export interface SuiteResult {
  id: string;
  /** The day it was measured: a run of some parts keeps the others' last figures. */
  date?: string;
  title: string;
  figures: Figure[];
  tables: Table[];
  /** What the figures mean, what a missed goal is caused by: Markdown paragraphs. */
  notes: string[];
  /** Raw measurements, kept in the JSON. */
  data?: unknown;
}

export interface Report {
  date: string;
  machine: string;
  minutes: number;
  suites: SuiteResult[];
}

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()}`;
}

export function goalText({ goal }: Figure): string {
  if (!goal) return '';
  return goal.atMost !== undefined ? `≤ ${goal.atMost}` : `≥ ${goal.atLeast}`;
}

/** Met, missed, or '' when the figure has no goal. */
export function verdict({ value, goal }: Figure): '' | 'met' | 'missed' {
  if (!goal) return '';
  const met =
    (goal.atMost === undefined || value <= goal.atMost) &&
    (goal.atLeast === undefined || value >= goal.atLeast);
  return met ? 'met' : 'missed';
}

const cell = (value: string | number) => String(value).replace(/\|/g, '\\|');
const markdownTable = (header: string[], rows: Array<Array<string | number>>) =>
  [
    `| ${header.map(cell).join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');

const figureRows = (figures: Figure[]) =>
  figures.map((figure) => [
    figure.name,
    figure.text ?? `${figure.value} ${figure.unit}`.trim(),
    goalText(figure),
    verdict(figure),
  ]);

export function toMarkdown(report: Report): string {
  const all = report.suites.flatMap((suite) => suite.figures);
  const parts = [
    '# Benchmarks',
    '',
    `${report.date} · ${report.machine} · ${report.minutes} min. Written by \`npm run bench\`; ` +
      'docs/performance.md says what each part measures and how.',
    '',
    '## Summary',
    '',
    markdownTable(['figure', 'value', 'goal', ''], figureRows(all)),
  ];
  for (const suite of report.suites) {
    parts.push('', `## ${suite.title}`, '', `Measured ${suite.date ?? report.date}.`, '');
    for (const table of suite.tables) {
      parts.push(`${table.caption}`, '', markdownTable(table.header, table.rows), '');
    }
    for (const note of suite.notes) parts.push(note, '');
  }
  return `${parts.join('\n').trimEnd()}\n`;
}

export function printSummary(report: Report) {
  const rows = figureRows(report.suites.flatMap((suite) => suite.figures));
  const widths = [0, 1, 2].map((column) =>
    Math.max(...rows.map((row) => String(row[column]).length)),
  );
  console.log(`\nBenchmarks, ${report.date} (${report.minutes} min)\n`);
  for (const row of rows) {
    console.log(
      `  ${String(row[0]).padEnd(widths[0]!)}  ${String(row[1]).padStart(widths[1]!)}  ${String(row[2]).padEnd(widths[2]!)}  ${row[3]}`,
    );
  }
}

const latestJson = path.join(resultsDir, 'latest.json');

/** The report of the run before this one, if it is still on disk: the trend is read from it. */
export function previousReport(): Report | undefined {
  try {
    return JSON.parse(readFileSync(latestJson, 'utf8')) as Report;
  } catch {
    return undefined;
  }
}

const README = path.join(resultsDir, '..', '..', 'README.md');
const README_START = '<!-- bench:start -->';
const README_END = '<!-- bench:end -->';

/** The README's short table: the figures that have a goal, between its two markers. */
function readmeTable(report: Report): string {
  const withGoals = report.suites.flatMap((suite) => suite.figures).filter((f) => f.goal);
  return [
    README_START,
    `Latest \`npm run bench\`, ${report.date}, on ${report.machine} ([full report](bench/results/latest.md)):`,
    '',
    markdownTable(['figure', 'value', 'goal', ''], figureRows(withGoals)),
    README_END,
  ].join('\n');
}

export async function writeReport(report: Report) {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(latestJson, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, 'latest.md'), toMarkdown(report));
  const readme = readFileSync(README, 'utf8');
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start === -1 || end === -1) return;
  const updated = `${readme.slice(0, start)}${readmeTable(report)}${readme.slice(end + README_END.length)}`;
  // Laid out as the lint's Prettier check wants it, so a run leaves the README committable.
  const options = await prettier.resolveConfig(README);
  writeFileSync(README, await prettier.format(updated, { ...options, filepath: README }));
}
