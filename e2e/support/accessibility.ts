import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// axe-core's own types, read off the builder so that only @axe-core/playwright is a dependency.
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];
type RunOptions = Parameters<AxeBuilder['options']>[0];
type ViolationNode = Violation['nodes'][number];

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, as axe tags its rules: the criteria we hold to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * The rules axe tags with one of those criteria but leaves out of a run by tag, being experimental
 * or deprecated; among them label-content-name-mismatch (2.5.3 Label in Name), which a name that
 * hides the text shown fails. Switched on by name, so every rule of the criteria runs; the suite's
 * own axe-rules spec fails, naming it, if a new version of axe adds one this list lacks.
 */
const LEFT_OUT_BY_TAG = [
  'aria-roledescription',
  'audio-caption',
  'css-orientation-lock',
  'label-content-name-mismatch',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
];

/**
 * The one rule set of every axe run in the suite. Only violations are wanted: axe then skips the
 * details of every passing check.
 */
const RUN_OPTIONS: RunOptions = {
  resultTypes: ['violations'],
  runOnly: { type: 'tag', values: WCAG_TAGS },
  rules: Object.fromEntries(LEFT_OUT_BY_TAG.map((id) => [id, { enabled: true }])),
};

type AxeInPage = {
  run(context: Document, options: RunOptions): Promise<AxeResults>;
};

/** A desktop and a phone: every screen is checked at both. */
export const WIDTHS = [1280, 375] as const;
const HEIGHT = 800;

/**
 * axe cannot see that the arrow keys reach every item of a menu (each item takes focus in turn and
 * scrolls into view), so it reports a menu long enough to scroll as a region the keyboard cannot
 * reach: a known false positive of scrollable-region-focusable (axe-core issue 5363). Only that
 * rule on a role="menu" is set aside; the specs prove with End that its last item is reached.
 */
function isMenuScrollFalsePositive(violation: Violation, node: ViolationNode): boolean {
  return (
    violation.id === 'scrollable-region-focusable' && /^<[a-z]+ [^>]*role="menu"/.test(node.html)
  );
}

/** One line per violation: its rule, what it asks, and each element with what axe found there. */
function describe(violation: Violation): string {
  const nodes = violation.nodes.slice(0, 5).map((node) => {
    const found = [...node.any, ...node.all, ...node.none][0]?.message;
    return `${node.target.join(' ')} ${node.html.slice(0, 80)}${found ? ` (${found})` : ''}`;
  });
  const more = violation.nodes.length > 5 ? ` and ${violation.nodes.length - 5} more` : '';
  return `${violation.id} (${violation.impact}): ${violation.help} — ${nodes.join(' | ')}${more}`;
}

/**
 * Waits until the layout a new width starts has finished moving. Even with reduced motion a media
 * query's change starts its transitions (the phone navigation slides out over 0.01 ms), and on a
 * busy machine axe could otherwise measure their first frame, where the navigation still covers
 * the top bar.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A transition cancelled by the next change rejects `finished`; it has stopped moving too.
    await Promise.allSettled(document.getAnimations().map((animation) => animation.finished));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** What one axe run found: its violations, and the id of every rule it ran. */
export type AxeRun = { violations: Violation[]; ruleIds: string[] };

/**
 * Runs axe-core on the page as it is now. AxeBuilder evaluates axe-core's whole source (twice) and
 * configures it before every run. A document keeps the axe it was given, so while the page stays on
 * one document (a modal opened, a width changed, a route followed inside the app) later runs call
 * that axe, with the same options; a new document gets it from AxeBuilder again. The guest
 * screens' 115 runs took 33 s, and take 13. Legacy mode runs axe in the page in one call; the
 * default runs it per frame and merges the results in a page of their own, for cross-origin frames,
 * which the dashboard has none of: 450 ms a run against 170 here.
 */
export async function runAxe(page: Page): Promise<AxeRun> {
  const injected = await page.evaluate(() => 'axe' in window);
  const { violations, passes, incomplete, inapplicable } = injected
    ? await page.evaluate(
        (options) => (window as unknown as { axe: AxeInPage }).axe.run(document, options),
        RUN_OPTIONS,
      )
    : await new AxeBuilder({ page }).setLegacyMode(true).options(RUN_OPTIONS).analyze();
  // A rule with elements that pass and elements that fail is listed under both.
  const ruleIds = new Set(
    [...violations, ...passes, ...incomplete, ...inapplicable].map(({ id }) => id),
  );
  return { violations, ruleIds: [...ruleIds] };
}

/**
 * Runs axe-core on the page as it is now, at each width, and fails (softly, so one walk reports
 * every screen) on each serious or critical violation, naming its rule, the elements and the help.
 * The page is left at the first width.
 */
export async function expectAccessible(
  page: Page,
  screen: string,
  widths: readonly number[] = WIDTHS,
): Promise<void> {
  for (const width of widths) {
    if (page.viewportSize()?.width !== width) {
      await page.setViewportSize({ width, height: HEIGHT });
      await settled(page);
    }
    const { violations } = await test.step(`axe: ${screen} at ${width} px`, () => runAxe(page));
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        ...violation,
        nodes: violation.nodes.filter((node) => !isMenuScrollFalsePositive(violation, node)),
      }))
      .filter((violation) => violation.nodes.length > 0);
    expect.soft(serious.map(describe), `${screen} at ${width} px`).toEqual([]);
  }
  if (page.viewportSize()?.width !== widths[0]) {
    await page.setViewportSize({ width: widths[0]!, height: HEIGHT });
  }
}
