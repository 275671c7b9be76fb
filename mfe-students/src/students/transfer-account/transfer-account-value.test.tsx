import { GUEST_CREDENTIALS } from '@fees/shared-data';
import { holdAsViewer, renderScreen, type ArrangeContext } from '@fees/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { FamilyPage } from '../family-page/family-page';
import { danjuma } from '../testing/demo-family';
import { ibekweSiblings } from '../testing/siblings';

// A family's transfer account from its page in the guest demo (docs/transfers.md#the-guest-demo).

const path = '/students/families/:familyId';
/** The row once it reads `name`: it reads 'Loading…' first. */
const row = (name: RegExp) => screen.findByRole('row', { name });

/** Brackets in the names read as themselves. */
const escaped = (text: string) => text.replace(/[()]/g, '\\$&');

/**
 * A school the guest registers, so without the demo's settlement account, and the Ibekwe family
 * of two in it.
 */
async function newSchoolFamily(context: ArrangeContext) {
  const school = await context.source.create(
    'schools',
    { name: 'Harbour Academy', address: '3 Marina, Lagos', level: 'Primary' },
    GUEST_CREDENTIALS.password,
  );
  await ibekweSiblings({ ...context, school });
  const { items } = await context.source.listFamilies(school._id);
  return { school, family: items[0]! };
}

describe("FamilyPage's transfer account", () => {
  it('a demo family shows its labelled demo account, a transfer to simulate and nothing to give', async () => {
    const { school, arranged: family } = await renderScreen(<FamilyPage />, {
      arrange: danjuma,
      route: (family) => `/students/families/${family._id}`,
      path,
    });
    const holder = escaped(`${school!.name}/${family.name} (demo)`);
    expect(
      await row(
        new RegExp(
          `^Pay by transfer 99\\d{8}, Wema Bank \\(demo\\), ${holder} Simulate a transfer$`,
        ),
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Give a transfer account' })).toBeNull();
  });

  it('is given only once the school settles to its own account, then shows the demo number', async () => {
    const {
      user,
      source,
      arranged: { school, family },
    } = await renderScreen(<FamilyPage />, {
      arrange: newSchoolFamily,
      route: ({ family }) => `/students/families/${family._id}`,
      path,
    });
    const transfer = await row(/^Pay by transfer None yet/);
    await user.click(within(transfer).getByRole('button', { name: 'Give a transfer account' }));
    expect(await within(transfer).findByRole('alert')).toHaveTextContent(
      "Set the school's settlement account first: transfers into a transfer account settle there.",
    );

    await source.setSettlement(
      school._id,
      { bankCode: '058', accountNumber: '0123456789' },
      GUEST_CREDENTIALS.password,
    );
    await user.click(within(transfer).getByRole('button', { name: 'Give a transfer account' }));
    const holder = escaped(`${school.name}/${family.name} (demo)`);
    expect(
      await row(
        new RegExp(
          `^Pay by transfer 99\\d{8}, Wema Bank \\(demo\\), ${holder} Simulate a transfer$`,
        ),
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Give a transfer account' })).toBeNull();
  });

  it('a viewer reads that there is none, and is offered nothing', async () => {
    await renderScreen(<FamilyPage />, {
      arrange: async (context) => {
        const made = await newSchoolFamily(context);
        await holdAsViewer(context.source, made.school._id);
        return made;
      },
      route: ({ family }) => `/students/families/${family._id}`,
      path,
    });
    expect(await row(/^Pay by transfer None yet$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Give a transfer account' })).toBeNull();
  });
});
