import { readFileSync } from 'node:fs';
import path from 'node:path';
import apps from '../../apps.json';
import budgets from '../budgets.json';
import { build } from '../../scripts/build.mjs';
import { root } from '../lib/paths';
import { previousReport, round, type SuiteResult } from '../lib/report';

interface BuildStats {
  entry: number;
  own: number;
  shared: Record<string, number>;
}

const kB = (bytes: number) => round(bytes / 1024);
const statsOf = (folder: string): BuildStats =>
  JSON.parse(readFileSync(path.join(root, folder, 'dist', '.build-stats.json'), 'utf8'));

/** Each build's size against its budget and against the last run's report. */
export async function bundles(): Promise<SuiteResult> {
  await build({ report: false });
  const sizes: Record<string, number> = {};
  for (const { folder } of [apps.shell, ...apps.remotes]) {
    const { entry, own } = statsOf(folder);
    sizes[folder] = kB(entry + own);
  }
  sizes.sharedLibraries = kB(
    Object.entries(statsOf(apps.shell.folder).shared)
      .filter(([name]) => !name.endsWith('(loaded on demand)'))
      .reduce((sum, [, bytes]) => sum + bytes, 0),
  );
  const before = previousReport()?.suites.find((suite) => suite.id === 'bundles')?.data as
    { sizes: Record<string, number>; date: string } | undefined;
  const ceiling = (name: string) =>
    name === 'sharedLibraries'
      ? budgets.sharedLibraries
      : budgets.apps[name as keyof typeof budgets.apps];
  const rows = Object.entries(sizes).map(([name, size]) => {
    const previous = before?.sizes[name];
    const change =
      previous === undefined ? '—' : `${size - previous >= 0 ? '+' : ''}${round(size - previous)}`;
    return [
      name === 'sharedLibraries' ? 'shared libraries' : name,
      size,
      ceiling(name),
      previous ?? '—',
      change,
    ];
  });
  return {
    id: 'bundles',
    title: 'Bundle sizes against their budgets',
    figures: [
      {
        name: 'Shell, main.js and own code',
        value: sizes[apps.shell.folder] ?? 0,
        unit: 'kB gzip',
      },
      { name: 'Shared libraries', value: sizes.sharedLibraries, unit: 'kB gzip' },
    ],
    tables: [
      {
        caption: `kB of gzip per build (bench/budgets.json; the browser tests fail a build over budget). Beside them the last run's sizes${before ? ` (${before.date})` : ''}.`,
        header: ['build', 'now', 'budget', 'last run', 'change'],
        rows,
      },
    ],
    notes: [],
    data: { sizes, date: new Date().toISOString().slice(0, 10) },
  };
}
