import { screen, waitFor } from '@testing-library/react';
import { readCollection } from '@fees/shared-data';
import { renderScreen } from '@fees/shared-ui/testing';
import { GlobalSearch } from './global-search';

const box = () => screen.getByRole('combobox', { name: 'Search schools, classrooms and students' });

test('finds schools, classrooms and students whatever the case, and opens the chosen one', async () => {
  const { user, location } = await renderScreen(<GlobalSearch />);
  const student = readCollection(localStorage, 'students')[0]!;
  const wanted = student.fullname.split(' ')[0]!.toUpperCase();

  await user.type(box(), wanted);
  const option = await screen.findByRole('option', { name: new RegExp(student.fullname) });
  expect(box()).toHaveAttribute('aria-expanded', 'true');
  expect(box()).toHaveAttribute(
    'aria-controls',
    screen.getByRole('listbox', { name: 'Search results' }).id,
  );
  expect(option).toHaveTextContent('Student');
  for (const result of screen.getAllByRole('option')) {
    expect(result.textContent?.toLowerCase()).toContain(wanted.toLowerCase());
  }

  await user.click(option);
  expect(location().pathname).toBe(`/students/${student._id}`);
  // The box empties shortly after a choice (500 ms, docs/routes.md#search).
  await waitFor(() => expect(box()).toHaveValue(''), { timeout: 1500 });
});

test("says 'No results' when nothing matches, as a status rather than an empty list", async () => {
  const { user } = await renderScreen(<GlobalSearch />);
  await user.type(box(), 'zzzz-nothing');
  expect(await screen.findByText('No results')).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(box()).toHaveAttribute('aria-expanded', 'false');
});

test('works by keyboard: arrows choose a result and Enter opens it', async () => {
  const { user, location } = await renderScreen(<GlobalSearch />);
  const school = readCollection(localStorage, 'schools')[1]!;
  await user.type(box(), school.name.toLowerCase());
  await screen.findByRole('option', { name: new RegExp(school.name) });
  await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
  expect(location().pathname).toBe(`/schools/${school._id}`);
});

test("with no school chosen, a classroom result opens its school's page", async () => {
  const { user, location } = await renderScreen(<GlobalSearch />, { school: null });
  const classroom = readCollection(localStorage, 'classrooms')[0]!;
  await user.type(box(), classroom.name);
  const options = await screen.findAllByRole('option', { name: new RegExp(classroom.name) });
  await user.click(options[0]!);
  expect(location().pathname).toMatch(/^\/schools\//);
});
