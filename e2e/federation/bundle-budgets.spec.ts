import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import apps from '../../apps.json';
import budgets from '../../bench/budgets.json';
import { SHELL_ORIGIN } from '../support/apps';

// Sizes are deterministic for a given build, so a budget is a fair test where a time would not be
// (docs/performance.md#bundle-budgets).

interface BuildStats {
  entry: number;
  own: number;
  shared: Record<string, number>;
  sharedFiles: Record<string, string>;
}

const root = path.join(__dirname, '..', '..');
const statsOf = (folder: string): BuildStats =>
  JSON.parse(readFileSync(path.join(root, folder, 'dist', '.build-stats.json'), 'utf8'));
const kB = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const ON_DEMAND = /\(loaded on demand\)$/;

test('each app ships no more JavaScript than its budget', () => {
  const measured = Object.fromEntries(
    [apps.shell, ...apps.remotes].map(({ folder }) => {
      const { entry, own } = statsOf(folder);
      return [folder, kB(entry + own)];
    }),
  );
  const over = Object.entries(measured).filter(
    ([folder, size]) => size > budgets.apps[folder as keyof typeof budgets.apps],
  );
  expect(over, `over budget (kB gzip): ${JSON.stringify(measured)}`).toEqual([]);
});

test('the shared libraries the shell provides stay within their budget', () => {
  const { shared } = statsOf(apps.shell.folder);
  const eager = Object.entries(shared)
    .filter(([name]) => !ON_DEMAND.test(name))
    .reduce((sum, [, bytes]) => sum + bytes, 0);
  expect(kB(eager)).toBeLessThanOrEqual(budgets.sharedLibraries);
});

test('/login fetches its budget of JavaScript at most, and React, react-dom and the router once', async ({
  page,
}) => {
  const fetched: Array<{ url: URL; gzip: number }> = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') || response.status() !== 200) return;
    fetched.push({ url, gzip: gzipSync(await response.body(), { level: 9 }).length });
  });

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loginBytes = fetched.reduce((sum, { gzip }) => sum + gzip, 0);
  expect(kB(loginBytes)).toBeLessThanOrEqual(budgets.loginPage);

  // On, within the same page, through the guest's home and a school to another remote's list:
  // still no second copy.
  await page.getByRole('button', { name: 'Login as guest' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Agree' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Schools' }).click();
  await page.getByRole('article').first().getByRole('link', { name: 'View School' }).click();
  await nav.getByRole('link', { name: 'Students' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const { sharedFiles } = statsOf(apps.shell.folder);
  const packageFiles = (name: string) =>
    Object.entries(sharedFiles)
      .filter(([, label]) => label.split(' + ').includes(name))
      .map(([file]) => file);
  for (const name of ['react', 'react-dom', 'react-router']) {
    const files = packageFiles(name);
    const loads = fetched.filter(({ url }) => files.some((file) => url.pathname === `/${file}`));
    expect(loads.length, `${name} was fetched`).toBeGreaterThan(0);
    const paths = loads.map(({ url }) => url.pathname);
    expect(new Set(paths).size, `${name}: ${paths.join(', ')}`).toBe(paths.length);
    expect(loads.every(({ url }) => url.origin === SHELL_ORIGIN)).toBe(true);
  }
});
