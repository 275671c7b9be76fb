import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import sirv from 'sirv';
import apps from '../../apps.json';
import { build, compile, precompress } from '../../scripts/build.mjs';
import { contentSecurityPolicy } from '../../scripts/config/content-security-policy.cjs';
import monolithConfig from '../monolith/webpack.config';
import {
  FIRST_ELEMENT,
  firstSeenAt,
  launchChromium,
  newContext,
  recordResponses,
  watchFor,
} from '../lib/browser';
import { root } from '../lib/paths';
import { SHELL_URL as FEDERATED, startServedApp } from '../lib/served-app';
import { median, round, type Figure, type SuiteResult } from '../lib/report';

const LOADS = 9;
const MONOLITH_PORT = 3100;
const MONOLITH = `http://localhost:${MONOLITH_PORT}`;

/** The monolith, served as the shell is: precompressed files, the same config and policy. */
async function startMonolith(): Promise<() => Promise<void>> {
  const dist = path.join(root, '.cache', 'monolith', 'dist');
  const configJson = readFileSync(path.join(root, apps.shell.folder, 'dist', 'config.json'));
  const policy = contentSecurityPolicy(JSON.parse(configJson.toString()));
  const files = sirv(dist, { single: true, etag: true, gzip: true, brotli: true });
  const server: Server = createServer((request, response) => {
    response.setHeader('Content-Security-Policy', policy);
    if (request.url?.startsWith('/config.json')) {
      response.setHeader('Content-Type', 'application/json');
      response.end(configJson);
      return;
    }
    files(request, response);
  });
  server.listen(MONOLITH_PORT, '127.0.0.1');
  await once(server, 'listening');
  return () => new Promise((resolve) => server.close(() => resolve()));
}

/** A guest's local storage with a school chosen, as /students needs. */
async function guestState(browser: Browser, origin: string) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.getByRole('button', { name: 'Login as guest' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Agree' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Schools' })
    .click();
  await page.getByRole('article').first().getByRole('link', { name: 'View School' }).click();
  await page.waitForURL(/\/schools\/[^/]+$/);
  const state = await context.storageState();
  await context.close();
  return state;
}

interface Loads {
  ms: number;
  jsGzipKb: number;
  requests: number;
}

async function coldLoads(
  browser: Browser,
  url: string,
  selector: string,
  storageState?: Awaited<ReturnType<typeof guestState>>,
): Promise<Loads> {
  const times: number[] = [];
  const bytes: number[] = [];
  const requests: number[] = [];
  for (let load = 0; load < LOADS; load += 1) {
    const context = await newContext(browser, storageState ? { storageState } : {});
    await watchFor(context, selector);
    const page = await context.newPage();
    const responses = recordResponses(page);
    await page.goto(url);
    times.push(await firstSeenAt(page, selector));
    await page.waitForLoadState('networkidle');
    const settled = await responses.settle();
    bytes.push(settled.jsGzip);
    requests.push(settled.requests);
    await context.close();
  }
  return {
    ms: round(median(times), 0),
    jsGzipKb: round(median(bytes) / 1024),
    requests: median(requests),
  };
}

export async function pageLoads(): Promise<SuiteResult> {
  await build({ report: false });
  await compile([monolithConfig({}, { mode: 'production' })]);
  precompress(path.join(root, '.cache', 'monolith', 'dist'));

  // The API takes the monolith's origin too, so both builds restore the session alike.
  const stopFederated = await startServedApp({ APP_ORIGINS: `${FEDERATED},${MONOLITH}` });
  const stopMonolith = await startMonolith();
  const browser = await launchChromium();
  const rows: Array<Array<string | number>> = [];
  const figures: Figure[] = [];
  const data: Record<string, unknown> = {};
  try {
    const pages = [
      {
        name: '/login',
        path: '/login',
        selector: FIRST_ELEMENT.login,
        guest: false,
        goals: { time: 1.2, js: 1.25 },
      },
      {
        name: '/students (guest)',
        path: '/students',
        selector: FIRST_ELEMENT.listRow,
        guest: true,
        goals: { time: 1.1, js: 1.25 },
      },
    ];
    for (const page of pages) {
      const federatedState = page.guest ? await guestState(browser, FEDERATED) : undefined;
      const monolithState = page.guest ? await guestState(browser, MONOLITH) : undefined;
      const federated = await coldLoads(
        browser,
        `${FEDERATED}${page.path}`,
        page.selector,
        federatedState,
      );
      const monolith = await coldLoads(
        browser,
        `${MONOLITH}${page.path}`,
        page.selector,
        monolithState,
      );
      data[page.name] = { federated, monolith };
      const timeRatio = round(federated.ms / monolith.ms, 2);
      const bytesRatio = round(federated.jsGzipKb / monolith.jsGzipKb, 2);
      rows.push(
        [page.name, 'federated', federated.ms, federated.jsGzipKb, federated.requests],
        [page.name, 'monolith', monolith.ms, monolith.jsGzipKb, monolith.requests],
        [
          page.name,
          'federated ÷ monolith',
          timeRatio,
          bytesRatio,
          round(federated.requests / monolith.requests, 2),
        ],
      );
      figures.push(
        {
          name: `${page.name}: federated ÷ monolith, time`,
          value: timeRatio,
          unit: '',
          goal: { atMost: page.goals.time },
        },
        {
          name: `${page.name}: federated ÷ monolith, JS`,
          value: bytesRatio,
          unit: '',
          goal: { atMost: page.goals.js },
        },
        { name: `${page.name}: first element, federated`, value: federated.ms, unit: 'ms' },
      );
    }
  } finally {
    await browser.close();
    await stopMonolith();
    await stopFederated();
  }
  return {
    id: 'page-loads',
    title: 'Federation against a monolith of the same app',
    figures,
    tables: [
      {
        caption: `Median of ${LOADS} cold loads each in headless Chromium on loopback (new browser context, empty cache): time to the first meaningful element (the Login button; the first student row) in ms from navigation start, JavaScript received in kB of gzip, requests.`,
        header: ['page', 'build', 'first element (ms)', 'JS (kB gzip)', 'requests'],
        rows,
      },
    ],
    notes: [],
    data,
  };
}
