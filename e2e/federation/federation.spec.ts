import { expect, test, type Page } from '@playwright/test';
import { REMOTES, SHELL_ORIGIN, remoteOwning } from '../support/apps';
import { loginAsGuest } from '../support/guest-session';

// At least one page per remote; the remotes' own tests check each screen's details.
const remotePages = [
  '/schools',
  '/classrooms/register',
  '/students',
  '/payments/create',
  '/reports',
  '/profile',
];

test('the pages visited cover every remote of apps.json', () => {
  const visited = new Set(remotePages.map((path) => remoteOwning(path).name));
  expect([...visited].sort()).toEqual(REMOTES.map((remote) => remote.name).sort());
});

test('the shell mounts every remote at its URL space', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/login');
  await expect(page).toHaveTitle('Fees Manager | Login');
  await loginAsGuest(page);
  for (const path of remotePages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Fees Manager \| \S/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('the tab is titled for the page while its remote is still loading', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The auth remote's files wait until the title has been read.
  await page.route(`${remoteOwning('/login').origin}/**`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await expect(page.getByText('Loading Sign-in...')).toBeVisible();
  await expect(page).toHaveTitle('Fees Manager | Login');
  release();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Fees Manager | Login');
});

test("a cold load asks for config.json and the page's manifest while the shell's chunks load, once each", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  const config = `${SHELL_ORIGIN}/config.json`;
  const manifest = `${remoteOwning('/login').origin}/mf-manifest.json`;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Every script of the shell but its entry waits: what the entry asks for meanwhile is early.
  await page.route(`${SHELL_ORIGIN}/*.js`, async (route) => {
    if (!route.request().url().endsWith('/main.js')) await held;
    await route.continue();
  });

  // The page's load waits for the held scripts: going there is only started.
  await page.goto('/login', { waitUntil: 'commit' });
  await expect.poll(() => asked.filter((url) => url === manifest).length).toBe(1);
  expect(asked.filter((url) => url === config)).toHaveLength(1);
  release();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(asked.filter((url) => url === config)).toHaveLength(1);
  expect(asked.filter((url) => url === manifest)).toHaveLength(1);
});

test('React, react-dom and the router are loaded once, from one container', async ({ page }) => {
  const remoteScripts: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== SHELL_ORIGIN && url.pathname.endsWith('.js'))
      remoteScripts.push(url.pathname);
  });

  await loginAsGuest(page);
  await page.goto('/schools');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/students');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Remotes contribute their entry and their own code, which may be split in several files (the
  // pay-link flows' styles are a chunk of their own); React, react-dom and the router come from
  // the shell: the share registry below.
  expect(remoteScripts).toContain('/remoteEntry.js');

  const providers = await page.evaluate(() => {
    type ShareInfo = { from: string; loaded?: boolean };
    const share =
      (
        globalThis as {
          __FEDERATION__?: {
            __SHARE__?: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>>;
          };
        }
      ).__FEDERATION__?.__SHARE__ ?? {};
    const loaded: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, info] of Object.entries(versions)) {
            if (info.loaded)
              loaded[name] = [
                ...new Set([...(loaded[name] ?? []), `${version} from ${info.from}`]),
              ];
          }
        }
      }
    }
    return loaded;
  });
  for (const name of ['react', 'react-dom', 'react-router']) {
    expect(providers[name], name).toHaveLength(1);
    expect(providers[name]?.[0]).toMatch(/ from shell$/);
  }
});

// The payments remote is reached from a link on home; the reports remote from its entry in the
// side navigation, which the shell draws from apps.json once a school is chosen, before the remote
// has loaded.
const deadRemoteCases: Array<{ path: string; open: (page: Page) => Promise<void> }> = [
  {
    path: '/payments',
    open: (page) => page.getByRole('link', { name: 'View payments' }).click(),
  },
  {
    path: '/reports',
    open: async (page) => {
      await page.goto('/schools');
      await page.getByRole('article').first().getByRole('link', { name: 'View School' }).click();
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Reports' })
        .click();
    },
  },
];

for (const { path, open } of deadRemoteCases) {
  test(`a dead remote (${path}) degrades to an error panel in its own area, and Retry recovers it`, async ({
    page,
  }) => {
    const files = `${remoteOwning(path).origin}/**`;
    await loginAsGuest(page);
    await page.route(files, (route) => route.abort('connectionrefused'));

    await open(page);
    await expect(
      page.getByRole('alert').filter({ hasText: 'This section is unavailable right now.' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    // The rest of the dashboard keeps working.
    await page.getByRole('link', { name: 'Schools' }).click();
    await expect(page).toHaveURL(`${SHELL_ORIGIN}/schools`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('This section is unavailable right now.')).toHaveCount(0);

    await page.goBack();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This section is unavailable right now.' }),
    ).toBeVisible();

    await page.unroute(files);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('This section is unavailable right now.')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(`${SHELL_ORIGIN}${path}`);
    expect(navigations).toEqual([]);
  });
}

test('an unknown address shows a not-found page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  // Home needs a user, so a signed-out visitor lands on the login screen.
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(`${SHELL_ORIGIN}/login`);
});
