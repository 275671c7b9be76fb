import { screen, waitFor } from '@testing-library/react';
import { readCollection, useCurrentSchoolStore } from '@fees/shared-data';
import { renderScreen } from '@fees/shared-ui/testing';
import { SchoolSwitcher } from './school-switcher';

test('lists the other schools and switches to the one chosen', async () => {
  const { user, school } = await renderScreen(<SchoolSwitcher />, { route: '/schools' });
  const schools = readCollection(localStorage, 'schools');
  const trigger = screen.getByRole('button', { name: /, switch school$/ });
  // Its name starts with the school it shows (WCAG label in name).
  await waitFor(() => expect(trigger).toHaveAccessibleName(`${school!.name}, switch school`));
  expect(trigger).toHaveTextContent(school!.name);

  await user.click(trigger);
  const items = await screen.findAllByRole('menuitem');
  expect(items.map((item) => item.textContent)).toEqual(
    schools.filter((item) => item._id !== school!._id).map((item) => item.name),
  );

  const next = schools.find((item) => item._id !== school!._id)!;
  await user.click(screen.getByRole('menuitem', { name: next.name }));
  expect(useCurrentSchoolStore.getState().schoolId).toBe(next._id);
  await waitFor(() => expect(trigger).toHaveAccessibleName(`${next.name}, switch school`));
});

test("with no school chosen it reads 'Select School' and offers every school by keyboard", async () => {
  const { user } = await renderScreen(<SchoolSwitcher />, { school: null });
  const trigger = screen.getByRole('button', { name: 'Select School, switch school' });
  expect(trigger).toHaveTextContent('Select School');

  trigger.focus();
  await user.keyboard('{Enter}');
  const items = await screen.findAllByRole('menuitem');
  expect(items).toHaveLength(readCollection(localStorage, 'schools').length);
  await user.keyboard('{ArrowDown}{Enter}');
  expect(useCurrentSchoolStore.getState().schoolId).not.toBeNull();
});
