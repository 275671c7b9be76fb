/**
 * @jest-environment ./scripts/jest/jsdom-with-fetch.cjs
 * @jest-environment-options {"resources": "usable"}
 */
import { useConfigStore, type DataSource } from '@fees/shared-data';
import {
  FAMILY_SHARE_REFUSALS,
  formatSchoolDateTime,
  PAY_LINK_INVALID,
  type Student,
} from '@fees/shared-data/core';
import { payAtProvider } from '@fees/shared-data/testing';
import {
  arrangeClassroomWithStudent,
  arrangeLateFamily,
  renderScreen,
  type ArrangeContext,
} from '@fees/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { FamilyPayLinkPage } from './family-pay-link-page';
import { FamilyPayLinkReceiptView } from './family-pay-link-receipt';

// The parent's page of a family's link against the real API: the family as the server reads it,
// the server's own refusal of the shares, a link the school revoked, one it never issued, and the
// receipt the API gives for a family link paid (the card provider is the one fake).

/** A provider whose checkout never opens: the server refuses before it would. */
const FAKE_PROVIDER = `data:text/javascript,${encodeURIComponent(`
  window.PaystackPop = function PaystackPop() {};
  window.PaystackPop.prototype.newTransaction = function () {};
`)}`;

beforeEach(() => {
  useConfigStore.getState().setConfig({
    paystack: { publicKey: 'pk_test_fake', inlineUrl: FAKE_PROVIDER, simulated: false },
  });
});

const screens = (
  <Routes>
    <Route path="pay/family/:token" element={<FamilyPayLinkPage />} />
  </Routes>
);

/**
 * Obi Ada (Primary3, NGN 40,000) and her brother Obi Chuka (Primary5, NGN 50,000), one family
 * founded from Ada ('Obi family'), with the parent's e-mail.
 */
async function arrangeFamily(context: ArrangeContext) {
  const { source, school, password } = context;
  const { student: ada } = await arrangeClassroomWithStudent(context);
  const primary5 = await source.create(
    'classrooms',
    { name: 'Primary5', classTeacher: 'Mrs Ngozi Eze', classFees: 50000, schoolId: school!._id },
    password!,
  );
  const chuka = await source.create(
    'students',
    {
      ...{ fullname: 'Obi Chuka', age: 11, sex: 'Male', phoneNo: '08031234567', discount: 0 },
      ...{ classroom: primary5._id, schoolId: school!._id, siblingOf: ada._id },
    },
    password!,
  );
  const family = await source.getFamily(chuka.familyId);
  await source.updateFamily(
    family._id,
    { name: family.name, phoneNo: family.phoneNo, parentEmail: 'ngozi@example.com' },
    password!,
  );
  return { ada, chuka, family };
}

/** Takes a child out of their family, as the school may while the parent's page is open. */
function leaveFamily(source: DataSource, password: string, child: Student) {
  return source.update(
    'students',
    child._id,
    {
      ...{ fullname: child.fullname, age: child.age, sex: child.sex, phoneNo: child.phoneNo },
      ...{ parentEmail: child.parentEmail, discount: child.discount },
      ...{ classroom: child.classroomId, familyId: '' },
    },
    password,
  );
}

