/**
 * Debian's Chromium, never a downloaded browser. Without the background-networking flags Chromium
 * keeps dialling Google's hosts, which this closed network refuses. The browser tests and the
 * benchmarks launch it alike.
 */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
