import type { Locator } from '@playwright/test';

/** How the dashboard writes naira: 'NGN 22,500', 'NGN 1,250.50'. */
export const naira = (amount: number) =>
  `NGN ${amount.toLocaleString('en-US', {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;

/** An amount's figure after 'NGN', or a day as the dashboard writes it: '22,500.50', '05-03-2025'. */
export const FIGURE = /(?<=NGN )-?\d[\d,]*(?:\.\d+)?|\b\d\d-\d\d-\d{4}\b/;

/**
 * The parts of the text of `scope`'s elements matching `selector`, shown and matching `pattern`,
 * that a line break splits: an amount's figure, a day or a word that no one should read in two
 * pieces.
 */
export function splitOverLines(
  scope: Locator,
  selector: string,
  pattern: RegExp,
): Promise<string[]> {
  return scope.evaluate(
    (element, { selector, source, flags }) => {
      const split: string[] = [];
      for (const item of element.querySelectorAll(selector)) {
        if (!item.checkVisibility({ visibilityProperty: true })) continue;
        const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const part of node.textContent!.matchAll(new RegExp(source, flags))) {
            const range = document.createRange();
            range.setStart(node, part.index);
            range.setEnd(node, part.index + part[0].length);
            const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top)));
            if (lines.size > 1) split.push(part[0]);
          }
        }
      }
      return split;
    },
    {
      selector,
      source: pattern.source,
      flags: pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
    },
  );
}
