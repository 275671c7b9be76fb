import apps from '../../../../apps.json';
import { NAV_ITEMS } from './nav-items';

// Read from apps.json, so a new remote's entry needs no edit here (docs/apps.md).
type Space = { path: string; label: string; nav?: { needsSchool?: boolean } };
const listed = apps.remotes
  .flatMap((remote): Space[] => remote.spaces)
  .flatMap(({ path, label, nav }) =>
    nav ? [[`/${path}`, label, nav.needsSchool === true] as const] : [],
  );

test('the navigation is Home, then the spaces apps.json lists for it, in its order', () => {
  expect(NAV_ITEMS.map(({ to, label, needsSchool }) => [to, label, needsSchool])).toEqual([
    ['/', 'Home', false],
    ...listed,
  ]);
  // The spaces of today, in case the list above were ever read wrong.
  expect(NAV_ITEMS.map(({ to }) => to)).toEqual(
    expect.arrayContaining(['/', '/schools', '/classrooms', '/students', '/payments', '/reports']),
  );
});

test('every navigation entry of apps.json names an icon shared-ui draws', () => {
  expect(NAV_ITEMS).toHaveLength(listed.length + 1);
  for (const item of NAV_ITEMS)
    expect([item.label, item.icon]).toEqual([item.label, expect.any(String)]);
});
