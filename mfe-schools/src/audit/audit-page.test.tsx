import { actAsInDemo, auditQueryOptions, queryClient, schoolToday } from '@fees/shared-data';
import { accountLabel, formatSchoolDateTime, paymentSubject } from '@fees/shared-data/core';
import {
  captureCsv,
  arrangeClassroomWithStudent,
  demoRecord,
  expectLinks,
  renderScreen,
  type ArrangeContext,
} from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { AuditPage } from './audit-page';

const path = '/schools/:schoolId/audit';
const WHEN = /^\d{2}-\d{2}-\d{4} \d{2}:\d{2} WAT$/;

/** Each line of the table as its cells read, the header's first. */
function lines(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

/** The 'What' cell of each line, newest first. */
function actions(table: HTMLElement): string[] {
  return lines(table)
    .slice(1)
    .map((line) => line[2]!);
}

/**
 * In the first demo school: a class with a student, a cash payment for her, and its void, each
 * a line of the log.
 */
async function arrangeWrites(context: ArrangeContext) {
  const { source, school, password } = context;
  const { room, student } = await arrangeClassroomWithStudent(context);
  const payment = await source.recordOfflinePayment(
    {
      ...{ schoolId: school!._id, studentId: student._id, amount: 15000, method: 'cash' },
      ...{ receivedOn: schoolToday(), depositorName: 'Ngozi Obi', email: '' },
      ...{ purpose: 'School fees this term', externalReference: '' },
    },
    password!,
  );
  await source.voidPayment(payment._id, 'Entered twice', password!);
  return { school: school!, room, student, payment };
}

/** A new school of the guest's with `count` classes added after it: `count + 1` lines. */
async function arrangeLongLog({ source, password }: ArrangeContext, count: number) {
  const school = await source.create(
    'schools',
    { name: "St. Mary's College", address: '1 Marina Road, Lagos', level: 'Secondary' },
    password!,
  );
  for (let index = 1; index <= count; index += 1) {
    await source.create(
      'classrooms',
      {
        name: `Class ${index}`,
        classTeacher: 'Mrs Adebayo',
        classFees: 40000,
        schoolId: school._id,
      },
      password!,
    );
  }
  return school;
}

async function openWrites(query = '') {
  const view = await renderScreen(<AuditPage />, {
    arrange: arrangeWrites,
    route: ({ school }) => `/schools/${school._id}/audit${query}`,
    path,
  });
  const table = await screen.findByRole('table', {
    name: `Audit log of ${view.arranged.school.name}`,
  });
  return { ...view, table };
}

async function openLongLog(count: number) {
  const view = await renderScreen(<AuditPage />, {
    arrange: (context) => arrangeLongLog(context, count),
    route: (school) => `/schools/${school._id}/audit`,
    path,
  });
  const table = await screen.findByRole('table', { name: `Audit log of ${view.arranged.name}` });
  return { ...view, table };
}

describe('AuditPage', () => {
  it('lists the writes newest first, with when, who, what and the details', async () => {
    const { guest, source, arranged, table } = await openWrites();
    const { school, student, payment } = arranged;

    expect(screen.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
    expect(screen.getByText(school.name)).toBeInTheDocument();
    expect(document.title).toBe('Fees Manager | Audit Log');
    expectLinks({ 'Back to school': `/schools/${school._id}` });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When', 'Who', 'What', 'Details']);
    const who = accountLabel(guest!);
    expect(lines(table).slice(1)).toEqual([
      [
        expect.stringMatching(WHEN),
        who,
        'Payment voided',
        paymentSubject(payment, 'Entered twice'),
      ],
      [expect.stringMatching(WHEN), who, 'Payment recorded', paymentSubject(payment)],
      [expect.stringMatching(WHEN), who, 'Student registered', `${student.fullname} (Primary3)`],
      [expect.stringMatching(WHEN), who, 'Class added', 'Primary3'],
    ]);
    const logged = await source.listAudit(school._id);
    expect(
      lines(table)
        .slice(1)
        .map((line) => line[0]),
    ).toEqual(logged.items.map((line) => formatSchoolDateTime(line.at)));
    expect(screen.getByRole('status')).toHaveTextContent('Lines 1–4 of 4');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('region', { name: `Audit log of ${school.name}` })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('filters by what was done and by words, in the address, and goes back to the whole log', async () => {
    const { user, location, table } = await openWrites();
    const what = screen.getByRole('combobox', { name: 'What' });
    expect(within(what).getAllByRole('option')[0]).toHaveTextContent('All actions');

    await user.selectOptions(what, 'Payment recorded');
    await waitFor(() => expect(actions(table)).toEqual(['Payment recorded']));
    expect(new URLSearchParams(location().search).get('action')).toBe('payment.recorded');
    expect(screen.getByRole('status')).toHaveTextContent('Lines 1–1 of 1');

    await user.selectOptions(what, 'All actions');
    await user.type(screen.getByRole('searchbox', { name: 'Search who or what' }), 'Primary3');
    await waitFor(() => expect(actions(table)).toEqual(['Student registered', 'Class added']));
    expect(new URLSearchParams(location().search).toString()).toBe('q=Primary3');

    await user.selectOptions(what, 'Payment voided');
    expect(
      await screen.findByText('Nothing in the log matches these filters.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    const all = await screen.findByRole('table', { name: /^Audit log of / });
    await waitFor(() => expect(actions(all)).toHaveLength(4));
    expect(location().search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search who or what' })).toHaveValue('');
  });

  it('keeps the filters of a shared link, and says when the days are out of order', async () => {
    const today = schoolToday();
    const { user, location, table } = await openWrites(`?action=student.created&from=${today}`);
    expect(actions(table)).toEqual(['Student registered']);
    expect(screen.getByRole('combobox', { name: 'What' })).toHaveValue('student.created');
    const from = screen.getByLabelText('From');
    expect(from).toHaveValue(today);

    const to = screen.getByLabelText('To');
    await user.type(to, '2020-01-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The To day is before the From day: choose days in order.',
    );
    expect(new URLSearchParams(location().search).get('to')).toBe('2020-01-01');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

    await user.clear(to);
    const back = await screen.findByRole('table', { name: /^Audit log of / });
    expect(actions(back)).toEqual(['Student registered']);
    expect(new URLSearchParams(location().search).get('to')).toBeNull();
  });

  // One long log for paging and export alike: making its 55 classes is most of the time, and on a
  // busy two-core machine more than the run's 15 s a test, so it has a minute.
  it('shows 50 lines a page, with Previous and Next, starts again for a filter, and exports every match as CSV', async () => {
    const csv = captureCsv();
    const { user, arranged: school, table } = await openLongLog(55);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Lines 1–50 of 56');
    expect(
      lines(table)
        .slice(1, 3)
        .map((line) => line[3]),
    ).toEqual(['Class 55', 'Class 54']);
    expect(lines(table)).toHaveLength(51);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();

    await user.click(next);
    await waitFor(() => expect(status).toHaveTextContent('Lines 51–56 of 56'));
    expect(lines(table).slice(1)).toEqual([
      ...[5, 4, 3, 2, 1].map((index) => [
        expect.stringMatching(WHEN),
        expect.any(String),
        'Class added',
        `Class ${index}`,
      ]),
      [expect.stringMatching(WHEN), expect.any(String), 'School registered', school.name],
    ]);
    expect(next).toBeDisabled();
    expect(screen.getByRole('region', { name: `Audit log of ${school.name}` })).toHaveFocus();

    await user.click(previous);
    await waitFor(() => expect(status).toHaveTextContent('Lines 1–50 of 56'));
    await user.click(next);
    await waitFor(() => expect(status).toHaveTextContent('Lines 51–56 of 56'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'What' }), 'Class added');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Lines 1–50 of 55'));
    const shown = lines(table)[1]!;
    expect(shown[3]).toBe('Class 55');

    const exportButton = screen.getByRole('button', { name: 'Export CSV' });
    await user.click(exportButton);
    expect(await screen.findByText('55 lines exported.')).toBeInTheDocument();
    const file = await csv.lines();
    expect(csv.names).toEqual([`audit-log-st-mary-s-college-${schoolToday()}.csv`]);
    expect(file[0]).toBe('When,Who,What,Details');
    expect(file).toHaveLength(56);
    expect(file[1]).toBe(shown.join(','));
    expect(file.slice(1).map((line) => line.split(',')[3])).toEqual(
      Array.from({ length: 55 }, (_, index) => `Class ${55 - index}`),
    );
    expect(exportButton).toBeEnabled();
    csv.restore();
  }, 60_000);

  it('says why when the export fails, and downloads nothing', async () => {
    const csv = captureCsv();
    const { user, source, password, arranged: school } = await openLongLog(1);
    // Deleted in another tab while this page was open: the log went with it.
    await source.deleteSchoolCascade(school._id, password!);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The audit log was not exported. School not found',
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(csv.names).toEqual([]);
    csv.restore();
  });

  it('says so when nothing has been logged yet', async () => {
    const school = await demoRecord('schools', 0);
    await renderScreen(<AuditPage />, { route: `/schools/${school._id}/audit`, path });

    expect(await screen.findByText('Nothing has been logged yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it("tells the demo bursar that only the school's owner reads its log, and never asks for it", async () => {
    const { arranged: school } = await renderScreen(<AuditPage />, {
      // renderScreen signs the guest in afresh, as the owner; the switch comes after.
      arrange: async ({ school: owned }) => {
        await actAsInDemo('bursar');
        return owned!;
      },
      route: (school) => `/schools/${school._id}/audit`,
      path,
    });

    expect(
      await screen.findByText("Only the school's owner can read its audit log."),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
    expectLinks({ 'Back to school': `/schools/${school._id}` });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(
      queryClient.getQueryCache().findAll({ queryKey: auditQueryOptions(school._id).queryKey }),
    ).toEqual([]);
  });

  it('shows a not-found state for an unknown school', async () => {
    await renderScreen(<AuditPage />, { route: '/schools/6a0000000000000000000000/audit', path });
    expect(
      await screen.findByRole('heading', { name: 'This school was not found' }),
    ).toBeInTheDocument();
    expectLinks({ 'Back to schools': '/schools' });
  });
});
