import { GUEST_CREDENTIALS } from '@fees/shared-data';
import {
  answerAdminPassword,
  expectLinks,
  renderScreen,
  holdAsViewer,
} from '@fees/shared-ui/testing';
import { danjuma } from '../testing/demo-family';
import { screen, waitFor } from '@testing-library/react';
import { FamilyEditPage } from './family-edit-page';

const path = '/students/families/:familyId/edit';

describe('FamilyEditPage', () => {
  it("saves a new parent phone onto every child's record, then opens the family", async () => {
    const {
      user,
      source,
      location,
      arranged: family,
    } = await renderScreen(<FamilyEditPage />, {
      arrange: danjuma,
      route: (family) => `/students/families/${family._id}/edit`,
      path,
    });
    const phone = await screen.findByRole('textbox', { name: 'Parent phone number' });
    expect(phone).toHaveValue(family.phoneNo);
    expect(
      screen.getByRole('textbox', { name: 'Parent e-mail (optional)' }),
    ).toHaveAccessibleDescription(
      'Pay links and reminders go here. Every child of the family shares these details.',
    );
    expect(screen.getByRole('textbox', { name: 'Family name' })).toHaveValue('Mrs Nneka Danjuma');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expectLinks({ 'Back to family': `/students/families/${family._id}` });

    await user.clear(phone);
    await user.type(phone, '08031112222');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await answerAdminPassword(user, GUEST_CREDENTIALS.password);

    expect(await screen.findByText('Family updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe(`/students/families/${family._id}`));
    const { items: children } = await source.list('students', {
      filter: { familyId: family._id },
    });
    expect(children.map((child) => child.phoneNo)).toEqual([
      '08031112222',
      '08031112222',
      '08031112222',
    ]);
  });

  it('keeps a too-short name as typed, with its message under the field, and asks no password', async () => {
    const { user } = await renderScreen(<FamilyEditPage />, {
      arrange: danjuma,
      route: (family) => `/students/families/${family._id}/edit`,
      path,
    });
    const name = await screen.findByRole('textbox', { name: 'Family name' });
    await user.clear(name);
    await user.type(name, 'Ab');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(name).toHaveAccessibleDescription('Family name must be at least 3 characters');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('Ab');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells a viewer, who opens it by its address, that only the owner or bursar changes families', async () => {
    await renderScreen(<FamilyEditPage />, {
      arrange: async (context) => {
        await holdAsViewer(context.source, context.school!._id);
        return danjuma(context);
      },
      route: (family) => `/students/families/${family._id}/edit`,
      path,
    });
    expect(
      await screen.findByText("Only the school's owner or bursar can change families."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
