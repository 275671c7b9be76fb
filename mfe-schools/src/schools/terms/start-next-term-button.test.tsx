import { GUEST_CREDENTIALS, readCollection } from '@fees/shared-data';
import type { Term } from '@fees/shared-data/core';
import { demoRecord, renderScreen } from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { SchoolPage } from '../school-page/school-page';

const path = '/schools/:schoolId';

/**
 * The school's current term as opened `days` ago, so what the dialog says of its length does not
 * hang on the day the test runs.
 */
function openedDaysAgo(schoolId: string, days: number) {
  const key = 'fees-manager:terms';
  const openedAt = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
  const terms = (JSON.parse(localStorage.getItem(key) ?? '[]') as Term[]).map((term) =>
    term.schoolId === schoolId && term.status === 'current' ? { ...term, openedAt } : term,
  );
  localStorage.setItem(key, JSON.stringify(terms));
}

/**
 * The demo's first school on its page, in Second term with First term closed, which opened
 * `daysRun` days ago: by default long enough that closing it is not early.
 */
async function openSchool(daysRun = 90) {
  const school = await demoRecord('schools', 0);
  const view = await renderScreen(<SchoolPage />, {
    route: `/schools/${school._id}`,
    path,
    arrange: async () => openedDaysAgo(school._id, daysRun),
  });
  await screen.findByRole('heading', { level: 1, name: school.name });
  const details = screen.getByRole('table', { name: /School details/ });
  const session = (await view.source.listTerms(school._id))[0]!.session;
  return { ...view, school, details, session };
}

/** What the demo's students carry into the next term, counted from the stored records. */
function carried(schoolId: string) {
  const students = readCollection(localStorage, 'students').filter(
    (student) => student.schoolId === schoolId,
  );
  const owing = students.filter((student) => student.balance > 0);
  const ahead = students.filter((student) => student.balance < 0);
  const naira = (kobo: number) => `NGN ${(kobo / 100).toLocaleString('en-US')}`;
  const sum = (list: typeof students) =>
    list.reduce((total, student) => total + Math.abs(Math.round(student.balance * 100)), 0);
  return {
    enrolled: students.filter((student) => student.enrolment === 'enrolled').length,
    arrears: `${owing.length} students carry ${naira(sum(owing))} of arrears into it.`,
    credit: ahead.length,
    creditText:
      ahead.length === 1
        ? `1 student carries ${naira(sum(ahead))} of credit into it.`
        : `${ahead.length} students carry ${naira(sum(ahead))} of credit into it.`,
  };
}

/**
 * The demo school in Third term, with the dialog open on the new session it starts, and the
 * promotion table in it.
 */
async function openNewSession() {
  const view = await openSchool();
  const { user, school, source, session } = view;
  await source.startNextTerm(
    school._id,
    (await source.previewNextTerm(school._id)).closing,
    undefined,
    GUEST_CREDENTIALS.password,
  );
  await user.click(screen.getByRole('button', { name: 'Start next term' }));
  const start = Number(session.slice(5));
  const next = `First term ${start}/${start + 1}`;
  const dialog = await screen.findByRole('dialog', { name: `Start ${next}?` });
  const table = await within(dialog).findByRole('table', {
    name: 'Where each class moves for the new session',
  });
  return { ...view, next, dialog, table };
}

