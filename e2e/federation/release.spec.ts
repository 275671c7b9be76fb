import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { arrangeSchool, loginWithAccount, newAccount } from '../support/account';
import { remoteOwning } from '../support/apps';
import {
  importLabel,
  LIVE,
  NEWER_COMPATIBLE,
  NEXT_MAJOR,
  REMOTE,
} from '../support/students-releases';
import { release } from '../support/release';

// The students team ships its remote while the dashboard is open, the way docs/apps.md says: a
// build of its own checkout is published as an immutable release (release-builds.setup.ts, run
// beside the other specs), and the live config.json is switched to it. Each test goes on from
// where the one before left the live config.
test.describe.configure({ mode: 'serial' });

const students = remoteOwning('/students');
const literally = (text: string) => text.replace(/[.^]/g, '\\$&');

test.afterAll(() => {
  // The other specs expect the remote's own build.
  release('switch', REMOTE, 'dist');
});

/** Every file the page fetches, by URL, from the moment this is called. */
function recordFetches(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\.(js|json|css)(\?|$)/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

const fromStudents = (urls: string[]) => urls.filter((url) => url.startsWith(students.origin));
const fromOthers = (urls: string[]) => urls.filter((url) => !url.startsWith(students.origin));

/** The served bytes of each file, as a fingerprint to compare before and after a release. */
async function fingerprints(request: APIRequestContext, urls: string[]) {
  const unique = [...new Set(urls)].filter((url) => !url.endsWith('/config.json')).sort();
  return Promise.all(
    unique.map(async (url) => {
      const body = await (await request.get(url)).body();
      return `${url} ${createHash('sha256').update(body).digest('hex')}`;
    }),
  );
}

async function openStudents(page: Page, request: APIRequestContext) {
  const { account, api } = await newAccount(request);
  const { school } = await arrangeSchool(api, account.password);
  await loginWithAccount(page, account);
  await page.goto(`/schools/${school._id}`);
  await expect(page.getByRole('heading', { level: 1, name: school.name })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Students' })
    .click();
  return account;
}

test('a release shows after a reload; the shell and other remotes are the same files; the user stays signed in', async ({
  page,
  request,
}) => {
  const fetched = recordFetches(page);
  const account = await openStudents(page, request);
  await expect(page.getByRole('link', { name: importLabel(), exact: true })).toBeVisible();
  const before = await fingerprints(request, fromOthers(fetched));
  expect(fromOthers(fetched).some((url) => url.startsWith(remoteOwning('/login').origin))).toBe(
    true,
  );

  release('switch', REMOTE, '0.2.0');
  fetched.length = 0;
  await page.reload();

  await expect(page.getByRole('link', { name: importLabel('0.2.0') })).toBeVisible();
  await expect(page).toHaveURL(/\/students$/);
  // Funmilayo Adeyemi's initials.
  await page.getByRole('button', { name: 'FA, profile menu', exact: true }).click();
  await expect(page.getByRole('menu')).toContainText(account.firstname);
  await page.keyboard.press('Escape');
  expect(fromStudents(fetched).length).toBeGreaterThan(0);
  for (const url of fromStudents(fetched)) {
    expect(url).toContain(`${students.origin}/releases/0.2.0/`);
  }
  // Entries and config.json are asked again each time; a release's hashed chunks are kept for good.
  const cacheRule = async (url: string) => (await request.get(url)).headers()['cache-control'];
  expect(await cacheRule('/config.json')).toBe('no-cache');
  for (const url of fromStudents(fetched)) {
    const hashed = /\.[0-9a-f]{8}\.js$/.test(url);
    expect(await cacheRule(url)).toBe(hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  }
  // Every file of the shell and the other remotes loaded again is the very file of before.
  const after = await fingerprints(request, fromOthers(fetched));
  expect(after.length).toBeGreaterThan(0);
  for (const file of after) expect(before).toContain(file);
});

test('a page open during a release keeps the old remote whole, and loads the new one whole on reload', async ({
  page,
  request,
}) => {
  await openStudents(page, request);
  await expect(page.getByRole('link', { name: importLabel('0.2.0') })).toBeVisible();

  release('switch', REMOTE, '0.3.0');
  const fetched = recordFetches(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('link', { name: 'Add student' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Register Student' })).toBeVisible();
  await nav.getByRole('link', { name: 'Schools' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schools' })).toBeVisible();
  await nav.getByRole('link', { name: 'Students' }).click();
  await expect(page.getByRole('link', { name: importLabel('0.2.0') })).toBeVisible();
  for (const url of fromStudents(fetched)) {
    expect(url).toContain(`${students.origin}/releases/0.2.0/`);
  }

  fetched.length = 0;
  await page.reload();
  await expect(page.getByRole('link', { name: importLabel('0.3.0') })).toBeVisible();
  expect(fromStudents(fetched).length).toBeGreaterThan(0);
  for (const url of fromStudents(fetched)) {
    expect(url).toContain(`${students.origin}/releases/0.3.0/`);
  }
});

test("a remote built against a newer compatible shared-data runs on the shell's older copy", async ({
  page,
  request,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
  });
  await openStudents(page, request);

  await expect(page.getByRole('link', { name: importLabel('0.3.0') })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Bello Tobi');
  const copies = await page.evaluate(() => {
    type Share = Record<string, Record<string, { from: string; loaded?: boolean; lib?: unknown }>>;
    const scopes = (
      window as unknown as { __FEDERATION__: { __SHARE__: Record<string, { default: Share }> } }
    ).__FEDERATION__.__SHARE__;
    return Object.values(scopes).flatMap((scope) =>
      Object.entries(scope.default['@fees/shared-data'] ?? {}).map(([version, copy]) => ({
        version,
        from: copy.from,
        loaded: Boolean(copy.loaded || copy.lib),
      })),
    );
  });
  expect(copies).toContainEqual({ version: NEWER_COMPATIBLE, from: 'mfe_students', loaded: false });
  expect(copies.filter((copy) => copy.loaded)).toEqual([
    { version: LIVE, from: 'shell', loaded: true },
  ]);
  expect(warnings.filter((text) => /does not satisfy/.test(text))).toEqual([]);
});

test('a remote that needs an incompatible shared-data fails in its own area only', async ({
  page,
  request,
}) => {
  release('switch', REMOTE, '0.4.0');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openStudents(page, request);

  await expect(
    page.getByRole('heading', { name: 'This section is unavailable right now.' }),
  ).toBeVisible();
  expect(errors.join('\n')).toMatch(
    new RegExp(`Version ${literally(LIVE)} .*@fees/shared-data.*${literally(`^${NEXT_MAJOR}`)}`),
  );
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Schools' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schools' })).toBeVisible();
  await expect(page.getByText('This section is unavailable right now.')).toHaveCount(0);
});

test('rolling the config back restores the release before, then the remote’s own build', async ({
  page,
  request,
}) => {
  release('rollback', REMOTE);
  await openStudents(page, request);
  await expect(page.getByRole('link', { name: importLabel('0.3.0') })).toBeVisible();

  release('rollback', REMOTE);
  await page.reload();
  await expect(page.getByRole('link', { name: importLabel('0.2.0') })).toBeVisible();

  release('rollback', REMOTE);
  await page.reload();
  await expect(page.getByRole('link', { name: importLabel(), exact: true })).toBeVisible();
});
