import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/support/chromium';

export const launchChromium = (): Promise<Browser> => chromium.launch(chromiumLaunchOptions);

/**
 * A new browser context (an empty cache, as a first visit). tsx compiles the functions these
 * benchmarks run in the page with esbuild's keepNames, which wraps inner functions in a
 * `__name(fn, 'name')` helper that only exists in Node; the page gets a stand-in.
 */
export async function newContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  return context;
}

/** CSS selectors of each page's first meaningful element. */
export const FIRST_ELEMENT = {
  login: 'form button[type="submit"]',
  listRow: 'tr[data-index="0"] td',
} as const;

/**
 * Records, in the page, when an element matching `selector` first appears, in ms since the
 * navigation began; read it with `firstSeenAt`.
 */
export async function watchFor(context: BrowserContext, selector: string) {
  await context.addInitScript((wanted) => {
    const record = () => {
      if ((window as { __firstSeen?: number }).__firstSeen !== undefined) return;
      if (document.querySelector(wanted))
        (window as { __firstSeen?: number }).__firstSeen = performance.now();
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true });
  }, selector);
}

export async function firstSeenAt(page: Page, selector: string): Promise<number> {
  await page.waitForSelector(selector, { timeout: 60_000 });
  return page.evaluate(() => (window as { __firstSeen?: number }).__firstSeen ?? NaN);
}

/** Every response of the page, with the gzip size of each script's body. */
export function recordResponses(page: Page) {
  const responses: Array<{ url: string; jsGzip: number }> = [];
  const pending: Array<Promise<void>> = [];
  page.on('response', (response) => {
    const url = response.url();
    pending.push(
      (async () => {
        const isScript = new URL(url).pathname.endsWith('.js') && response.status() === 200;
        const jsGzip = isScript ? gzipSync(await response.body(), { level: 9 }).length : 0;
        responses.push({ url, jsGzip });
      })(),
    );
  });
  return {
    async settle() {
      await Promise.all(pending);
      return {
        requests: responses.length,
        jsGzip: responses.reduce((sum, { jsGzip }) => sum + jsGzip, 0),
      };
    },
  };
}
