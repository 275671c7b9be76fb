import {
  actAsInDemo,
  formatMoney,
  readCollection,
  schoolToday,
  useSessionStore,
  type Payment,
} from '@fees/shared-data';
import {
  formatPaymentAmount,
  formatSchoolDateTime,
  paymentDate,
  sumNaira,
} from '@fees/shared-data/core';
import {
  captureCsv,
  expectLinks,
  renderScreen,
  switchToNewSchool,
  type ArrangeContext,
  holdAsViewer,
} from '@fees/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { mondayOf } from './periods/payment-periods';
import { PaymentsPage } from './payments-page';

/** The first demo school's payments, newest first as the list shows them. */
async function schoolPayments(): Promise<Payment[]> {
  await useSessionStore.getState().loginGuest();
  const schoolId = readCollection(localStorage, 'schools')[0]!._id;
  return readCollection(localStorage, 'payments')
    .filter((payment) => payment.schoolId === schoolId)
    .reverse();
}

/**
 * The payments that count, as the cash book counts them, then how many listed are void; only those
 * not void add to the total.
 */
function summary(payments: readonly Payment[]) {
  const counting = payments.filter((payment) => payment.status !== 'void');
  const voided = payments.length - counting.length;
  const count = `${counting.length} ${counting.length === 1 ? 'payment' : 'payments'}`;
  const voids = voided > 0 ? `, ${voided} voided` : '';
  return `${count}${voids}, ${formatMoney(sumNaira(counting.map((payment) => payment.amount)))} in total`;
}

const table = () => screen.findByRole('table', { name: /^Payments made to / });

/** The day a payment shows and a chip keeps: received, else made, in Lagos (docs/payments.md). */
const dayOf = (payment: Payment) => payment.receivedOn || schoolToday(new Date(payment.createdAt));

/** The payments whose day lies between `from` and `to`, both included, in the list's order. */
const between = (payments: readonly Payment[], from: string, to: string) =>
  payments.filter((payment) => dayOf(payment) >= from && dayOf(payment) <= to);

/** The text of column `index` in each row the table has in the page now. */
async function shownColumn(index: number) {
  const rows = within(await table())
    .getAllByRole('row')
    .slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[index]!.textContent);
}

/**
 * Signs the guest in and receives NGN 12,345 in cash today for the first demo school, so Today
 * has a payment at any hour: run in the first hour after midnight in Lagos, the demo's morning
 * payment falls on yesterday (docs/guest-demo.md#the-demos-data).
 */
async function withCashToday() {
  await useSessionStore.getState().loginGuest();
  return {
    arrange: async ({ source, school, password }: ArrangeContext) => {
      const student = readCollection(localStorage, 'students').find(
        (one) => one.schoolId === school!._id,
      )!;
      await source.recordOfflinePayment(
        {
          ...{ schoolId: school!._id, studentId: student._id, amount: 12345, method: 'cash' },
          ...{ receivedOn: schoolToday(), depositorName: 'Ngozi Obi', email: '' },
          ...{ purpose: 'School fees this term', externalReference: '' },
        },
        password!,
      );
      return { currentTerm: (await source.listTerms(school!._id)).at(-1)!._id };
    },
    /** The school's payments after that, newest first, as the list shows them. */
    payments: () =>
      readCollection(localStorage, 'payments')
        .filter((payment) => payment.schoolId === readCollection(localStorage, 'schools')[0]!._id)
        .reverse(),
  };
}

