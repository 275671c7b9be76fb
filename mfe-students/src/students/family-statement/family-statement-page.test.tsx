import { formatDay, schoolToday } from '@fees/shared-data';
import { formatBalance } from '@fees/shared-data/core';
import { arrangeLateFamily, expectLinks, renderScreen } from '@fees/shared-ui/testing';
import { danjuma } from '../testing/demo-family';
import { screen, within } from '@testing-library/react';
import { FamilyStatementPage } from './family-statement-page';

const path = '/students/families/:familyId/statement';

describe('FamilyStatementPage', () => {
  it('ends with what the children have left and by when, their due days added up', async () => {
    const { arranged } = await renderScreen(<FamilyStatementPage />, {
      arrange: arrangeLateFamily,
      route: ({ familyId }) => `/students/families/${familyId}/statement`,
      path,
    });
    expect(await screen.findByText(`${arranged.sentence}.`)).toBeInTheDocument();
  });

  it("shows each child's terms and balance in registration order, and the family total", async () => {
    const { source, arranged: family } = await renderScreen(<FamilyStatementPage />, {
      arrange: danjuma,
      route: (family) => `/students/families/${family._id}/statement`,
      path,
    });
    const { items: children } = await source.list('students', {
      filter: { familyId: family._id },
    });
    const school = await source.get('schools', family.schoolId);
    const session = (await source.listTerms(family.schoolId))[0]!.session;

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Family statement' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Fees Manager | Family Statement');
    expect(await screen.findByText(family.name)).toBeInTheDocument();
    for (const line of [
      school.name,
      `Parent phone number: ${family.phoneNo}`,
      `Printed on ${formatDay(schoolToday())}`,
    ]) {
      expect(screen.getByText(line)).toBeInTheDocument();
    }

    const names = children.map((child) => `${child.fullname}, ${child.classroom}`);
    expect(
      (await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent),
    ).toEqual(names);
    for (const [index, child] of children.entries()) {
      const part = screen.getByRole('region', { name: names[index] });
      for (const term of ['First term', 'Second term']) {
        expect(within(part).getByRole('table', { name: `${term} ${session}` })).toBeInTheDocument();
      }
      expect(
        within(part).getByText(`Balance now: ${formatBalance(child.balance)}`),
      ).toBeInTheDocument();
    }

    const summary = screen.getByRole('table', { name: 'Family balance' });
    expect(
      within(summary)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'NameBalance',
      ...children.map((child) => `${child.fullname}${formatBalance(child.balance)}`),
      `Family total${formatBalance(family.balance)}`,
    ]);
    expect(children.reduce((sum, child) => sum + child.balance, 0)).toBeCloseTo(family.balance);
    expectLinks({ 'Back to family': `/students/families/${family._id}` });
  });

  it("'Print statement' prints the page", async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await renderScreen(<FamilyStatementPage />, {
      arrange: danjuma,
      route: (family) => `/students/families/${family._id}/statement`,
      path,
    });
    await user.click(await screen.findByRole('button', { name: 'Print statement' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('says not found for a family that is not there', async () => {
    await renderScreen(<FamilyStatementPage />, {
      route: '/students/families/0123456789abcdef01234567/statement',
      path,
    });
    expect(
      await screen.findByRole('heading', { name: 'This family was not found' }),
    ).toBeInTheDocument();
    expectLinks({ 'Back to families': '/students/families' });
    expect(document.title).toBe('Fees Manager | Not found');
  });
});
