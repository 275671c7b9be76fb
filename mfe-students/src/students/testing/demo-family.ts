import type { DataSource, School } from '@fees/shared-data';

/** The demo's Danjuma family, three children in the first school: an `arrange` step of a test. */
export async function danjuma({ source, school }: { source: DataSource; school: School | null }) {
  const { items } = await source.listFamilies(school!._id, { q: 'Danjuma' });
  return items[0]!;
}