describe('FamilyPayLinkPage in account mode', () => {
  it('says what the children have left and by when above the form, and asks for what is due now', async () => {
    const { arranged } = await renderScreen(screens, {
      session: 'account',
      arrange: async (context) => {
        const late = await arrangeLateFamily(context);
        return { ...late, ...(await context.source.shareFamilyPayLink(late.familyId)) };
      },
      route: ({ token }) => `/pay/family/${token}`,
    });
    const notice = await screen.findByText(arranged.sentence);
    const amount = screen.getByRole('spinbutton', { name: 'Amount' });
    expect(notice.compareDocumentPosition(amount) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(amount).toHaveValue(arranged.dueNow);
  });

  it("shows the family as the server reads it, and the server's refusal of the shares where they are typed", async () => {
    const { user, source, password, arranged } = await renderScreen(screens, {
      session: 'account',
      arrange: async (context) => {
        const found = await arrangeFamily(context);
        return { ...found, ...(await context.source.shareFamilyPayLink(found.family._id)) };
      },
      route: ({ token }) => `/pay/family/${token}`,
    });
    const { ada, chuka, family } = arranged;
    const table = await screen.findByRole('table', { name: `Children of ${family.name}` });
    expect(within(table).getByRole('row', { name: 'Obi Ada Primary3 NGN 40,000' })).toBeVisible();
    expect(within(table).getByRole('row', { name: 'Obi Chuka Primary5 NGN 50,000' })).toBeVisible();
    expect(within(table).getByRole('row', { name: 'Family outstanding NGN 90,000' })).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: 'Amount' })).toHaveValue(90000);
    expect(screen.getByRole('textbox', { name: 'Email (optional)' })).toHaveValue(
      'ngozi@example.com',
    );

    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Eze');
    await user.click(screen.getByRole('radio', { name: 'Choose for each child' }));
    await user.type(screen.getByRole('spinbutton', { name: ada.fullname }), '40000');
    await user.type(screen.getByRole('spinbutton', { name: chuka.fullname }), '50000');
    await leaveFamily(source, password!, chuka);
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    await user.click(screen.getByRole('button', { name: 'Pay Fees' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(FAMILY_SHARE_REFUSALS.notAChild);
    const total = screen.getByRole('textbox', { name: 'Total for the children' });
    expect(total).toHaveAttribute('aria-invalid', 'true');
    expect(total).toHaveAccessibleDescription(FAMILY_SHARE_REFUSALS.notAChild);
  });

  it('a revoked link names the school and its phone to ask for a new one', async () => {
    const { school, account, arranged } = await renderScreen(screens, {
      session: 'account',
      arrange: async (context) => {
        const { family } = await arrangeFamily(context);
        const { token } = await context.source.shareFamilyPayLink(family._id);
        await context.source.revokeFamilyPayLinks(family._id);
        return { family, token };
      },
      route: ({ token }) => `/pay/family/${token}`,
    });
    const phone = account!.phone;
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `This payment link was revoked or has expired. Ask ${school!.name} (${phone}) for a new one.`,
    );
    expect(screen.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone}`);
    expect(screen.queryByText(arranged.family.name)).toBeNull();
  });

  it('a link that never existed says only that it is no longer valid', async () => {
    await renderScreen(screens, {
      session: 'account',
      school: null,
      route: `/pay/family/${'B'.repeat(32)}`,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(PAY_LINK_INVALID);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("the receipt of a family link paid gives each child's share, receipt number and balance after, in Lagos time", async () => {
    const { arranged, rerender } = await renderScreen(<></>, {
      session: 'account',
      arrange: async (context) => {
        const { family } = await arrangeFamily(context);
        const { token } = await context.source.shareFamilyPayLink(family._id);
        const details = {
          depositorName: 'Ngozi Obi',
          email: 'ngozi@example.com',
          amount: 45000,
          purpose: 'Second term tuition',
        };
        const { reference } = await context.source.initializeFamilyLinkPayment(token, details);
        await payAtProvider(reference, 4_500_000);
        const receipt = await context.source.recordFamilyLinkPayment(token, {
          details,
          checkout: { reference, status: 'success', message: 'Approved', transaction: '1' },
        });
        const { term } = await context.source.getFamilyPayLink(token);
        return { family, receipt, term };
      },
    });
    const { family, receipt, term } = arranged;
    rerender(<FamilyPayLinkReceiptView receipt={receipt} term={term} mailed />);
    for (const name of [
      `Family ${family.name}`,
      `Term ${term}`,
      'Amount NGN 45,000',
      `Date ${formatSchoolDateTime(receipt.paidAt)}`,
      'Paid by Ngozi Obi (ngozi@example.com)',
    ]) {
      expect(await screen.findByRole('row', { name })).toBeVisible();
    }
    expect(formatSchoolDateTime(receipt.paidAt)).toMatch(/ WAT$/);
    // The oldest debt first: Ada's NGN 40,000 in full, the rest to Chuka.
    const shares = screen.getByRole('table', { name: 'What each child received' });
    expect(
      within(shares).getByRole('row', {
        name: /^Obi Ada Primary3 NGN 40,000 [A-Z0-9]{1,3}-\d{6} NGN 0$/,
      }),
    ).toBeVisible();
    expect(
      within(shares).getByRole('row', {
        name: /^Obi Chuka Primary5 NGN 5,000 [A-Z0-9]{1,3}-\d{6} NGN 45,000$/,
      }),
    ).toBeVisible();
    expect(screen.getByText(/this receipt was e-mailed to ngozi@example\.com/)).toBeVisible();
  });
});
