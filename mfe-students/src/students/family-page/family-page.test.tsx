import { formatMoney, schoolToday } from '@fees/shared-data';
import { formatBalance, formatBroughtForward, formatLateSince } from '@fees/shared-data/core';
import { expectLinks, renderScreen, holdAsViewer } from '@fees/shared-ui/testing';
import { danjuma } from '../testing/demo-family';
import { screen, within } from '@testing-library/react';
import { FamilyPage } from './family-page';

const path = '/students/families/:familyId';

describe('FamilyPage', () => {
  it('shows the parent, each child with what they owe and have due now, and the family total', async () => {
    const { source, arranged: family } = await renderScreen(<FamilyPage />, {
      arrange: danjuma,
      route: (family) => `/students/families/${family._id}`,
      path,
    });
    const { items: children } = await source.list('students', {
      filter: { familyId: family._id },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mrs Nneka Danjuma' }),
    ).toBeInTheDocument();
    const details = screen.getByRole('table', { name: /Family details/ });
    // The demo's plan asked 60% a week ago: the Danjumas are late.
    expect(family.overdueSince).not.toBeNull();
    for (const name of [
      `Parent phone number ${family.phoneNo}`,
      'Parent e-mail None',
      'Children 3',
      `Balance ${formatBalance(family.balance)}`,
      `Due now ${formatMoney(family.dueNow)}`,
      `Late since ${formatLateSince(family.overdueSince!, schoolToday())}`,
    ]) {
      expect(within(details).getByRole('row', { name })).toBeInTheDocument();
    }
    const table = await screen.findByRole('table', { name: 'Children of Mrs Nneka Danjuma' });
    expect(children).toHaveLength(3);
    for (const child of children) {
      const brought = formatBroughtForward(child.broughtForward);
      const owes = child.broughtForward
        ? `${formatBalance(child.balance)} ${brought} brought forward`
        : formatBalance(child.balance);
      expect(
        within(table).getByRole('row', {
          name: `${child.fullname} ${child.classroom} ${owes} ${formatMoney(child.dueNow)}`,
        }),
      ).toBeInTheDocument();
      expect(within(table).getByRole('link', { name: child.fullname })).toHaveAttribute(
        'href',
        `/students/${child._id}`,
      );
    }
    expect(
      within(table).getByRole('row', {
        name: `Family total ${formatBalance(family.balance)} ${formatMoney(family.dueNow)}`,
      }),
    ).toBeInTheDocument();
    expectLinks({
      'Edit family': `/students/families/${family._id}/edit`,
      'Print statement': `/students/families/${family._id}/statement`,
      'Back to families': '/students/families',
    });
    expect(document.title).toBe('Fees Manager | Family');
  });

  it("offers the parent's reminder, which the guest demo says it cannot mail", async () => {
    const { user } = await renderScreen(<FamilyPage />, {
      arrange: danjuma,
      route: (family) => `/students/families/${family._id}`,
      path,
    });
    await user.click(await screen.findByRole('button', { name: 'Send reminder' }));
    const dialog = screen.getByRole('dialog', { name: 'Send a reminder to Mrs Nneka Danjuma' });
    await user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /The guest demo sends no e-mail/,
    );
  });

  it('shows a viewer the family but no way to edit it', async () => {
    await renderScreen(<FamilyPage />, {
      arrange: async (context) => {
        await holdAsViewer(context.source, context.school!._id);
        return danjuma(context);
      },
      route: (family) => `/students/families/${family._id}`,
      path,
    });
    expect(
      await screen.findByRole('table', { name: 'Children of Mrs Nneka Danjuma' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit family' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send reminder' })).toBeNull();
  });

  it('says not found for a family that is not there', async () => {
    await renderScreen(<FamilyPage />, {
      route: '/students/families/0123456789abcdef01234567',
      path,
    });
    expect(
      await screen.findByRole('heading', { name: 'This family was not found' }),
    ).toBeInTheDocument();
    expectLinks({ 'Back to families': '/students/families' });
    expect(document.title).toBe('Fees Manager | Not found');
  });
});
