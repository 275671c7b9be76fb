import {
  cashBookQueryOptions,
  formatDay,
  formatMoney,
  queryClient,
  readCollection,
  schoolToday,
  useCurrentSchoolStore,
} from '@fees/shared-data';
import {
  accountLabel,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  REPORT_REFUSALS,
  sumNaira,
  type CashBook,
  type RecordedPaymentMethod,
} from '@fees/shared-data/core';
import {
  captureCsv,
  arrangeClassroomWithStudent,
  damageGuestCollection,
  renderScreen,
  type ArrangeContext,
} from '@fees/shared-ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CashBookPage } from './cash-book-page';

const path = '/reports/cash-book';
const DAY_MS = 24 * 60 * 60 * 1000;

const today = schoolToday();
const yesterday = schoolToday(new Date(Date.now() - DAY_MS));

let references = 0;

/** Receives `amount` naira for a student on `day` through the source, as the payments screen does. */
function receive(
  { source, school, password }: ArrangeContext,
  studentId: string,
  amount: number,
  method: RecordedPaymentMethod,
  day = today,
) {
  references += 1;
  return source.recordOfflinePayment(
    {
      ...{ schoolId: school!._id, studentId, amount, method, receivedOn: day },
      ...{ depositorName: 'Ngozi Obi', email: '', purpose: 'School fees this term' },
      externalReference: method === 'cash' ? '' : `NIP-CASH-BOOK-${references}`,
    },
    password!,
  );
}

/** A school of the guest's own, made current, with one student: its book holds only a test's. */
async function arrangeOwnSchool(context: ArrangeContext) {
  const school = await context.source.create(
    'schools',
    { name: 'Mercy Gate School', address: '1 Marina Road, Lagos', level: 'Primary' },
    context.password!,
  );
  useCurrentSchoolStore.getState().setSchoolId(school._id);
  const own = { ...context, school };
  const { student } = await arrangeClassroomWithStudent(own);
  return { context: own, school, student };
}

