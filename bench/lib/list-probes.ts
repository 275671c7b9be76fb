import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /**
     * A measurement armed in the page before the input that it times: armed and awaited in two
     * calls, as Playwright may deliver an input before a script sent just ahead of it has run.
     */
    __probe?: Promise<unknown>;
  }
}

// Measurements taken inside the page, so Playwright's own round trips are not in them. Each runs
// in the browser: no imports, only the page's globals.

/** The list's count line, e.g. '5,000 students' or '12 payments match'. */
const COUNT_LINE = /^[\d,]+ (students?|payments?)/;

/**
 * Presses `key` in the focused search box. Resolves to two times from the keydown: to the page
 * having handled it (the box and everything that re-renders with it drawn, the main thread free
 * again), and to the list answering the new search (every row shown holds the search text and
 * the count is no longer '(updating…)').
 */
export async function keystrokeToList(page: Page, key: string) {
  await page.evaluate((source) => {
    const pattern = new RegExp(source);
    const countText = () =>
      [...document.querySelectorAll('[role="status"]')]
        .map((node) => node.textContent ?? '')
        .find((text) => pattern.test(text)) ?? '';
    const box = document.activeElement as HTMLInputElement;
    const answered = () => {
      const wanted = box.value.trim().toLowerCase();
      const rows = [...document.querySelectorAll('tr[data-index]')];
      return (
        !countText().includes('updating') &&
        rows.length > 0 &&
        rows.every((row) => (row.textContent ?? '').toLowerCase().includes(wanted))
      );
    };
    window.__probe = new Promise<{ handledMs: number; listMs: number }>((resolve, reject) => {
      setTimeout(() => reject(new Error(`The list still says "${countText()}"`)), 15_000);
      let pressed = 0;
      let handledMs = 0;
      document.addEventListener(
        'keydown',
        (event) => {
          pressed = event.timeStamp;
          requestAnimationFrame(() => setTimeout(() => (handledMs = performance.now() - pressed)));
        },
        { once: true, capture: true },
      );
      const observer = new MutationObserver(() => {
        if (!pressed || !answered()) return;
        observer.disconnect();
        const done = performance.now() - pressed;
        // The answer may come within the key's own handling; both are read once that is done.
        const settle = () =>
          handledMs ? resolve({ handledMs, listMs: done }) : setTimeout(settle);
        settle();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  }, COUNT_LINE.source);
  await page.keyboard.press(key);
  return page.evaluate(() => window.__probe as Promise<{ handledMs: number; listMs: number }>);
}

/**
 * Scrolls the list's table to its last row as a quick reader would, a screenful per frame,
 * waiting for the next pages as they load; resolves to the longest main-thread task seen (Long
 * Tasks API) and the rows reached.
 */
export async function scrollToEnd(page: Page, deadlineMs = 90_000) {
  return page.evaluate(async (deadline) => {
    let longest = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
    });
    observer.observe({ type: 'longtask' });
    const table = document.querySelector('table[aria-rowcount]');
    let scroller = table?.parentElement ?? null;
    while (scroller && scroller.scrollHeight <= scroller.clientHeight)
      scroller = scroller.parentElement;
    if (!table || !scroller) throw new Error('No scrolling list on this page');
    const rowCount = Number(table.getAttribute('aria-rowcount'));
    const lastIndex = () =>
      Math.max(
        0,
        ...[...table.querySelectorAll('tr[aria-rowindex]')].map((row) =>
          Number(row.getAttribute('aria-rowindex')),
        ),
      );
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const started = performance.now();
    while (lastIndex() < rowCount && performance.now() - started < deadline) {
      scroller.scrollTop += scroller.clientHeight;
      await frame();
    }
    // Tasks are reported after they end: give the last one a moment to arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    observer.disconnect();
    return {
      longestTaskMs: longest,
      rowsReached: lastIndex() - 1,
      rows: rowCount - 1,
      seconds: (performance.now() - started) / 1000,
    };
  }, deadlineMs);
}

/** Clicks the payment form's student dropdown; ms from the click to its first option drawn. */
export async function openStudentDropdown(page: Page): Promise<number> {
  const trigger = page.getByRole('button', { name: /^Select student/ });
  await trigger.waitFor();
  await page.waitForFunction(
    () => !document.querySelector('button[aria-haspopup="listbox"][disabled]'),
  );
  await page.evaluate(
    () =>
      void (window.__probe = new Promise<number>((resolve) => {
        let clicked = 0;
        document.addEventListener('click', (event) => (clicked = event.timeStamp), {
          once: true,
          capture: true,
        });
        const observer = new MutationObserver(() => {
          if (clicked && document.querySelector('[role="option"]')) {
            observer.disconnect();
            resolve(performance.now() - clicked);
          }
        });
        observer.observe(document.body, { subtree: true, childList: true });
      })),
  );
  await trigger.click();
  return page.evaluate(() => window.__probe as Promise<number>);
}
