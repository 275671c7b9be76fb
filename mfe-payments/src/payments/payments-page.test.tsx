import {
  formatMoney,
  paymentDate,
  readCollection,
  sumNaira,
  useSessionStore,
  type Payment,
} from '@fees/shared-data';
import { expectLinks, renderScreen, switchToNewSchool } from '@fees/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { PaymentsPage } from './payments-page';

/** The first demo school's payments, newest first as the list shows them. */
async function schoolPayments(): Promise<Payment[]> {
  await useSessionStore.getState().loginGuest();
  const schoolId = readCollection(localStorage, 'schools')[0]!._id;
  return readCollection(localStorage, 'payments')
    .filter((payment) => payment.schoolId === schoolId)
    .reverse();
}

/** Every listed payment is counted; only those not void add to the total. */
function summary(payments: readonly Payment[]) {
  const count = `${payments.length} ${payments.length === 1 ? 'payment' : 'payments'}`;
  const counting = payments.filter((payment) => payment.status !== 'void');
  return `${count}, ${formatMoney(sumNaira(counting.map((payment) => payment.amount)))} in total`;
}

const table = () => screen.findByRole('table', { name: /^Payments made to / });

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
    ).toEqual(['Student name', 'Depositor name', 'Amount', 'Method', 'Purpose', 'Date']);
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

  it("exports the whole filtered set as CSV with 'Export CSV'", async () => {
    const payments = await schoolPayments();
    const room = payments[0]!.classroomId;
    const blobs: Blob[] = [];
    // jsdom has no object URLs or downloads; these stand in for the browser's own.
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:payments';
    };
    URL.revokeObjectURL = () => undefined;
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { user, school } = await renderScreen(<PaymentsPage />, {
      route: `/payments?classroom=${room}`,
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(blobs).toHaveLength(1));
    const slug = school!.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    expect(names).toEqual([`payments-${slug}.csv`]);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]!);
    });
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    const inRoom = payments.filter((payment) => payment.classroomId === room);
    expect(lines[0]).toBe(
      'Student name,Class,Depositor name,Depositor email,Amount (NGN),Amount asked (NGN),Purpose,' +
        'Date,Term,Method,Reference,' +
        'Bank or terminal reference,Status,Transaction number,Recorded by,Voided,Voided by,Void reason',
    );
    expect(lines).toHaveLength(inRoom.length + 1);
    expect(lines[1]).toContain(`${inRoom[0]!.studentName},${inRoom[0]!.studentClass}`);
    expect(lines[1]).toContain(`,${inRoom[0]!.amount},`);
    click.mockRestore();
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
});
