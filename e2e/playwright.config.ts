import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { FAKE_SMS_KEY } from './support/mail/sms-gateway';

// The API mails through a loopback SMTP server the suite runs for itself
// (./support/mail/mail-server.ts), and keeps its embedded database in a folder of this run's own,
// so tests never touch a developer's data.
process.env.SMTP_URL ??= 'smtp://127.0.0.1:2525';
// ...and sends SMS through a loopback fake of the gateway, run by the same global setup. All three
// are set here, so an API a spec starts itself (faults/, which stops and restarts one) inherits a
// whole set: the API refuses to start with part of one.
process.env.SMS_API_URL ??= 'http://127.0.0.1:2526';
process.env.SMS_API_KEY ??= FAKE_SMS_KEY;
process.env.SMS_SENDER ??= 'FeesMgr';
const dataDir = path.join(
  tmpdir(),
  `fees-e2e-${(process.env.FEES_E2E_RUN ??= String(Date.now()))}`,
);
// The releases the release specs publish, and which one is live, belong to this run alone; the
// specs' own release commands read the same variable.
process.env.FEES_RELEASES_DIR ??= path.join(dataDir, 'releases');

const RELEASE_SPEC = /federation[/\\]release\.spec\.ts$/;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  // Two spec files at a time, one per core: a browser spends much of a journey waiting on the
  // page, so two keep the machine busy. A file's tests run in order, in one worker.
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // Ceilings, not measures: in `npm test` the specs share the machine with the checks still
  // running (scripts/run-checks.mjs), which slows a page by up to about half.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './support/mail/mail-server.ts',
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: '../playwright-report' }],
    ['./support/spec-timings-reporter.ts'],
  ],
  projects: [
    // First, so that one worker starts the builds at once: Playwright hands out files in the order
    // of the projects, and listed after the dashboard the builds started when its specs were nearly
    // done, leaving the other worker idle for most of their minute.
    { name: 'release builds', testMatch: /release-builds\.setup\.ts$/ },
    { name: 'dashboard', testIgnore: RELEASE_SPEC },
    // Switching a release changes the remote every other spec uses, so it runs alone, after them.
    { name: 'releases', testMatch: RELEASE_SPEC, dependencies: ['dashboard', 'release builds'] },
  ],
  use: {
    baseURL: 'http://localhost:3000',
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    // A failed test's trace keeps its DOM snapshots, network, console and actions, but not the
    // screencast's frames: recording those for every test, passed or not, cost about a tenth of
    // each test's time (83 s against 73 for the guest schools and payments specs). The failure's
    // own screenshot is still taken.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  // Exactly what `npm start` serves (the suite's npm script builds first). The API starts last,
  // so its health answering means every server is up.
  webServer: {
    command: 'node scripts/start.mjs --no-build',
    cwd: '..',
    url: 'http://localhost:4000/api/health',
    // Every account spec signs up from this one address, more often than a person would.
    env: {
      SMTP_URL: process.env.SMTP_URL,
      SMS_API_URL: process.env.SMS_API_URL,
      SMS_API_KEY: process.env.SMS_API_KEY,
      SMS_SENDER: process.env.SMS_SENDER,
      FEES_DATA_DIR: dataDir,
      FEES_RELEASES_DIR: process.env.FEES_RELEASES_DIR,
      LOG_LEVEL: 'warn',
      SIGNUPS_PER_HOUR: '100',
      // scrypt at 2^10 instead of 2^17, as the API's own test harness runs it (honoured only when
      // NODE_ENV is test): every sign-up, sign-in and admin-password check otherwise costs a
      // third of a second of a core the browsers need.
      NODE_ENV: 'test',
      SCRYPT_LOG_N: '10',
    },
    // Never reuse: a server started before the last build would not know its new files.
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
