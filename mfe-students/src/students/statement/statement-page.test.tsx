import { GUEST_CREDENTIALS, readCollection, useSessionStore } from '@fees/shared-data';
import {
  arrangeClassroomWithStudent,
  arrangeLateStudent,
  renderScreen,
} from '@fees/shared-ui/testing';
import { payInCash } from '../testing/pay-in-cash';
import { screen, within } from '@testing-library/react';
import { StatementPage } from './statement-page';

const path = '/students/:studentId/statement';
const naira = (amount: number) => `NGN ${amount.toLocaleString('en-US')}`;

describe('StatementPage', () => {
  it('lists every term the student was charged in, the balance running to what they owe now', async () => {
    await useSessionStore.getState().loginGuest();
    const student = readCollection(localStorage, 'students').find(
      (item) => item.broughtForward > 0,
    )!;
    const { source } = await renderScreen(<StatementPage />, {
      route: `/students/${student._id}/statement`,
      path,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Statement' })).toBeInTheDocument();
    expect(document.title).toBe('Fees Manager | Statement');
    const session = (await source.listTerms(student.schoolId))[0]!.session;

    const first = await screen.findByRole('table', { name: `First term ${session}` });
    const second = screen.getByRole('table', { name: `Second term ${session}` });
    expect(within(first).getAllByRole('row')[1]).toHaveAccessibleName('Brought forward NGN 0');
    // What First term left is what Second term brings forward.
    const left = within(first).getAllByRole('row').at(-1)!;
    expect(left).toHaveAccessibleName(`Balance ${naira(student.broughtForward)}`);
    expect(within(second).getAllByRole('row')[1]).toHaveAccessibleName(
      `Brought forward ${naira(student.broughtForward)} arrears`,
    );
    const owed = student.balance < 0 ? `${naira(-student.balance)} credit` : naira(student.balance);
    expect(screen.getByText(`Balance now: ${owed}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print statement' })).toBeInTheDocument();
  });

  it('ends with what is left and by when', async () => {
    const { arranged } = await renderScreen(<StatementPage />, {
      arrange: arrangeLateStudent,
      route: ({ student }) => `/students/${student._id}/statement`,
      path,
    });
    const balance = await screen.findByText('Balance now: NGN 35,000');
    const due = screen.getByText(`${arranged.sentence}.`);
    expect(balance.compareDocumentPosition(due) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      due.compareDocumentPosition(screen.getByRole('button', { name: 'Print statement' })),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('says nothing of due dates once all is paid', async () => {
    await renderScreen(<StatementPage />, {
      arrange: async (context) => {
        const { student } = await arrangeClassroomWithStudent(context);
        await payInCash(context.source, student, 40000);
        return student;
      },
      route: (student) => `/students/${student._id}/statement`,
      path,
    });
    expect(await screen.findByText('Balance now: NGN 0')).toBeInTheDocument();
    expect(screen.queryByText(/ due by | was due on /)).toBeNull();
  });

  it('tells the parent where to pay by transfer once the student has an account', async () => {
    const {
      source,
      school,
      arranged: student,
    } = await renderScreen(<StatementPage />, {
      arrange: async ({ source: demo, school: current }) => {
        const account = { bankCode: '058', accountNumber: '0123456789' };
        await demo.setSettlement(current!._id, account, GUEST_CREDENTIALS.password);
        const { items } = await demo.list('students', { filter: { schoolId: current!._id } });
        const lone = items.find((item) => !item.familyId)!;
        await demo.giveTransferAccount({ holder: 'students', id: lone._id });
        return lone;
      },
      route: (lone) => `/students/${lone._id}/statement`,
      path,
    });
    expect(school).not.toBeNull();
    const given = (await source.getTransferAccount({ holder: 'students', id: student._id }))!;
    expect(
      await screen.findByText(
        `Pay by transfer to ${given.accountNumber}, ${given.bankName}, ${given.accountName}.`,
      ),
    ).toBeInTheDocument();
  });

  it("says not found for a student who is not the user's", async () => {
    await renderScreen(<StatementPage />, {
      route: '/students/0123456789abcdef01234567/statement',
      path,
    });
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
  });
});
