import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser. Without the background-networking flags Chromium
// keeps dialling Google's hosts, which this closed network refuses.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    baseURL: 'http://localhost:3000',
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Exactly what `npm start` serves (the suite's npm script builds first).
  webServer: {
    command: 'node scripts/start.mjs --no-build',
    cwd: '..',
    url: 'http://localhost:3000/config.json',
    // Never reuse: a server started before the last build would not know its new files.
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