describe('Start next term on the school page', () => {
  it('names the current term', async () => {
    const { details, session } = await openSchool();
    expect(
      await within(details).findByRole('row', { name: `Current term Second term ${session}` }),
    ).toBeInTheDocument();
  });

  it('says what the step carries, refuses a wrong password, then opens the next term', async () => {
    const { user, school, details, session, source } = await openSchool();
    const expected = carried(school._id);
    await user.click(screen.getByRole('button', { name: 'Start next term' }));
    const dialog = await screen.findByRole('dialog', { name: `Start Third term ${session}?` });
    const lines = await within(dialog).findAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      `${expected.enrolled} students will be charged for Third term ${session}.`,
      expected.arrears,
      expected.credit === 0 ? 'Nobody carries a credit into it.' : expected.creditText,
    ]);
    // Not a session change: no promotion table.
    expect(within(dialog).queryByRole('table')).toBeNull();

    const password = within(dialog).getByLabelText('Password', { exact: true });
    await user.type(password, 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Start next term' }));
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Incorrect password'));
    expect((await source.listTerms(school._id)).at(-1)!.name).toBe('Second term');

    await user.clear(password);
    await user.type(password, GUEST_CREDENTIALS.password);
    await user.click(within(dialog).getByRole('button', { name: 'Start next term' }));
    expect(await screen.findByText(`Third term ${session} has started.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(details).findByRole('row', { name: `Current term Third term ${session}` }),
    ).toBeInTheDocument();
  });

  it('says how long the term has run, and a close before its usual end needs a tick first', async () => {
    const { user, school, session, source } = await openSchool(3);
    await user.click(screen.getByRole('button', { name: 'Start next term' }));
    const dialog = await screen.findByRole('dialog', { name: `Start Third term ${session}?` });
    expect(
      await within(dialog).findByText(new RegExp(`^Second term ${session} opened 3 days ago, on `)),
    ).toBeVisible();
    const tick = within(dialog).getByRole('checkbox', {
      name: `Yes, close Second term ${session} early: it opened 3 days ago`,
    });
    await user.type(
      within(dialog).getByLabelText('Password', { exact: true }),
      GUEST_CREDENTIALS.password,
    );
    const submit = within(dialog).getByRole('button', { name: 'Start next term' });
    await user.click(submit);
    expect(tick).toHaveAttribute('aria-invalid', 'true');
    expect(tick).toHaveAccessibleDescription(
      'Tick the box to close the term this early, or cancel.',
    );
    expect((await source.listTerms(school._id)).at(-1)!.name).toBe('Second term');

    await user.click(tick);
    expect(tick).not.toHaveAttribute('aria-invalid');
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await source.listTerms(school._id)).at(-1)!.name).toBe('Third term');
  });

  it('refuses a step whose term another tab closed meanwhile, and shows the term it is now', async () => {
    const { user, school, details, session, source } = await openSchool();
    await user.click(screen.getByRole('button', { name: 'Start next term' }));
    const dialog = await screen.findByRole('dialog', { name: `Start Third term ${session}?` });
    await within(dialog).findAllByRole('listitem');
    // Another tab starts Third term while this dialog still offers it.
    await source.startNextTerm(
      school._id,
      (await source.previewNextTerm(school._id)).closing,
      undefined,
      GUEST_CREDENTIALS.password,
    );
    await user.type(
      within(dialog).getByLabelText('Password', { exact: true }),
      GUEST_CREDENTIALS.password,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Start next term' }));
    expect(await within(dialog).findByText('This term has already been closed.')).toBeVisible();
    expect((await source.listTerms(school._id)).map((term) => term.name)).toEqual([
      'First term',
      'Second term',
      'Third term',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(details).findByRole('row', { name: `Current term Third term ${session}` }),
    ).toBeInTheDocument();
  });

  it('at a new session shows the promotion table, and moves the classes as chosen', async () => {
    const { user, school, next, dialog, table } = await openNewSession();
    const rooms = readCollection(localStorage, 'classrooms').filter(
      (room) => room.schoolId === school._id,
    );
    expect(within(table).getAllByRole('combobox')).toHaveLength(rooms.length);
    const [first] = rooms;
    await user.selectOptions(
      within(table).getByRole('combobox', { name: `Where ${first!.name} moves` }),
      'Leaves the school',
    );
    const leaving = readCollection(localStorage, 'students').filter(
      (student) => student.classroomId === first!._id && student.enrolment === 'enrolled',
    );
    await user.type(
      within(dialog).getByLabelText('Password', { exact: true }),
      GUEST_CREDENTIALS.password,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Start next term' }));
    expect(await screen.findByText(`${next} has started.`)).toBeInTheDocument();
    const after = readCollection(localStorage, 'students');
    for (const student of leaving) {
      expect(after.find((each) => each._id === student._id)!.enrolment).toBe('left');
    }
  });

  it('at a new session moves each class up to the next class the school has, and charges who stays', async () => {
    const { user, school, next, dialog, table } = await openNewSession();
    const moves = (name: string) =>
      within(table).getByRole('combobox', { name: `Where ${name} moves` });
    // The demo school has KG1, Nursery2, Primary1, Primary3, Primary5 and Primary6.
    expect(moves('KG1')).toHaveDisplayValue('Nursery2');
    expect(moves('Primary1')).toHaveDisplayValue('Primary3');
    expect(moves('Primary3')).toHaveDisplayValue('Primary5');
    expect(moves('Primary6')).toHaveDisplayValue('Leaves the school');
    const enrolledIn = (className: string) =>
      readCollection(localStorage, 'students').filter(
        (student) =>
          student.schoolId === school._id &&
          student.enrolment === 'enrolled' &&
          student.classroom === className,
      ).length;
    const leaving = enrolledIn('Primary6');
    expect(moves('Primary6')).toHaveAccessibleDescription(`${leaving} students leave the school.`);
    const charged = carried(school._id).enrolled - leaving;
    const lines = within(dialog)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines[0]).toBe(`${charged} students will be charged for ${next}.`);

    // A class kept back says so.
    await user.selectOptions(moves('Primary3'), 'Stays in Primary3');
    expect(moves('Primary3')).toHaveAccessibleDescription(
      `${enrolledIn('Primary3')} students stay in Primary3 for another year.`,
    );

    await user.type(
      within(dialog).getByLabelText('Password', { exact: true }),
      GUEST_CREDENTIALS.password,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Start next term' }));
    expect(await screen.findByText(`${next} has started.`)).toBeInTheDocument();
    expect(carried(school._id).enrolled).toBe(charged);
  });
});
