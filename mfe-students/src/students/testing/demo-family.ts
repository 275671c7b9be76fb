import type { DataSource } from '@fees/shared-data';
import type { School } from '@fees/shared-data/core';

/** The demo's Danjuma family, three children in the first school: an `arrange` step of a test. */
export async function danjuma({ source, school }: { source: DataSource; school: School | null }) {
  const { items } = await source.listFamilies(school!._id, { q: 'Danjuma' });
  return items[0]!;
}
