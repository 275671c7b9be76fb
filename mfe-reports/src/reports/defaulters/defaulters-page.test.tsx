import { formatMoney, getSource, schoolToday, termLabel, type Defaulter } from '@fees/shared-data';
import { daysBetween, sessionDays, sessionOf } from '@fees/shared-data/core';
import {
  arrangeLateFamily,
  captureCsv,
  renderScreen,
  type RenderScreenResult,
} from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { DefaultersPage } from './defaulters-page';

/** Each body row of the table as its Student and Balance cells read. */
function rows(): Array<[string, string]> {
  const table = screen.getByRole('table', { name: /^Defaulters of / });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = row.querySelectorAll('th, td');
      return [cells[0]!.textContent ?? '', cells[3]!.textContent ?? ''];
    });
}

const expected = (defaulters: Defaulter[]) =>
  defaulters.map((row): [string, string] => [row.fullname, formatMoney(row.balance)]);

type Rendered = RenderScreenResult<Awaited<ReturnType<typeof arrangeLateFamily>>>;

/** The row of a student in the defaulters table, or undefined when they are not listed. */
function rowOf(name: string) {
  const table = screen.getByRole('table', { name: /^Defaulters of / });
  return within(table)
    .getAllByRole('row')
    .find((row) => row.querySelector('th')?.textContent === name);
}

/**
 * Both modes' case of 'Late only': arrangeLateFamily's Ada is late since the session's first day
 * and her brother, whose fees fall on its last, owes but is not late.
 */
export async function lateOnlyNarrows({ user, location }: Rendered) {
  await waitFor(() => expect(rowOf('Obi Chidi')).toBeDefined());
  const days = String(daysBetween(sessionDays(sessionOf())!.first, schoolToday()));
  const cells = (name: string) => [...rowOf(name)!.querySelectorAll('td')];
  expect(cells('Obi Chidi').some((cell) => cell.textContent === days)).toBe(false);

  await user.click(screen.getByRole('checkbox', { name: 'Late only' }));
  expect(location().search).toBe('?late=1');
  await waitFor(() => expect(rowOf('Obi Chidi')).toBeUndefined());
  const header = within(screen.getByRole('table', { name: /^Defaulters of / })).getAllByRole(
    'columnheader',
  );
  const column = header.findIndex((cell) => cell.textContent === 'Days overdue');
  expect(rowOf('Obi Ada')!.querySelectorAll('th, td')[column]).toHaveTextContent(days);
  expect(screen.getByRole('status')).toHaveTextContent(/late students? owes?/);
}

describe('DefaultersPage (guest demo)', () => {
  it("lists the current term's defaulters largest first, as the data source reports them", async () => {
    const { school } = await renderScreen(<DefaultersPage />, { route: '/reports/defaulters' });
    const defaulters = await getSource().getDefaulters(school!._id);
    expect(defaulters.length).toBeGreaterThan(1);
    await waitFor(() => expect(rows()).toEqual(expected(defaulters)));
    expect(screen.getByRole('status')).toHaveTextContent(
      new RegExp(`^${defaulters.length} students owe: NGN [\\d,]+ in all\\.$`),
    );
    expect(screen.getByRole('link', { name: defaulters[0]!.fullname })).toHaveAttribute(
      'href',
      `/students/${defaulters[0]!.studentId}`,
    );
    expect(screen.getAllByRole('button', { name: 'Share pay link' })).toHaveLength(
      defaulters.length,
    );
  });

  it('exports the list as shown, a line per defaulter', async () => {
    const { user, school } = await renderScreen(<DefaultersPage />, {
      route: '/reports/defaulters',
    });
    const defaulters = await getSource().getDefaulters(school!._id);
    await waitFor(() => expect(rows()).toHaveLength(defaulters.length));
    const csv = captureCsv();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const lines = await csv.lines();
    csv.restore();
    expect(csv.names).toEqual([
      expect.stringMatching(/^defaulters-[a-z0-9-]+-second-term-\d{4}-\d{4}\.csv$/),
    ]);
    expect(lines[0]).toBe(
      'Student name,Class,Brought forward (NGN),Balance (NGN),Last payment,Days overdue,Parent phone,Parent email',
    );
    expect(lines).toHaveLength(defaulters.length + 1);
    expect(lines[1]).toContain(`${defaulters[0]!.fullname},`);
    expect(lines[1]).toContain(`,${defaulters[0]!.balance},`);
  });

  it('with Late only keeps the late, in the address too, and says for how many days', async () => {
    const rendered = await renderScreen(<DefaultersPage />, {
      route: '/reports/defaulters',
      arrange: arrangeLateFamily,
    });
    await lateOnlyNarrows(rendered);
  });

  it('narrows to a class, keeping it in the address, and offers that class reminders', async () => {
    const { user, school, location } = await renderScreen(<DefaultersPage />, {
      route: '/reports/defaulters',
    });
    const all = await getSource().getDefaulters(school!._id);
    await waitFor(() => expect(rows()).toHaveLength(all.length));
    expect(
      screen.getByText('Choose a class to e-mail reminders to its parents who owe.'),
    ).toBeVisible();

    const classSelect = screen.getByRole('combobox', { name: 'Class' });
    const option = within(classSelect)
      .getAllByRole('option')
      .find((item) => all.some((row) => row.classroom === item.textContent))!;
    await user.selectOptions(classSelect, option);
    const classroomId = (option as HTMLOptionElement).value;
    expect(location().search).toBe(`?classroom=${classroomId}`);
    const ofClass = await getSource().getDefaulters(school!._id, { classroomId });
    await waitFor(() => expect(rows()).toEqual(expected(ofClass)));
    expect(screen.getByRole('button', { name: 'Send reminders' })).toBeVisible();
  });

  it('keeps to those owing more than a minimum once typing pauses, and says what a bad one needs', async () => {
    const { user, school, location } = await renderScreen(<DefaultersPage />, {
      route: '/reports/defaulters',
    });
    const all = await getSource().getDefaulters(school!._id);
    await waitFor(() => expect(rows()).toHaveLength(all.length));
    const min = all[1]!.balance;
    const field = screen.getByRole('textbox', { name: 'Owing more than (NGN)' });

    await user.type(field, '12.345');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/at least 0, e\.g\. 5000/);
    expect(location().search).toBe('');

    await user.clear(field);
    await user.type(field, String(min));
    await waitFor(() => expect(location().search).toBe(`?min=${min}`));
    expect(field).not.toHaveAttribute('aria-invalid');
    const above = all.filter((row) => row.balance > min);
    await waitFor(() => expect(rows()).toEqual(expected(above)));
    expect(screen.getByRole('status')).toHaveTextContent(`more than ${formatMoney(min)}`);
  });

  it("shows a closed term's defaulters when it is chosen, without reminders", async () => {
    const { user, school, location } = await renderScreen(<DefaultersPage />, {
      route: '/reports/defaulters',
    });
    const terms = await getSource().listTerms(school!._id);
    const closed = terms.find((term) => term.status === 'closed');
    expect(closed).toBeDefined();
    await screen.findByRole('option', { name: termLabel(closed!) });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Term' }), termLabel(closed!));
    expect(location().search).toBe(`?term=${closed!._id}`);
    const defaulters = await getSource().getDefaulters(school!._id, { termId: closed!._id });
    await waitFor(() => expect(rows()).toEqual(expected(defaulters)));
    expect(
      screen.queryByText('Choose a class to e-mail reminders to its parents who owe.'),
    ).not.toBeInTheDocument();
  });
});
