import { screen, waitFor } from '@testing-library/react';
import { readCollection } from '@fees/shared-data';
import { internationalPhone } from '@fees/shared-data/core';
import { renderScreen } from '@fees/shared-ui/testing';
import { GlobalSearch } from './global-search';

const box = () =>
  screen.getByRole('combobox', { name: 'Search by name, receipt number or parent phone' });

const schoolName = (schoolId: string) =>
  readCollection(localStorage, 'schools').find((school) => school._id === schoolId)!.name;

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
  // Two children of one name are told apart by their class and school.
  expect(option).toHaveTextContent(`${student.classroom} · ${schoolName(student.schoolId)}`);
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

test('finds a receipt by its number, typed in any case, names whose it is, and opens the payment', async () => {
  const { user, location } = await renderScreen(<GlobalSearch />);
  const payment = readCollection(localStorage, 'payments').find((one) => one.receiptNo !== '')!;

  await user.type(box(), payment.receiptNo.toLowerCase());
  const option = await screen.findByRole('option', { name: new RegExp(payment.receiptNo) });
  expect(option).toHaveTextContent('Receipt');
  expect(option).toHaveTextContent(
    `${payment.studentName} · ${payment.studentClass} · ${schoolName(payment.schoolId)}`,
  );
  await user.click(option);
  expect(location().pathname).toBe(`/payments/${payment._id}`);
});

test("finds a parent's children by the phone, however it is typed", async () => {
  const { user } = await renderScreen(<GlobalSearch />);
  const students = readCollection(localStorage, 'students');
  const child = students.find((one) => internationalPhone(one.phoneNo) !== null)!;
  const phone = internationalPhone(child.phoneNo)!;
  const children = students.filter((one) => internationalPhone(one.phoneNo) === phone);
  // As a parent reads it out: '+234 803 123 4567'.
  const typed = `+234 ${phone.slice(3, 6)} ${phone.slice(6, 9)} ${phone.slice(9)}`;

  await user.type(box(), typed);
  const option = await screen.findByRole('option', { name: new RegExp(child.fullname) });
  expect(option).toHaveTextContent(`${child.classroom} · ${schoolName(child.schoolId)}`);
  expect(screen.getAllByRole('option').map((one) => one.id)).toHaveLength(children.length);
});
