import type { FeeItem } from '@fees/shared-data/core';

/** Between two item names in the CSV's 'Optional items' cell (docs/students.md#export-and-import). */
const SEPARATOR = ';';

const key = (name: string) => name.trim().toLowerCase();

/** The cell the export writes: the names of the items the student takes, in the class's order. */
export function optionalItemsCell(taken: readonly string[], items: readonly FeeItem[]): string {
  const ids = new Set(taken);
  return items
    .filter((item) => ids.has(item._id))
    .map((item) => item.name)
    .join(`${SEPARATOR} `);
}

/** What a row's cell names, read against its class's items this term. */
export type OptionalItemsRead = {
  /** The items taken, in the class's order, once each. */
  taken: FeeItem[];
  /** One message per name that is not an optional item of the class. */
  problems: string[];
};

/**
 * Reads the names in a row's cell (case and outer spaces aside, empty parts skipped) as the
 * optional items of the row's class `className` this term. A name the class lacks, or one of its
 * required items, which every student of the class pays already, is a problem of the row.
 */
export function readOptionalItems(
  cell: string,
  items: readonly FeeItem[],
  className: string,
): OptionalItemsRead {
  const names = cell
    .split(SEPARATOR)
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const chosen = new Set<string>();
  const problems: string[] = [];
  for (const name of names) {
    const named = items.filter((item) => key(item.name) === key(name));
    const optional = named.filter((item) => item.optional);
    for (const item of optional) chosen.add(item._id);
    if (named.length === 0) {
      problems.push(`Optional items: ${name} is not a fee item of ${className} this term`);
    } else if (optional.length === 0) {
      problems.push(
        `Optional items: ${name} is a required fee item of ${className}, which every student pays`,
      );
    }
  }
  return { taken: items.filter((item) => chosen.has(item._id)), problems: [...new Set(problems)] };
}