describe('PaymentsPage', () => {
  it("lists the current school's payments, newest first, with their total", async () => {
    const payments = await schoolPayments();
    const { school } = await renderScreen(<PaymentsPage />, { route: '/payments' });
    const list = await table();
    expect(list).toHaveAccessibleName(`Payments made to ${school!.name}`);
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Student name', 'Depositor name', 'Amount↕', 'Method', 'Purpose', 'Date↕']);
    const newest = payments[0]!;
    expect(within(list).getAllByRole('row')[1]).toHaveTextContent(
      [
        newest.studentName,
        newest.depositorName,
        formatMoney(newest.amount),
        { card: 'Card', cash: 'Cash', transfer: 'Bank transfer', pos: 'POS', other: 'Other' }[
          newest.method
        ],
        newest.purpose,
        paymentDate(newest),
      ].join(''),
    );
    expect(screen.getByRole('status')).toHaveTextContent(summary(payments));
    expect(list).toHaveAttribute('aria-rowcount', String(payments.length + 1));
    expectLinks({
      'Make payment': '/payments/create',
      'Record payment': '/payments/record',
    });
    expect(document.title).toBe('Fees Manager | Payments');
  });

  it('filters by method, keeps a void payment listed and struck out, and splits the total by method', async () => {
    const payments = await schoolPayments();
    const { user, location } = await renderScreen(<PaymentsPage />, { route: '/payments' });
    await table();
    const byMethod = (method: string) =>
      sumNaira(
        payments
          .filter((payment) => payment.method === method && payment.status === 'success')
          .map((payment) => payment.amount),
      );
    expect(screen.getByRole('status')).toHaveTextContent(
      `in total: Card ${formatMoney(byMethod('card'))} · Cash ${formatMoney(byMethod('cash'))} · Bank transfer ${formatMoney(byMethod('transfer'))}`,
    );

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Bank transfer' }));
    await user.keyboard('{Escape}');
    expect(location().search).toBe('?method=transfer');
    const transfers = payments.filter((payment) => payment.method === 'transfer');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(summary(transfers)));
    expect(screen.getByRole('status')).toHaveTextContent(
      `: Bank transfer ${formatMoney(byMethod('transfer'))}`,
    );

    const voided = transfers.find((payment) => payment.status === 'void');
    const rows = within(await table()).getAllByRole('row');
    const voidRow = rows[transfers.indexOf(voided!) + 1]!;
    expect(voidRow).toHaveTextContent(`${voided!.studentName}`);
    expect(within(voidRow).getByText('Void')).toBeVisible();
    expect(voidRow).toHaveTextContent(`Voided: ${voided!.voidReason} (${voided!.voidedBy})`);
    expect(within(voidRow).getByText(formatMoney(voided!.amount)).tagName).toBe('S');
  });

  it('opens a payment by click', async () => {
    const payments = await schoolPayments();
    const { user, location } = await renderScreen(<PaymentsPage />, { route: '/payments' });
    const rows = within(await table()).getAllByRole('row');
    await user.click(rows[2]!);
    expect(location().pathname).toBe(`/payments/${payments[1]!._id}`);
  });

  it('opens the focused row with Enter, after moving with the arrows', async () => {
    const payments = await schoolPayments();
    const { user, location } = await renderScreen(<PaymentsPage />, { route: '/payments' });
    const rows = within(await table()).getAllByRole('row');
    act(() => rows[1]!.focus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(location().pathname).toBe(`/payments/${payments[1]!._id}`);
  });

  it('searches by student name and keeps the search in the URL', async () => {
    const payments = await schoolPayments();
    const { user, location } = await renderScreen(<PaymentsPage />, { route: '/payments' });
    await table();
    const name = payments[0]!.studentName;
    const search = screen.getByRole('searchbox', { name: 'Search by student name' });
    await user.type(search, name.toUpperCase());

    const matching = payments.filter(
      (payment) =>
        payment.studentName.toLowerCase().includes(name.toLowerCase()) ||
        payment.depositorName.toLowerCase().includes(name.toLowerCase()),
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(summary(matching)));
    expect(new URLSearchParams(location().search).get('q')).toBe(name.toUpperCase());
  });

  it('filters by ?classroom= and by the classroom filter, kept in the URL', async () => {
    const payments = await schoolPayments();
    const rooms = readCollection(localStorage, 'classrooms').filter(
      (room) => room.schoolId === payments[0]!.schoolId,
    );
    const [first, second] = rooms as [(typeof rooms)[0], (typeof rooms)[0]];
    const { user, location } = await renderScreen(<PaymentsPage />, {
      route: `/payments?classroom=${first._id}`,
    });
    await table();
    const inFirst = payments.filter((payment) => payment.classroomId === first._id);
    expect(screen.getByRole('status')).toHaveTextContent(summary(inFirst));

    await user.click(screen.getByRole('button', { name: 'Filter (1)' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: second.name }));
    await user.keyboard('{Escape}');
    const inEither = payments.filter(
      (payment) => payment.classroomId === first._id || payment.classroomId === second._id,
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(summary(inEither)));
    expect(new URLSearchParams(location().search).getAll('classroom')).toEqual([
      first._id,
      second._id,
    ]);
  });

  it('says when nothing matches, and clears the search and every filter at once', async () => {
    const payments = await schoolPayments();
    const room = payments[0]!.classroomId;
    const { user, location } = await renderScreen(<PaymentsPage />, {
      route: `/payments?classroom=${room}&q=zzzz-nobody`,
    });
    expect(
      await screen.findByText('No payments match this search and these filters.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by student name' })).toHaveValue(
      'zzzz-nobody',
    );

    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(summary(payments)));
    expect(location().search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search by student name' })).toHaveValue('');
  });

  it("narrows to one student from ?student=, and 'Show every student' widens again", async () => {
    const payments = await schoolPayments();
    const studentId = payments[0]!.studentId;
    const student = readCollection(localStorage, 'students').find((s) => s._id === studentId)!;
    const { user } = await renderScreen(<PaymentsPage />, {
      route: `/payments?student=${studentId}`,
    });
    await table();
    expect(await screen.findByText(`Payments of ${student.fullname}`)).toBeInTheDocument();
    const own = payments.filter((payment) => payment.studentId === studentId);
    expect(screen.getByRole('status')).toHaveTextContent(summary(own));
    expect(screen.getByRole('link', { name: 'Make payment' })).toHaveAttribute(
      'href',
      `/payments/create?student=${studentId}`,
    );

    await user.click(screen.getByRole('button', { name: 'Show every student' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(summary(payments)));
  });

  it("exports the whole filtered set as CSV with 'Export CSV', times in Lagos time", async () => {
    const payments = await schoolPayments();
    const voided = payments.find((payment) => payment.voidedAt);
    expect(voided).toBeDefined();
    const room = voided!.classroomId;
    const csv = captureCsv();
    const { user, school } = await renderScreen(<PaymentsPage />, {
      route: `/payments?classroom=${room}`,
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    const lines = await csv.lines();
    const slug = school!.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    expect(csv.names).toEqual([`payments-${slug}.csv`]);
    const inRoom = payments.filter((payment) => payment.classroomId === room);
    expect(lines[0]).toBe(
      'Student name,Class,Depositor name,Depositor email,Amount (NGN),Amount asked (NGN),Purpose,' +
        'Date,Term,Method,Reference,' +
        'Bank or terminal reference,Status,Transaction number,Recorded by,Voided,Voided by,Void reason',
    );
    expect(lines).toHaveLength(inRoom.length + 1);
    expect(lines[1]).toContain(`${inRoom[0]!.studentName},${inRoom[0]!.studentClass}`);
    expect(lines[1]).toContain(`,${inRoom[0]!.amount},`);
    const voidedLine = lines.find((line) => line.includes(`,${voided!.referenceNo},`));
    expect(voidedLine).toContain(`,${formatSchoolDateTime(voided!.voidedAt!)},`);
    expect(formatSchoolDateTime(voided!.voidedAt!)).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} WAT$/);
    csv.restore();
  });

  it("with no payments says 'There are no payments made to {school name}.'", async () => {
    const { source } = await renderScreen(<PaymentsPage />, { route: '/payments' });
    await table();
    await switchToNewSchool(source, 'Greenfield Academy');

    expect(
      await screen.findByText('There are no payments made to Greenfield Academy.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Make payment' })[0]).toHaveAttribute(
      'href',
      '/payments/create',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('without a current school says so and links to /schools', async () => {
    await renderScreen(<PaymentsPage />, { route: '/payments', school: null });
    expect(
      screen.getByText('No school is selected. Choose a school first to see its payments.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Make payment' })).toBeNull();
  });
  it('date chips keep today, this week or this term, in the URL, and drive the rows and totals', async () => {
    const demo = await withCashToday();
    const { user, location, arranged } = await renderScreen(<PaymentsPage />, {
      route: '/payments',
      arrange: demo.arrange,
    });
    await table();
    const payments = demo.payments();
    const today = schoolToday();
    const chips = within(screen.getByRole('group', { name: 'Period' }));
    const chip = (name: string) => chips.getByRole('button', { name });
    expect(chips.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Today',
      'This week',
      'This term',
      'All',
    ]);
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(summary(payments));

    await user.click(chip('Today'));
    const ofToday = between(payments, today, today);
    expect(ofToday.length).toBeGreaterThan(0);
    expect(location().search).toBe('?period=today');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(summary(ofToday)));
    expect(await table()).toHaveAttribute('aria-rowcount', String(ofToday.length + 1));
    expect(await shownColumn(5)).toEqual(ofToday.map(paymentDate));
    expect(chip('Today')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('All')).toHaveAttribute('aria-pressed', 'false');

    // By keyboard: the next chip is the next Tab stop, and Space presses it.
    await user.tab();
    expect(chip('This week')).toHaveFocus();
    await user.keyboard(' ');
    const ofWeek = between(payments, mondayOf(today), today);
    expect(location().search).toBe('?period=week');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(summary(ofWeek)));

    await user.click(chip('This term'));
    const ofTerm = payments.filter((payment) => payment.termId === arranged.currentTerm);
    expect(ofTerm.length).toBeLessThan(payments.length);
    expect(location().search).toBe('?period=term');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(summary(ofTerm)));

    await user.click(chip('All'));
    expect(location().search).toBe('');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(summary(payments)));
  });

  it('opens on a chip and an order from a shared link, and exports just those rows in that order', async () => {
    const demo = await withCashToday();
    const csv = captureCsv();
    const { user } = await renderScreen(<PaymentsPage />, {
      route: '/payments?period=week&sort=amount&order=desc',
      arrange: demo.arrange,
    });
    const today = schoolToday();
    const ofWeek = between(demo.payments(), mondayOf(today), today);
    const largestFirst = [...ofWeek].sort((a, b) => b.amount - a.amount);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(summary(ofWeek)));
    expect(screen.getByRole('button', { name: 'This week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await shownColumn(2)).toEqual(largestFirst.map(formatPaymentAmount));

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const lines = await csv.lines();
    expect(lines).toHaveLength(ofWeek.length + 1);
    expect(lines.slice(1).map((line) => Number(line.split(',')[4]))).toEqual(
      largestFirst.map((payment) => payment.amount),
    );
    csv.restore();
  });

  it('sorts by Amount and by Date: largest or newest first, then the other way, then as listed', async () => {
    const payments = await schoolPayments();
    const { user, location } = await renderScreen(<PaymentsPage />, { route: '/payments' });
    const list = await table();
    const header = within(list).getByRole('columnheader', { name: 'Amount' });
    const button = within(header).getByRole('button', { name: 'Amount' });
    const order = () => {
      const params = new URLSearchParams(location().search);
      return [params.get('sort'), params.get('order')];
    };
    const amounts = (sorted: readonly Payment[]) => sorted.map(formatPaymentAmount);
    const shownAmounts = async (expected: string[]) => {
      await waitFor(async () => expect((await shownColumn(2))[0]).toBe(expected[0]));
      const shown = await shownColumn(2);
      expect(shown).toEqual(expected.slice(0, shown.length));
    };
    expect(header).not.toHaveAttribute('aria-sort');

    await user.click(button);
    // Sorts are stable over the newest-first list: a tie stays newest first, as in the API.
    await shownAmounts(amounts([...payments].sort((a, b) => b.amount - a.amount)));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(order()).toEqual(['amount', 'desc']);

    // The header keeps the focus, so the keyboard steps on.
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await shownAmounts(amounts([...payments].sort((a, b) => a.amount - b.amount)));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(order()).toEqual(['amount', 'asc']);

    await user.keyboard(' ');
    await shownAmounts(amounts(payments));
    expect(header).not.toHaveAttribute('aria-sort');
    expect(location().search).toBe('');

    const dateHeader = within(list).getByRole('columnheader', { name: 'Date' });
    await user.click(within(dateHeader).getByRole('button', { name: 'Date' }));
    const newestDay = [...payments].sort((a, b) => dayOf(b).localeCompare(dayOf(a)));
    await waitFor(async () => expect((await shownColumn(5))[0]).toBe(paymentDate(newestDay[0]!)));
    const shown = await shownColumn(5);
    expect(shown).toEqual(newestDay.slice(0, shown.length).map(paymentDate));
    expect(await shownColumn(0)).toEqual(
      newestDay
        .slice(0, shown.length)
        .map((payment) => expect.stringContaining(payment.studentName)),
    );
    expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
    expect(order()).toEqual(['date', 'desc']);
  });

  it("with nothing on a chip says so, and 'Clear search and filters' goes back to All", async () => {
    const payments = await schoolPayments();
    const { user, location } = await renderScreen(<PaymentsPage />, {
      route: '/payments?period=today&q=zzzz-nobody',
    });
    expect(
      await screen.findByText('No payments match this search and these filters.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(summary(payments)));
    expect(location().search).toBe('');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("with only a chip narrowing the list, names the period: 'No payments this week.'", async () => {
    const { source } = await renderScreen(<PaymentsPage />, { route: '/payments?period=week' });
    await table();
    await switchToNewSchool(source, 'Greenfield Academy');
    expect(await screen.findByText('No payments this week.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear search and filters' })).toBeVisible();
  });

  it('offers the demo bursar to take and record payments', async () => {
    await renderScreen(<PaymentsPage />, {
      route: '/payments',
      arrange: () => actAsInDemo('bursar'),
    });
    await table();
    expectLinks({
      'Make payment': '/payments/create',
      'Record payment': '/payments/record',
    });
  });

  it('lists the payments to a viewer without offering to take or record one', async () => {
    const payments = await schoolPayments();
    await renderScreen(<PaymentsPage />, {
      route: '/payments',
      arrange: ({ source, school }) => holdAsViewer(source, school!._id),
    });
    await table();
    expect(screen.getByRole('status')).toHaveTextContent(summary(payments));
    expect(screen.queryByRole('link', { name: 'Make payment' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Record payment' })).toBeNull();
  });
});
