import { expect, test } from '@playwright/test';
import { runAxe, WCAG_TAGS } from '../support/accessibility';

// The rule set every axe run of the suite uses (docs/accessibility.md#how-it-is-tested), checked on
// a page of our own rather than the dashboard's, so that it can hold a deliberate failure.

type AxeRules = { axe: { getRules(tags: string[]): { ruleId: string }[] } };

test('the axe rule set runs every WCAG A and AA rule, and reports a name that hides the text shown', async ({
  page,
}) => {
  await page.setContent(`<!doctype html>
    <html lang="en">
      <head><title>Label in name</title></head>
      <body>
        <main>
          <h1>Label in name</h1>
          <button type="button" aria-label="Profile menu">GA</button>
          <button type="button" aria-label="GA, profile menu">GA</button>
        </main>
      </body>
    </html>`);

  const { violations, ruleIds } = await runAxe(page);

  // Experimental rules too, which a run by tag alone leaves out.
  const wcagRules = await page.evaluate(
    (tags) => (window as unknown as AxeRules).axe.getRules(tags).map(({ ruleId }) => ruleId),
    WCAG_TAGS,
  );
  expect(wcagRules).toContain('label-content-name-mismatch');
  expect([...ruleIds].sort()).toEqual([...wcagRules].sort());

  // Only the button whose name leaves out its 'GA': a voice user saying 'click GA' misses it.
  expect(
    violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      html: nodes.map(({ html }) => html),
    })),
  ).toEqual([
    {
      id: 'label-content-name-mismatch',
      impact: 'serious',
      html: ['<button type="button" aria-label="Profile menu">GA</button>'],
    },
  ]);
});
