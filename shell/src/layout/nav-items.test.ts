import apps from '../../../apps.json';
import { NAV_ITEMS } from './nav-items';

test('the navigation is Home, then the spaces apps.json lists for it, in its order', () => {
  expect(NAV_ITEMS.map(({ to, needsSchool }) => [to, needsSchool])).toEqual([
    ['/', false],
    ['/schools', false],
    ['/classrooms', true],
    ['/students', true],
    ['/payments', true],
  ]);
});

test('every navigation entry of apps.json names an icon shared-ui draws', () => {
  const listed = apps.remotes.flatMap(({ spaces }) => spaces.filter((space) => 'nav' in space));
  expect(NAV_ITEMS).toHaveLength(listed.length + 1);
  for (const item of NAV_ITEMS)
    expect([item.label, item.icon]).toEqual([item.label, expect.any(String)]);
});
