import { formatBalance, type Family } from '@fees/shared-data/core';
import { expectLinks, renderScreen, switchToNewSchool } from '@fees/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { FamiliesPage } from './families-page';

const path = '/students/families';

function table() {
  return screen.getByRole('table', { name: /^Families of / });
}

/** A family's row as a screen reader names it: its cells in order. */
function rowName(family: Family) {
  const parent = family.parentEmail ? `${family.phoneNo} · ${family.parentEmail}` : family.phoneNo;
  return `${family.name} ${parent} ${family.children} ${formatBalance(family.balance)}`;
}

describe('FamiliesPage', () => {
  it("lists the current school's families with the parent's contact, children and balance", async () => {
    const { source, school } = await renderScreen(<FamiliesPage />, { route: path, path });
    const { items: families } = await source.listFamilies(school!._id);

    expect(await screen.findByText(`${families.length} families`)).toBeInTheDocument();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Family and parent', 'Children', 'Balance']);
    for (const family of families) {
      expect(within(table()).getByRole('row', { name: rowName(family) })).toBeInTheDocument();
    }
    const danjuma = families.find((family) => family.name === 'Mrs Nneka Danjuma')!;
    expect(danjuma.children).toBe(3);
    expectLinks({
      'Mrs Nneka Danjuma': `/students/families/${danjuma._id}`,
      'Back to students': '/students',
    });
    expect(document.title).toBe('Fees Manager | Families');
  });

  it('searches once typing pauses, keeps the text in the URL, and says when no family matches', async () => {
    const { user, location } = await renderScreen(<FamiliesPage />, { route: path, path });
    const box = await screen.findByRole('searchbox', { name: 'Search families' });

    await user.type(box, 'danjuma');
    expect(await screen.findByText('1 family matches')).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
    expect(new URLSearchParams(location().search).get('q')).toBe('danjuma');

    await user.type(box, 'zz');
    expect(await screen.findByText('No family matches your search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('table', { name: /^Families of / })).toBeInTheDocument();
    expect(location().search).toBe('');
  });

  it('with no families says how one starts', async () => {
    const { source } = await renderScreen(<FamiliesPage />, { route: path, path });
    await switchToNewSchool(source, 'Greenfield Academy');

    expect(
      await screen.findByText(
        "No families yet. Link a student to a sibling on the student's form to start one.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