/** Each line of a table as its cells read, the header's first. */
function lines(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

/** The line of the payments table whose student's name opens `paymentId`. */
function lineOf(table: HTMLElement, paymentId: string): string[] {
  const link = within(table)
    .getAllByRole('link')
    .find((one) => one.getAttribute('href') === `/payments/${paymentId}`);
  const row = link?.closest('tr');
  if (!row) throw new Error(`No line opens payment ${paymentId}`);
  return [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '');
}

/** The totals table as it should read for a book of these figures. */
function totalLines({ byMethod, total }: Pick<CashBook, 'byMethod' | 'total'>): string[][] {
  return [
    ['Method', 'Amount'],
    ...PAYMENT_METHODS.map((method) => [
      PAYMENT_METHOD_LABELS[method],
      formatMoney(byMethod[method]),
    ]),
    ['Total', formatMoney(total)],
  ];
}

const byName = (name: string) => () => screen.getByRole('table', { name });

describe('CashBookPage', () => {
  it("adds today's payments to what the demo had today, and drops a void one from the totals", async () => {
    const { arranged, source, password, guest } = await renderScreen(<CashBookPage />, {
      route: path,
      path,
      arrange: async (context) => {
        const schoolId = context.school!._id;
        const student = readCollection(localStorage, 'students').find(
          (one) => one.schoolId === schoolId,
        )!;
        const before = await context.source.getCashBook(schoolId);
        const cash = await receive(context, student._id, 5000, 'cash');
        const transfer = await receive(context, student._id, 7500.5, 'transfer');
        return { school: context.school!, student, before, cash, transfer };
      },
    });
    const { school, student, before, cash, transfer } = arranged;
    const day = formatDay(today);
    const totals = byName(`Money received on ${day}`);
    const payments = byName(`Payments on ${day}`);
    const who = accountLabel(guest!);

    await screen.findByRole('table', { name: `Money received on ${day}` });
    expect(screen.getByRole('heading', { level: 1, name: 'Cash book' })).toBeInTheDocument();
    expect(screen.getByText(school.name)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cash book' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByLabelText('From')).toHaveValue(today);
    expect(screen.getByLabelText('To')).toHaveValue(today);
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(lines(totals())).toEqual(
      totalLines({
        byMethod: {
          ...before.byMethod,
          cash: sumNaira([before.byMethod.cash, 5000]),
          transfer: sumNaira([before.byMethod.transfer, 7500.5]),
        },
        total: sumNaira([before.total, 5000, 7500.5]),
      }),
    );
    expect(lines(payments())[0]).toEqual(['Student', 'Method', 'Amount', 'Recorded by', 'Status']);
    expect(lineOf(payments(), cash._id)).toEqual([student.fullname, 'Cash', 'NGN 5,000', who, '']);
    expect(lineOf(payments(), transfer._id)).toEqual([
      student.fullname,
      'Bank transfer',
      'NGN 7,500.50',
      who,
      '',
    ]);
    expect(screen.getByText('Void payments are listed and not counted.')).toBeInTheDocument();

    await source.voidPayment(transfer._id, 'Entered twice', password!);
    // What the void screen's mutation does: the report's keys sit under the school's.
    await act(() => queryClient.invalidateQueries());
    await waitFor(() =>
      expect(lineOf(payments(), transfer._id)).toEqual([
        student.fullname,
        'Bank transfer',
        'NGN 7,500.50',
        who,
        'Void',
      ]),
    );
    expect(lines(totals())).toEqual(
      totalLines({
        byMethod: { ...before.byMethod, cash: sumNaira([before.byMethod.cash, 5000]) },
        total: sumNaira([before.total, 5000]),
      }),
    );
  });

  it('lists a few days with their day, who took what, and moves to one day at a press', async () => {
    const { user, location, guest } = await renderScreen(<CashBookPage />, {
      route: `${path}?from=${yesterday}&to=${today}`,
      path,
      arrange: async (context) => {
        const { context: own, student } = await arrangeOwnSchool(context);
        const first = await receive(own, student._id, 4000, 'cash', yesterday);
        const second = await receive(own, student._id, 15000, 'cash');
        const third = await receive(own, student._id, 20000, 'transfer');
        return [first, second, third];
      },
    });
    const who = accountLabel(guest!);
    const [from, to] = [formatDay(yesterday), formatDay(today)];
    const payments = await screen.findByRole('table', { name: `Payments from ${from} to ${to}` });

    expect(lines(payments)).toEqual([
      ['Day', 'Student', 'Method', 'Amount', 'Recorded by', 'Status'],
      [from, 'Obi Ada', 'Cash', 'NGN 4,000', who, ''],
      [to, 'Obi Ada', 'Cash', 'NGN 15,000', who, ''],
      [to, 'Obi Ada', 'Bank transfer', 'NGN 20,000', who, ''],
    ]);
    expect(
      lines(screen.getByRole('table', { name: `Money received from ${from} to ${to}` })),
    ).toEqual(
      totalLines({
        byMethod: { card: 0, cash: 19000, transfer: 20000, pos: 0, other: 0 },
        total: 39000,
      }),
    );
    expect(lines(screen.getByRole('table', { name: 'By who recorded it' }))).toEqual([
      ['Recorded by', 'Payments', 'Amount'],
      [who, '3', 'NGN 39,000'],
    ]);
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(location().search).toBe(`?from=${yesterday}&to=${yesterday}`);
    const oneDay = await screen.findByRole('table', { name: `Payments on ${from}` });
    expect(lines(oneDay)).toEqual([
      ['Student', 'Method', 'Amount', 'Recorded by', 'Status'],
      ['Obi Ada', 'Cash', 'NGN 4,000', who, ''],
    ]);
    expect(screen.getByRole('button', { name: 'Yesterday' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(location().search).toBe('');
    expect(await screen.findByRole('table', { name: `Payments on ${to}` })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue(today);
  });

  it('exports every line and the totals as CSV, and prints', async () => {
    const csv = captureCsv();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user, guest, arranged } = await renderScreen(<CashBookPage />, {
      route: `${path}?from=${yesterday}&to=${today}`,
      path,
      arrange: async (context) => {
        const { context: own, student } = await arrangeOwnSchool(context);
        await receive(own, student._id, 4000.25, 'cash', yesterday);
        const entered = await receive(own, student._id, 15000, 'transfer');
        await context.source.voidPayment(entered._id, 'Entered twice', context.password!);
        return student;
      },
    });
    await screen.findByRole('table', { name: /^Payments from / });
    const who = accountLabel(guest!);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const file = await csv.lines();
    expect(csv.names).toEqual([`cash-book-mercy-gate-school-${yesterday}-to-${today}.csv`]);
    expect(file).toEqual([
      'Day,Student,Method,Amount (NGN),Recorded by,Voided',
      `${formatDay(yesterday)},${arranged.fullname},Cash,4000.25,${who},`,
      `${formatDay(today)},${arranged.fullname},Bank transfer,15000,${who},yes`,
      'Total,,Card,0,,',
      'Total,,Cash,4000.25,,',
      'Total,,Bank transfer,0,,',
      'Total,,POS,0,,',
      'Total,,Other,0,,',
      'Total,,All methods,4000.25,,',
    ]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Checked by')).toBeInTheDocument();
    print.mockRestore();
    csv.restore();
  });

  it('says so when no money came in, the totals at nothing, and reads a mangled address as today', async () => {
    const { arranged } = await renderScreen(<CashBookPage />, {
      route: `${path}?from=2026-02-30&to=soon`,
      path,
      arrange: arrangeOwnSchool,
    });
    const day = formatDay(today);

    expect(await screen.findByText(`No money received on ${day}.`)).toBeInTheDocument();
    expect(lines(screen.getByRole('table', { name: `Money received on ${day}` }))).toEqual(
      totalLines({ byMethod: { card: 0, cash: 0, transfer: 0, pos: 0, other: 0 }, total: 0 }),
    );
    expect(screen.getByText(`Cash book of ${arranged.school.name}, on ${day}`)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /^Payments / })).toBeNull();
    expect(screen.queryByRole('table', { name: 'By who recorded it' })).toBeNull();
    expect(screen.getByLabelText('From')).toHaveValue(today);
    expect(screen.getByLabelText('To')).toHaveValue(today);
  });

  it('refuses more than 31 days, or days out of order, and asks nothing for them', async () => {
    const [from, to] = ['2026-01-01', '2026-02-01'];
    const { user, arranged } = await renderScreen(<CashBookPage />, {
      route: `${path}?from=${from}&to=${to}`,
      path,
      arrange: arrangeOwnSchool,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(REPORT_REFUSALS.cashBookTooLong);
    const toField = screen.getByLabelText('To');
    expect(toField).toHaveAttribute('aria-invalid', 'true');
    expect(toField).toHaveAccessibleDescription(REPORT_REFUSALS.cashBookTooLong);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
    expect(
      queryClient.getQueryState(cashBookQueryOptions(arranged.school._id, { from, to }).queryKey),
    ).toMatchObject({ fetchStatus: 'idle', dataUpdateCount: 0, errorUpdateCount: 0 });

    // A date picker sets the whole day at once.
    fireEvent.change(toField, { target: { value: '2025-12-31' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The To day is before the From day: choose days in order.',
    );
    expect(toField).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByText(`No money received on ${formatDay(today)}.`)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('To')).not.toHaveAttribute('aria-invalid');
  });

  it('says why the cash book did not load, and loads it on Retry', async () => {
    const { user } = await renderScreen(<CashBookPage />, {
      route: path,
      path,
      arrange: arrangeOwnSchool,
    });
    await screen.findByText(`No money received on ${formatDay(today)}.`);
    const restore = await damageGuestCollection('payments', '{not json');

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the cash book.');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    restore();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(`No money received on ${formatDay(today)}.`)).toBeVisible();
  });
});
